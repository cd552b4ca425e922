/* Issue 34: the Device List's thumbnail of a recording camera never comes back 404 because its
 * source is restarting (a loaded machine kills and restarts slow encoders): the snapshot route and
 * query answer the last keyframe recorded; only a camera that never recorded has none, and the
 * console draws its placeholder for it. */
import { STREAM_NUMBER } from '../../../shared/video/constants';
import { ApiClient } from '../../testing/apiClient';
import { LATEST_REUSE_MS } from './SnapshotService';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';

jest.setTimeout(90_000);

const RECORDING = 'demo-hq-camera-1';
const NEVER_RECORDED = 'demo-hq-camera-2';
const SNAPSHOT = 'query($id: ID!) { snapshot(obj: $id) { image createdAt } }';
const JPEG = Buffer.from([0xff, 0xd8]);

describe.each(testDatabases())('a camera picture while its source restarts, on $kind', (database) => {
  let t: TestPlatform;
  let operator: ApiClient;
  beforeAll(async () => {
    t = await startTestPlatform(database, { media: [RECORDING] });
    operator = new ApiClient(t.url);
    expect((await operator.login('operator', 'operator')).status).toBe(200);
  });
  afterAll(async () => {
    await operator.dispose();
    await t.close();
  });

  /** Waits until the archive index holds a keyframe of the camera's FULL stream. */
  const recordedKeyframe = async () => {
    for (;;) {
      await t.platform.services.media.flushIndex();
      const key = await t.platform.database.db
        .selectFrom('archive_fragments')
        .select('start_ms')
        .where('camera_id', '=', RECORDING)
        .where('stream', '=', STREAM_NUMBER.FULL)
        .where('is_key', '=', 1)
        .orderBy('start_ms', 'desc')
        .executeTakeFirst();
      if (key) return key.start_ms;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('serves viewers who ask for the same camera at once from one decode, and decodes again a second later', async () => {
    await recordedKeyframe();
    const snapshots = t.platform.services.media.snapshots;
    const [first, second] = await Promise.all([snapshots.latest(RECORDING), snapshots.latest(RECORDING)]);
    expect(first?.jpeg.subarray(0, 2)).toEqual(JPEG);
    expect(second).toBe(first);
    expect(await snapshots.latest(RECORDING)).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, LATEST_REUSE_MS));
    const later = await snapshots.latest(RECORDING);
    expect(later).not.toBe(first);
    expect(later?.createdAt).toBeGreaterThan(first?.createdAt ?? Number.POSITIVE_INFINITY);
  });

  it('answers the last recorded keyframe while the live edge is empty, and 404 for a camera that never recorded', async () => {
    const recordedAt = await recordedKeyframe();
    const camera = t.platform.services.media.camera(RECORDING);
    if (!camera) throw new Error('the camera does not run');
    // As between a killed encoder and its restart: no process, nothing at the live edge.
    await camera.source.stop();
    for (const live of camera.live.values()) live.end();
    // The picture the test before decoded serves for a second more, and may predate that keyframe.
    await new Promise((resolve) => setTimeout(resolve, LATEST_REUSE_MS));

    const picture = await operator.request<Buffer>('GET', `/api/media/snapshot?obj=${RECORDING}`);
    expect(picture.status).toBe(200);
    expect(picture.body.subarray(0, 2)).toEqual(JPEG);
    const query = await operator.graphql<{ snapshot: { image: string; createdAt: number } | null }>(SNAPSHOT, {
      id: RECORDING,
    });
    expect(Buffer.from(query.data?.snapshot?.image ?? '', 'base64').subarray(0, 2)).toEqual(JPEG);
    expect(query.data?.snapshot?.createdAt).toBeGreaterThanOrEqual(recordedAt);

    expect((await operator.request('GET', `/api/media/snapshot?obj=${NEVER_RECORDED}`)).status).toBe(404);
  });
});
