/** Faces matched from a running demo camera (issue 32): on SQLite and PostgreSQL, the demo lobby's
 *  seeded Facial Recognition config runs the face engine on its review stream; an administrator
 *  enrols the scene's enrolled person (Eileen Collins, from her portrait file) on a Facial alarm
 *  list — a photo with no face is refused — and each of her passages raises exactly one alarm with
 *  the face's crop, the person and the confidence, and her face's box in the camera's metadata
 *  channel is labelled with her name, while the strangers' passages match nobody and their boxes
 *  stay unnamed. An
 *  administrator whose visual configuration limits video analytics may not enrol a face, and a
 *  face config's match threshold is refused outside its range. */
import { FACE_PEOPLE, facePassageAt } from '../../../shared/analytics/faceTraffic';
import { decodeMetadataPayload, type MetadataBox } from '../../../shared/video/mediaMetadata';
import type { FaceRead } from '../../../shared/analytics/faceRead';
import { VAE_ERROR } from '../../../shared/vae/vaeConfigs';
import { WATCHLIST_ERROR } from '../../../shared/watchlists/watchlists';
import { DEMO_FACE_CAMERA } from '../../sim/seedDemo';
import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';
import { TINY_JPEG_BASE64 } from '../../testing/tinyJpeg';
import type { FaceOutcome } from '../../watchlists';
import { enrolledDemoFace } from './testing/faceSamples';

const CAMERA = `demo-hq-${DEMO_FACE_CAMERA.suffix}`;
const ENROLLED = FACE_PEOPLE[0];
const CREATE = `mutation($w: WatchlistInput!) { createWatchlist(watchlist: $w) { id } }`;
const SAVE_ENTRY = `mutation($l: ID!, $e: WatchlistEntryInput!) { saveWatchlistEntry(watchlistId: $l, entry: $e) { id name } }`;
const SET_VISUAL = `mutation($id: ID!, $v: VisualConfigInput) { setGroupVisualConfig(groupId: $id, visualConfig: $v) { id } }`;
const CREATE_VAE = `mutation($c: VaeConfigInput!) { createVaeConfig(config: $c) { id } }`;
const EVENTS = `query($f: AuditEntryFilter!) { auditEntries(filter: $f) { context message metadata { key value }
  snapshots { snapshot default tags } } }`;

interface Event {
  context: string;
  message: string;
  metadata: Array<{ key: string; value: string }>;
  snapshots: Array<{ snapshot: string; default: boolean; tags: { schema: string } }>;
}

describe.each(testDatabases())('faces matched from the demo lobby on $kind', (database) => {
  jest.setTimeout(150_000);
  let t: TestPlatform;
  let admin: ApiClient;

  beforeAll(async () => {
    process.env.VANTAGE_DEMO_SENSOR_EVERY_S = '0';
    t = await startTestPlatform(database, { media: [CAMERA] });
    admin = new ApiClient(t.url);
    expect((await admin.login('admin', 'admin')).status).toBe(200);
  });
  afterAll(async () => {
    delete process.env.VANTAGE_DEMO_SENSOR_EVERY_S;
    await t?.close();
  });

  it("matches the enrolled person's passages into one alarm each with the crop, and nobody else's", async () => {
    const outcomes: Array<{ read: FaceRead; outcome: FaceOutcome }> = [];
    const stop = t.platform.services.watchlists.faces.onOutcome((read, outcome) => outcomes.push({ read, outcome }));
    const marks: Array<{ pts: number; boxes: MetadataBox[] }> = [];
    const unwatch = t.platform.services.media.metadata.watch(CAMERA, (mark) => {
      const { source, boxes } = decodeMetadataPayload(mark.data);
      if (source === 'analytics') marks.push({ pts: mark.pts, boxes });
    });
    const list = await admin.graphql<{ createWatchlist: { id: string } }>(CREATE, {
      w: { kind: 'facial', name: 'Lobby visitors', action: 'alarm', cameraIds: [CAMERA] },
    });
    const listId = list.data!.createWatchlist.id;
    const faceless = await admin.graphql(SAVE_ENTRY, {
      l: listId,
      e: { name: 'Nobody', photos: [`data:image/jpeg;base64,${TINY_JPEG_BASE64}`] },
    });
    expect((faceless.errors as Array<{ message: string }>)?.[0]?.message).toBe(WATCHLIST_ERROR.NO_FACE(1));
    const photo = `data:image/jpeg;base64,${enrolledDemoFace().toString('base64')}`;
    const enrolled = await admin.graphql(SAVE_ENTRY, {
      l: listId,
      e: { name: ENROLLED.name, notes: 'Demo lobby', photos: [photo] },
    });
    expect(enrolled.errors).toBeUndefined();
    const since = Date.now();

    // Her passage comes every third one (30 s): wait for one of hers and a stranger's after it.
    const settled = () => outcomes.filter((o) => o.read.time >= since);
    const deadline = Date.now() + 110_000;
    const seen = () => {
      const people = settled().map((o) => facePassageAt(o.read.time)?.person.id);
      const hers = people.indexOf(ENROLLED.id);
      return hers >= 0 && people.slice(hers + 1).some((id) => id && id !== ENROLLED.id);
    };
    while (!seen() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    stop();
    unwatch();
    const passages = settled().map(({ read, outcome }) => ({
      shown: facePassageAt(read.time),
      matched: outcome.hits[0]?.entry.name ?? null,
      nearest: outcome.nearest,
      eventId: outcome.eventId,
      trackId: read.trackId,
      crop: read.cropJpeg,
    }));
    process.stdout.write(
      `${database.kind}: ${JSON.stringify(passages.map((p) => ({ shown: p.shown?.person.id, matched: p.matched, nearest: p.nearest?.toFixed(3) })))}\n`,
    );
    expect(seen()).toBe(true);
    // Every read is of a passage the scene showed then, one read a passage.
    expect(passages.every((p) => p.shown !== undefined)).toBe(true);
    expect(new Set(passages.map((p) => p.shown?.index)).size).toBe(passages.length);
    const hers = passages.filter((p) => p.shown?.person.id === ENROLLED.id);
    const strangers = passages.filter((p) => p.shown?.person.id !== ENROLLED.id);
    expect(hers.every((p) => p.matched === ENROLLED.name && p.eventId !== null)).toBe(true);
    expect(strangers.length).toBeGreaterThan(0);
    expect(strangers.every((p) => p.matched === null && p.eventId === null)).toBe(true);
    for (const p of passages) expect(Buffer.from(p.crop).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // Her box carries her name once she is matched (as a plate's its text); a stranger's none.
    const labels = marks
      .filter((m) => m.pts >= since)
      .flatMap((m) => m.boxes.map((b) => ({ label: b.label, shown: facePassageAt(m.pts)?.person.id })));
    expect(labels.some((l) => l.label === ENROLLED.name && l.shown === ENROLLED.id)).toBe(true);
    const named = labels.filter((l) => l.label !== undefined);
    expect(named.every((l) => l.label === ENROLLED.name && l.shown === ENROLLED.id)).toBe(true);
    expect(labels.some((l) => l.label === undefined && l.shown !== ENROLLED.id)).toBe(true);

    // Exactly one event a passage of hers, the face's crop its image and the frame joining it.
    // The passages above are the reads from `since` to the last one before the wait ended, and an
    // event is at its read's time: the events of the same window. Before it, a frame of hers from
    // just before the enrolment ended may be read and matched after it (the engine runs seconds
    // behind on a loaded machine); after it, the engine reads on. Real events, other passages.
    const lastRead = Math.max(...settled().map((o) => o.read.time));
    const events = await admin.graphql<{ auditEntries: Event[] }>(EVENTS, {
      f: { witnesses: [CAMERA], from: since, to: Math.ceil(lastRead), search: 'Lobby visitors' },
    });
    const raised = events.data!.auditEntries;
    expect(raised.map((e) => e.context).sort()).toEqual(hers.map((p) => p.eventId).sort());
    for (const event of raised) {
      expect(event.message).toBe(`Watchlist Lobby visitors: ${ENROLLED.name}`);
      const value = (key: string) => event.metadata.find((m) => m.key === key)?.value;
      expect(value('PERSON')).toBe(ENROLLED.name);
      expect(value('ACK-REQUIRE')).toBe('1');
      expect(Number(value('CONFIDENCE'))).toBeGreaterThan(0.5);
      expect(JSON.parse(value('FACE-BOX') ?? '{}')).toMatchObject({ w: expect.any(Number) });
      const crop = event.snapshots.find((s) => s.tags.schema === 'crop');
      expect(crop?.default).toBe(true);
      expect(Buffer.from(crop!.snapshot, 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }

    // The engine reports its figures as the VAE aspect's statistics.
    expect(t.platform.services.analytics.statistics(CAMERA)).toMatchObject({
      engine: 'face',
      requestedFps: DEMO_FACE_CAMERA.fps,
      reads: expect.any(Number),
    });
  });

  it('refuses enrolment to a user limited in video analytics, and a match threshold out of range', async () => {
    const list = await admin.graphql<{ createWatchlist: { id: string } }>(CREATE, {
      w: { kind: 'facial', name: 'Limited check', action: 'information' },
    });
    const photo = `data:image/jpeg;base64,${enrolledDemoFace().toString('base64')}`;
    await admin.graphql(SET_VISUAL, { id: 'system-administrators', v: { limitedVideoAnalyticsAccess: true } });
    try {
      const refused = await admin.graphql(SAVE_ENTRY, {
        l: list.data!.createWatchlist.id,
        e: { name: ENROLLED.name, photos: [photo] },
      });
      expect((refused.errors as Array<{ message: string }>)?.[0]?.message).toBe('Access restricted');
    } finally {
      await admin.graphql(SET_VISUAL, { id: 'system-administrators', v: null });
    }
    const config = (matchDistance: unknown) =>
      admin.graphql(CREATE_VAE, {
        c: { deviceId: 'demo-hq-camera-1', template: 'face', name: 'Door', configuration: { matchDistance } },
      });
    expect(((await config(2)).errors as Array<{ message: string }>)?.[0]?.message).toBe(VAE_ERROR.MATCH_DISTANCE);
    expect((await config(0.45)).errors).toBeUndefined();
  });
});
