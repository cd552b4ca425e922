/** The media pipeline end to end with real ffmpeg, files, index and WebSocket: live, archive,
 *  coverage, boundaries, gaps, health, snapshots, realm isolation and protocol errors. */
import { topics } from '../events/eventBus';
import { ApiClient } from '../testing/apiClient';
import { MediaClient } from '../testing/mediaClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, waitForLive, type TestPlatform } from '../testing/testPlatform';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { GAP_MERGE_THRESHOLD_MS, STOP_CODE, STREAM_NUMBER } from '../../shared/video/constants';

jest.setTimeout(120_000);

const HQ = 'demo-hq-camera-1';
const BRANCH = 'demo-branch-camera-1';
const GOP_MS = 1000;
const MEDIA_URL =
  'query($id: ID!) { getMediaURL(cameraId: $id, isLocal: false) { url ticket streamingOverages { type } } }';
const COVERAGE = `query($ids: [ID!]!, $from: Long!, $to: Long!) {
  archiveCoverage(ids: $ids, startTime: $from, endTime: $to, streams: [FULL, REVIEW], location: cloud) {
    coverage { deviceId streamNumber time } partialCoverage { deviceId streamNumber time } coverageTtl { deviceId ttl }
  }
}`;
const BOUNDARY = `query($ids: [ID!]!, $t: Long!, $find: BoundaryFind!) {
  archiveBoundary(ids: $ids, streamNumbers: [1], startTime: $t, find: $find) { boundary }
}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('media pipeline on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;
  let operator: ApiClient;
  const sockets: MediaClient[] = [];
  let recordingFrom = 0;

  const open = async (client: ApiClient, cameraId: string) => {
    const result = await client.graphql<{ getMediaURL: { url: string; ticket: string } }>(MEDIA_URL, { id: cameraId });
    const media = result.data?.getMediaURL;
    if (!media) throw new Error(`getMediaURL failed: ${JSON.stringify(result.errors)}`);
    const socket = await MediaClient.open(media.url);
    sockets.push(socket);
    return { socket, ticket: media.ticket };
  };
  const fragments = () =>
    t.platform.database.db
      .selectFrom('archive_fragments')
      .selectAll()
      .where('camera_id', '=', HQ)
      .where('stream', '=', STREAM_NUMBER.FULL)
      .orderBy('start_ms')
      .execute();

  beforeAll(async () => {
    t = await startTestPlatform(database, { media: [HQ, BRANCH] });
    recordingFrom = Date.now();
    // Live is asserted from the first test on: wait for the cameras' ffmpeg, slow to start on a
    // busy machine (beside the end-to-end suite, once past the first test's wait for frames).
    expect(await waitForLive(t, [HQ, BRANCH], 60_000)).toBe(true);
    admin = new ApiClient(t.url);
    operator = new ApiClient(t.url);
    expect((await admin.login('admin', 'admin')).status).toBe(200);
    expect((await operator.login('operator', 'operator')).status).toBe(200);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([admin.dispose(), operator.dispose()]);
    await t.close();
  });

  it('starts live at the newest keyframe, at once', async () => {
    const { socket, ticket } = await open(admin, HQ);
    socket.send({ cmd: 'init', objid: HQ, streamid: 1, ticket });
    socket.send({ cmd: 'play' });
    await socket.until(() => socket.frames.length >= 12);
    const header = socket.json[0] as { mime: string; codec: string; size: object; description: string };
    expect(header.codec).toMatch(/^avc1\./);
    expect(header.mime).toContain(header.codec);
    expect(header.size).toEqual({ width: 640, height: 360 });
    expect(Buffer.from(header.description, 'base64')[0]).toBe(1);
    const frames = socket.frames;
    expect(frames[0]?.key).toBe(true);
    expect(frames.map((f) => f.sequence)).toEqual(frames.map((_, i) => i));
    // Live: the newest frames are close to now.
    expect(Date.now() - (frames[frames.length - 1]?.pts ?? 0)).toBeLessThan(2000);
  });

  it('refuses bad tickets, reused tickets and malformed messages with the spec codes, and keeps serving', async () => {
    const bad = await open(admin, HQ);
    bad.socket.send({ cmd: 'init', objid: HQ, streamid: 1, ticket: 'forged' });
    await bad.socket.until(() => bad.socket.closed);
    expect(bad.socket.json).toEqual([{ code: STOP_CODE.NOT_AUTHORIZED, error: 'Not authorized' }]);

    const { socket, ticket } = await open(admin, HQ);
    socket.send({ cmd: 'init', objid: HQ, streamid: 1, ticket });
    // The first init redeems the ticket before it is offered again: two inits in flight at once
    // race for it in the database, and either may win.
    await socket.until(() => socket.json.length > 0);
    const again = await MediaClient.open(`${t.url.replace('http', 'ws')}/api/media/stream`);
    sockets.push(again);
    again.send({ cmd: 'init', objid: HQ, streamid: 1, ticket });
    await again.until(() => again.closed);
    expect(again.json).toEqual([{ code: STOP_CODE.NOT_AUTHORIZED, error: 'Not authorized' }]);

    const garbage = await open(admin, HQ);
    garbage.socket.send('{not json');
    await garbage.socket.until(() => garbage.socket.closed);
    expect(garbage.socket.json).toEqual([{ code: STOP_CODE.INVALID_REQUEST, error: 'Invalid request' }]);

    const early = await open(admin, HQ);
    early.socket.send({ cmd: 'play', speed: 2 });
    await early.socket.until(() => early.socket.closed);
    expect(early.socket.json).toEqual([{ code: STOP_CODE.INVALID_REQUEST, error: 'Invalid request' }]);

    // The first socket is unaffected.
    socket.send({ cmd: 'play' });
    await socket.until(() => socket.frames.length > 0);
    expect(socket.frames[0]?.key).toBe(true);
  });

  it('keeps each realm to its own cameras', async () => {
    const refused = await operator.graphql(MEDIA_URL, { id: BRANCH });
    expect(refused.errors?.[0]?.extensions?.code).toBe('403');
    const refusedAdmin = await admin.graphql(MEDIA_URL, { id: BRANCH }); // the session is in Demo HQ
    expect(refusedAdmin.errors?.[0]?.extensions?.code).toBe('403');
    // A ticket for an HQ camera does not open a Branch camera.
    const { socket, ticket } = await open(operator, HQ);
    socket.send({ cmd: 'init', objid: BRANCH, streamid: 1, ticket });
    await socket.until(() => socket.closed);
    expect(socket.json).toEqual([{ code: STOP_CODE.NOT_AUTHORIZED, error: 'Not authorized' }]);
    const coverage = await operator.graphql<{ archiveCoverage: { coverage: unknown[]; partialCoverage: unknown[] } }>(
      COVERAGE,
      { ids: [BRANCH], from: recordingFrom - 60_000, to: Date.now() + 60_000 },
    );
    expect(coverage.data?.archiveCoverage).toMatchObject({ coverage: [], partialCoverage: [] });
    const rest = await operator.request(
      'GET',
      `/api/cm/coverage?obj=${BRANCH}&startTime=${recordingFrom - 60_000}&endTime=${Date.now()}`,
    );
    expect(rest.status).toBe(404);
    const snapshot = await operator.request('GET', `/api/media/snapshot?obj=${BRANCH}`);
    expect(snapshot.status).toBe(404);
    const anonymous = await new ApiClient(t.url).request('GET', `/api/cm/coverage?obj=${HQ}&startTime=0&endTime=1`);
    expect(anonymous.status).toBe(401);
  });

  it('records ~20 s whose coverage and boundaries match the index', async () => {
    await sleep(Math.max(0, recordingFrom + 21_000 - Date.now()));
    await t.platform.services.media.flushIndex();
    const rows = await fragments();
    const first = rows[0];
    const last = rows[rows.length - 1];
    if (!first || !last) throw new Error('nothing recorded');
    expect(last.end_ms - first.start_ms).toBeGreaterThanOrEqual(18_000);
    // Contiguous: no fragment overlaps the one before, and none starts later than the camera's own
    // pictures do. A demo camera times its pictures by the clock, so when its encoder is starved (a
    // loaded machine) the next picture comes a frame or more after the last one's nominal end: a gap
    // the camera made, below the one the timeline merges, and a small share of the time recorded.
    let gaps = 0;
    for (let i = 1; i < rows.length; i += 1) {
      const gap = (rows[i]?.start_ms ?? 0) - (rows[i - 1]?.end_ms ?? 0);
      expect(gap).toBeGreaterThanOrEqual(-1);
      expect(gap).toBeLessThan(GAP_MERGE_THRESHOLD_MS);
      gaps += Math.max(0, gap);
    }
    expect(gaps).toBeLessThan((last.end_ms - first.start_ms) / 10);
    const from = first.start_ms - 60_000;
    const to = last.end_ms + 60_000;
    const result = await admin.graphql<{
      archiveCoverage: {
        coverage: Array<{ streamNumber: number; time: number }>;
        partialCoverage: Array<{ streamNumber: number; time: number }>;
        coverageTtl: Array<{ deviceId: string; ttl: number }>;
      };
    }>(COVERAGE, { ids: [HQ], from, to });
    const coverage = result.data?.archiveCoverage;
    const chunks = (n: number) =>
      [...(coverage?.coverage ?? []), ...(coverage?.partialCoverage ?? [])]
        .filter((c) => c.streamNumber === n)
        .map((c) => c.time)
        .sort((a, b) => a - b);
    const expected: number[] = [];
    for (let c = Math.floor(first.start_ms / 30_000) * 30_000; c < last.end_ms; c += 30_000) expected.push(c);
    expect(chunks(1)).toEqual(expected);
    expect(chunks(0)).toEqual(expected);
    expect(coverage?.coverageTtl?.[0]).toEqual({ deviceId: HQ, ttl: 6 });

    const next = await admin.graphql<{ archiveBoundary: { boundary: number } }>(BOUNDARY, {
      ids: [HQ],
      t: from,
      find: 'NEXT',
    });
    expect(next.data?.archiveBoundary.boundary).toBe(first.start_ms);
    const prev = await admin.graphql<{ archiveBoundary: { boundary: number } }>(BOUNDARY, {
      ids: [HQ],
      t: Date.now() + 3_600_000,
      find: 'PREV',
    });
    expect(prev.data?.archiveBoundary.boundary).toBeGreaterThanOrEqual(last.end_ms);

    const rest = await admin.request<{ ttl_hours: number; coverage: unknown[]; partial_coverage: unknown[] }>(
      'GET',
      `/api/cm/coverage?obj=${HQ}&startTime=${from}&endTime=${to}&granularity=30&streams=FULL&location=cloud`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.ttl_hours).toBe(6);
    expect([...rest.body.coverage, ...rest.body.partial_coverage]).toHaveLength(expected.length);
  });

  it('starts archive at the keyframe at or before T, no more than a GOP earlier', async () => {
    const rows = await fragments();
    const T = (rows[5]?.start_ms ?? 0) + 437;
    const { socket, ticket } = await open(admin, HQ);
    socket.send({ cmd: 'init', objid: HQ, streamid: 1, ticket, startTime: T });
    socket.send({ cmd: 'play', speed: 1 });
    await socket.until(() => socket.frames.length > 0);
    const first = socket.frames[0];
    expect(first?.key).toBe(true);
    expect(first?.pts).toBeLessThanOrEqual(T);
    expect(first?.pts).toBeGreaterThanOrEqual(T - GOP_MS - 50);
  });

  it('paces forward by media time × speed (5x, one of the spec’s speeds) and ends a chunk at endTime (EOC)', async () => {
    const rows = await fragments();
    const T = rows[1]?.start_ms ?? 0;
    const { socket, ticket } = await open(admin, HQ);
    socket.send({ cmd: 'init', objid: HQ, streamid: 1, ticket, startTime: T, endTime: T + 15_000 });
    socket.send({ cmd: 'play', speed: 5 });
    await socket.until(() => socket.frames.length > 0);
    const started = Date.now();
    await sleep(2000);
    const elapsed = Date.now() - started;
    const frames = socket.frames;
    const media = (frames[frames.length - 1]?.pts ?? 0) - (frames[0]?.pts ?? 0);
    expect(media / elapsed).toBeGreaterThan(4);
    expect(media / elapsed).toBeLessThan(6);
    await socket.until(() => socket.json.some((m) => m.event === 'EOC'), 5000, 'EOC');
    expect(Math.max(...socket.frames.map((f) => f.pts))).toBeLessThan(T + 15_000);
  });

  it('plays backwards by whole GOPs, newest first, paced; keyframes only at -30; EOA at the start', async () => {
    const rows = await fragments();
    const T = rows[14]?.start_ms ?? 0;
    const { socket, ticket } = await open(admin, HQ);
    socket.send({ cmd: 'init', objid: HQ, streamid: 1, ticket, startTime: T + 500 });
    socket.send({ cmd: 'play', speed: -1 });
    await socket.until(() => socket.frames.length > 0);
    const started = Date.now();
    await sleep(2500);
    const elapsed = Date.now() - started;
    const gops: number[][] = [];
    for (const f of socket.frames) {
      if (f.key) gops.push([]);
      gops[gops.length - 1]?.push(f.pts);
    }
    const starts = gops.map((g) => g[0] ?? 0);
    expect(starts.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < starts.length; i += 1) expect(starts[i]).toBeLessThan(starts[i - 1] ?? 0);
    // Inside a GOP, frames go in decode order for the client to reverse.
    for (const g of gops.slice(1)) expect(g).toEqual([...g].sort((a, b) => a - b));
    const media = (starts[0] ?? 0) - (starts[starts.length - 1] ?? 0);
    expect(media / elapsed).toBeGreaterThan(0.6);
    expect(media / elapsed).toBeLessThan(1.6);

    const fast = await open(admin, HQ);
    fast.socket.send({ cmd: 'init', objid: HQ, streamid: 1, ticket: fast.ticket, startTime: T });
    fast.socket.send({ cmd: 'play', speed: -30 });
    await fast.socket.until(() => fast.socket.json.some((m) => m.event === 'EOA'), 8000, 'EOA');
    const keys = fast.socket.frames;
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.every((f) => f.key)).toBe(true);
    for (let i = 1; i < keys.length; i += 1) expect(keys[i]?.pts).toBeLessThan(keys[i - 1]?.pts ?? 0);
  });

  it('serves snapshots now and at a time, and timeline thumbnails', async () => {
    const now = await admin.graphql<{ snapshot: { image: string; createdAt: number; obj: string } }>(
      'query($id: ID!) { snapshot(obj: $id) { image createdAt obj } }',
      { id: HQ },
    );
    expect(now.data?.snapshot.obj).toBe(HQ);
    expect(Buffer.from(now.data?.snapshot.image ?? '', 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const rows = await fragments();
    const T = (rows[8]?.start_ms ?? 0) + 650;
    const at = await admin.graphql<{ snapshot: { createdAt: number } }>(
      'query($id: ID!, $t: Float) { snapshot(obj: $id, time: $t) { createdAt } }',
      { id: HQ, t: T / 1000 },
    );
    expect(at.data?.snapshot.createdAt).toBeLessThanOrEqual(T);
    expect(at.data?.snapshot.createdAt).toBeGreaterThan(T - 200);
    const thumb = await fetch(`${t.url}/api/media/thumbnail?obj=${HQ}&time=${Math.floor(T / 1000)}`, {
      headers: { cookie: (admin as unknown as { cookie: string }).cookie, [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
    });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
  });

  it('creates events with their snapshot, per camera, refusing other realms', async () => {
    const created = await admin.graphql<{
      createEvent: Array<{ obj: string; context: string | null; error: string | null }>;
    }>(`mutation($events: [CreateEventInput!]!) { createEvent(events: $events) { obj context error } }`, {
      events: [
        { obj: HQ, createdAt: Date.now() - 3000, eventType: 'Alert', message: 'Door forced' },
        { obj: BRANCH, createdAt: Date.now(), eventType: 'Information' },
      ],
    });
    const [hq, branch] = created.data?.createEvent ?? [];
    expect(hq?.error).toBeNull();
    expect(branch).toEqual({ obj: BRANCH, context: null, error: 'Device not found' });
    const row = await t.platform.database.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('id', '=', hq?.context ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ realm_id: 'demo-hq', category: '61', message: 'Door forced' });
    const [snapshot] = JSON.parse(row.snapshots) as Array<{ snapshot: string }>;
    expect(Buffer.from(snapshot?.snapshot ?? '', 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('reports a crashed source BROKEN within 2 s, restarts it, and shows a stopped source as a gap', async () => {
    const media = t.platform.services.media;
    const updates: Array<{ id: string; action: string; healthStatus: string; at: number }> = [];
    const off = t.platform.services.bus.subscribe(topics.objectUpdate('demo-hq'), (p) =>
      updates.push({ ...(p as { id: string; action: string; healthStatus: string }), at: Date.now() }),
    );
    const camera = media.camera(HQ);
    const pid = camera?.source.pid;
    expect(pid).toBeDefined();
    const killedAt = Date.now();
    process.kill(pid as number, 'SIGKILL');
    const deadline = Date.now() + 10_000;
    while (!updates.some((u) => u.healthStatus === 'NORMAL') && Date.now() < deadline) await sleep(100);
    off();
    const broken = updates.find((u) => u.healthStatus === 'BROKEN');
    expect(broken).toMatchObject({ id: HQ, action: 'STATUS' });
    expect((broken?.at ?? Infinity) - killedAt).toBeLessThan(2000);
    expect(updates.some((u) => u.healthStatus === 'NORMAL')).toBe(true);
    const row = await t.platform.database.db
      .selectFrom('devices')
      .select('health_status')
      .where('id', '=', HQ)
      .executeTakeFirst();
    expect(row?.health_status).toBe('NORMAL');

    // A stopped source leaves a gap longer than the merge threshold.
    await camera?.source.stop();
    const stoppedAt = Date.now();
    await sleep(3500);
    camera?.source.start();
    await sleep(2500);
    await media.flushIndex();
    const spans = await t.platform.database.db
      .selectFrom('archive_spans')
      .selectAll()
      .where('camera_id', '=', HQ)
      .where('stream', '=', 1)
      .orderBy('start_ms')
      .execute();
    expect(spans.length).toBeGreaterThanOrEqual(2);
    // The first span after the stop opens after a hole longer than the merge threshold (the crash
    // above may have left a hole of its own when its restart took a while on a busy machine).
    const after = spans.findIndex((s) => s.start_ms > stoppedAt);
    expect(after).toBeGreaterThan(0);
    const gap = spans[after];
    expect((gap?.start_ms ?? 0) - (spans[after - 1]?.end_ms ?? Infinity)).toBeGreaterThanOrEqual(2000);
    const next = await admin.graphql<{ archiveBoundary: { boundary: number } }>(BOUNDARY, {
      ids: [HQ],
      t: stoppedAt + 1000,
      find: 'NEXT',
    });
    expect(next.data?.archiveBoundary.boundary).toBe(gap?.start_ms);
  });
});
