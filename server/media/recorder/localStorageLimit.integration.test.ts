/** Spec 2 §7 localStorage and changeLocalStorage, enforced, on SQLite and PostgreSQL: a demo camera
 *  records on its avatar; an administrator gives the avatar a capacity below what its recordings
 *  take; the recorder prunes the oldest recordings of the avatar's cameras until they fit (the
 *  segments being written stay), the camera's coverage starts where its kept video starts, and
 *  the avatar's local storage answers the smaller use. */
import { STREAM_NUMBER } from '../../../shared/video/constants';
import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, waitForLive, type TestPlatform } from '../../testing/testPlatform';

jest.setTimeout(120_000);

const CAMERA = 'demo-hq-camera-1';
const AVATAR = 'demo-hq-avatar';
const CHANGE = `mutation($id: ID!, $input: LocalStorageInput!) {
  changeLocalStorage(deviceId: $id, input: $input) { avatarId capacity used } }`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('local storage capacity on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await startTestPlatform(database, { media: [CAMERA] });
    // The test counts the segments of the camera's first run, 2.5 s long: wait for the camera's
    // ffmpeg, slow to start on a busy machine.
    expect(await waitForLive(t, [CAMERA], 60_000)).toBe(true);
    admin = new ApiClient(t.url);
    expect((await admin.login('admin', 'admin')).status).toBe(200);
  });
  afterAll(async () => {
    await admin.dispose();
    await t.close();
  });

  it("prunes the avatar's oldest recordings to its capacity", async () => {
    const media = t.platform.services.media;
    const db = t.platform.database.db;
    // Three runs of the camera: each restart closes the segments the run wrote.
    for (let run = 0; run < 3; run += 1) {
      await sleep(2500);
      if (run < 2) await media.reload(CAMERA);
    }
    await media.flushIndex();
    const segments = () =>
      db
        .selectFrom('archive_segments')
        .select(['id', 'closed', 'size', 'start_ms'])
        .where('camera_id', '=', CAMERA)
        .orderBy('start_ms')
        .execute();
    const before = await segments();
    const open = before.filter((s) => !s.closed);
    const closed = before.filter((s) => s.closed);
    // The first run's FULL and REVIEW segments, then the second run's.
    expect(closed.length).toBe(4);
    const bytes = (rows: typeof before) => rows.reduce((sum, s) => sum + Number(s.size), 0);
    const firstRun = closed.slice(0, 2);
    // Room for everything but the first run (and a little for what is written meanwhile).
    const capacity = bytes(before) - bytes(firstRun) + 16 * 1024;

    const changed = await admin.graphql<{ changeLocalStorage: { avatarId: string; capacity: number } }>(CHANGE, {
      id: CAMERA,
      input: { capacity },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.changeLocalStorage).toMatchObject({ avatarId: AVATAR, capacity });
    await media.enforceStorageLimits();

    const after = await segments();
    const kept = new Set(after.map((s) => s.id));
    // The oldest went; what is being written stayed; the avatar's recordings fit its capacity.
    for (const s of firstRun) expect(kept.has(s.id)).toBe(false);
    for (const s of open) expect(kept.has(s.id)).toBe(true);
    expect(bytes(after.filter((s) => s.closed)) + bytes(open)).toBeLessThanOrEqual(capacity);
    // Coverage starts with the kept video.
    const spans = await media.archive.spans(CAMERA, STREAM_NUMBER.FULL, 0, Date.now());
    expect(spans[0]!.start).toBeGreaterThanOrEqual(Number(after[0]!.start_ms));
    // Within its capacity, the camera keeps recording.
    expect(media.camera(CAMERA)).toBeDefined();
  });
});
