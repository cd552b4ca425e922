/** Archive-on-demand with real recordings: a camera that uploads on events only has its archive
 *  on the avatar, not in the cloud, until an AOD request copies a range at the bandwidth cap, or a
 *  player's file transport fetches the 30 s files it plays (spec 2 §4 restartFile). */
import { STOP_CODE, STREAM_NUMBER } from '../../../shared/video/constants';
import { ApiClient } from '../../testing/apiClient';
import { MediaClient } from '../../testing/mediaClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';

jest.setTimeout(90_000);

const CAM = 'demo-hq-camera-6';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const COVERAGE = `query($from: Long!, $to: Long!, $location: ArchiveLocation) {
  archiveCoverage(ids: ["${CAM}"], startTime: $from, endTime: $to, location: $location) {
    coverage { time } partialCoverage { time } offlineCoverage { deviceId coverage { time } }
    aod { deviceId startTime endTime }
  }
}`;
const TICKET = `query($local: Boolean) { getMediaURL(cameraId: "${CAM}", isLocal: $local) { url ticket } }`;

interface Coverage {
  coverage: Array<{ time: number }>;
  partialCoverage: Array<{ time: number }>;
  offlineCoverage: Array<{ deviceId: string; coverage: Array<{ time: number }> }>;
  aod: Array<{ deviceId: string; startTime: number; endTime: number }>;
}

describe.each(testDatabases())('archive-on-demand on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;
  let recordingFrom = 0;

  const coverage = async (location: 'cloud' | 'local') =>
    (
      await admin.graphql<{ archiveCoverage: Coverage }>(COVERAGE, {
        from: recordingFrom - 60_000,
        to: Date.now() + 60_000,
        location,
      })
    ).data?.archiveCoverage as Coverage;
  const archiveStart = async (local: boolean) => {
    const media = (await admin.graphql<{ getMediaURL: { url: string; ticket: string } }>(TICKET, { local })).data
      ?.getMediaURL;
    const socket = await MediaClient.open(media?.url ?? '');
    socket.send({ cmd: 'init', objid: CAM, streamid: 1, ticket: media?.ticket, startTime: recordingFrom + 1500 });
    socket.send({ cmd: 'play' });
    await socket.until(() => socket.frames.length > 0 || socket.closed);
    socket.close();
    return socket;
  };

  beforeAll(async () => {
    t = await startTestPlatform(database, { media: [CAM], env: { VANTAGE_AOD_KBPS: '48' } });
    recordingFrom = Date.now();
    admin = new ApiClient(t.url);
    await admin.login('admin', 'admin');
    // Until the index holds 3 s of the camera's video: what the archive plays from recordingFrom + 1.5 s
    // and an AOD copy that takes a while at the cap.
    const media = t.platform.services.media;
    const deadline = Date.now() + 60_000;
    for (;;) {
      await media.flushIndex();
      const spans = await media.archive.spans(CAM, STREAM_NUMBER.FULL, recordingFrom - 60_000, Date.now());
      if (spans.some((span) => span.end >= recordingFrom + 3000)) break;
      if (Date.now() > deadline) throw new Error(`${CAM} did not record 3 s`);
      await sleep(200);
    }
  });
  afterAll(async () => {
    await admin.dispose();
    await t.close();
  });

  it('keeps the archive on the avatar only until AOD brings it to the cloud', async () => {
    const local = await coverage('local');
    expect(local.coverage.length + local.partialCoverage.length).toBeGreaterThan(0);
    const before = await coverage('cloud');
    expect(before.coverage).toEqual([]);
    expect(before.partialCoverage).toEqual([]);
    expect(before.offlineCoverage[0]?.coverage.length).toBeGreaterThan(0);
    expect((await archiveStart(false)).json).toEqual([
      { code: STOP_CODE.VIDEO_UNAVAILABLE, error: 'Video unavailable' },
    ]);
    expect((await archiveStart(true)).frames[0]?.key).toBe(true);

    const updates = admin.subscribe<{ aodUpdate: { status: string; downloaded: number } }>(
      'subscription { aodUpdate { status downloaded } }',
    );
    await updates.started;
    const submitted = await admin.graphql<{
      aodSubmit: { id: string; status: string; startTime: number; endTime: number };
    }>(`mutation($input: AodRequestInput!) { aodSubmit(input: $input) { id status startTime endTime } }`, {
      input: { deviceId: CAM, startTime: recordingFrom + 1000, endTime: recordingFrom + 5000, streamNumber: 1 },
    });
    const request = submitted.data?.aodSubmit;
    expect(request?.status).toBe('QUEUED');
    expect((request?.startTime ?? 1) % 30_000).toBe(0);
    expect((request?.endTime ?? 1) % 30_000).toBe(0);
    expect((await coverage('cloud')).aod).toEqual([
      { deviceId: CAM, startTime: request?.startTime, endTime: request?.endTime },
    ]);

    const seen: Array<{ status: string; downloaded: number }> = [];
    while (seen.at(-1)?.status !== 'COMPLETED') {
      const next = await updates.next(20_000);
      seen.push((next.data as { aodUpdate: { status: string; downloaded: number } }).aodUpdate);
    }
    updates.close();
    const statuses = seen.map((s) => s.status).filter((s, i, all) => s !== all[i - 1]);
    expect(statuses).toEqual(['QUEUED', 'PROCESSING', 'EXPORTING', 'COMPLETED']);
    // At the bandwidth cap the copy takes a while and reports progress on the way.
    expect(seen.filter((s) => s.status === 'EXPORTING' && s.downloaded > 0).length).toBeGreaterThan(0);

    const after = await coverage('cloud');
    expect(after.coverage.length + after.partialCoverage.length).toBeGreaterThan(0);
    expect(after.aod).toEqual([]);
    expect((await archiveStart(false)).frames[0]?.key).toBe(true);
  });

  it('plays archive held only on the avatar over the file transport, fetching its file to the cloud', async () => {
    // The review stream: the FULL stream's chunks are the AOD test's.
    const REVIEW = STREAM_NUMBER.REVIEW;
    const media = t.platform.services.media;
    const deadline = Date.now() + 30_000;
    while (
      !(await media.archive.spans(CAM, REVIEW, recordingFrom, Date.now())).some((s) => s.end >= recordingFrom + 3000)
    ) {
      if (Date.now() > deadline) throw new Error(`${CAM} did not record 3 s of its review stream`);
      await media.flushIndex();
      await sleep(200);
    }
    const play = async (file: boolean) => {
      const ticket = (await admin.graphql<{ getMediaURL: { url: string; ticket: string } }>(TICKET, { local: false }))
        .data?.getMediaURL;
      const socket = await MediaClient.open(ticket?.url ?? '');
      const startTime = recordingFrom + 1500;
      socket.send({
        cmd: 'init',
        objid: CAM,
        streamid: REVIEW,
        ticket: ticket?.ticket,
        startTime,
        ...(file && { file }),
      });
      socket.send({ cmd: 'play' });
      await socket.until(() => socket.frames.some((f) => f.pts >= startTime + 500) || socket.closed);
      socket.close();
      return socket;
    };
    const cloudHolds = async () => (await media.cloud.cloudSpans(CAM, REVIEW, recordingFrom, Date.now())).length > 0;
    const stopped = await admin.graphql(
      `mutation { deviceCommand(id: "demo-hq-avatar", command: DELIVERY_STOP) { message } }`,
    );
    expect(stopped.errors).toBeUndefined();
    try {
      // An avatar that does not deliver gives no file: the archive stays unavailable.
      expect((await play(true)).json).toEqual([{ code: STOP_CODE.VIDEO_UNAVAILABLE, error: 'Video unavailable' }]);
    } finally {
      await admin.graphql(`mutation { deviceCommand(id: "demo-hq-avatar", command: DELIVERY_START) { message } }`);
    }
    expect(await cloudHolds()).toBe(false);
    expect((await play(false)).json).toEqual([{ code: STOP_CODE.VIDEO_UNAVAILABLE, error: 'Video unavailable' }]);

    const file = await play(true);
    expect(file.json.filter((m) => 'code' in (m as object))).toEqual([]);
    expect(file.frames[0]?.key).toBe(true);
    expect(file.frames.some((f) => f.pts >= recordingFrom + 2000)).toBe(true);
    // The file it played is the cloud's now: the cloud path plays it too.
    expect(await cloudHolds()).toBe(true);
    expect((await play(false)).frames[0]?.key).toBe(true);
  });

  it("lists the console's automatic requests as Auto and the user's own as Manual", async () => {
    const submit = async (auto?: boolean) =>
      (
        await admin.graphql<{ aodSubmit: { id: string; type: string } }>(
          `mutation($input: AodRequestInput!) { aodSubmit(input: $input) { id type } }`,
          {
            input: { deviceId: CAM, startTime: recordingFrom, endTime: recordingFrom + 1000, streamNumber: 0, auto },
          },
        )
      ).data?.aodSubmit;
    const auto = await submit(true);
    const manual = await submit();
    expect([auto?.type, manual?.type]).toEqual(['Auto', 'Manual']);
    await admin.graphql(`mutation($ids: [ID!]!) { aodCancel(requestIds: $ids) { id } }`, {
      ids: [auto?.id, manual?.id],
    });
  });

  it('serves the REST client: submit, get, pause, resume, cancel', async () => {
    const submit = await admin.request<{ requestid: string; status: string; startTs: number }>(
      'POST',
      '/api/aod/submit',
      {
        objid: CAM,
        startTs: recordingFrom,
        endTs: recordingFrom + 3000,
        streamNum: 1,
        isPrivate: false,
      },
    );
    expect(submit.status).toBe(200);
    expect(submit.body.startTs % 30_000).toBe(0);
    const id = submit.body.requestid;
    const paused = await admin.request<{ status: string }>('PUT', '/api/aod/pause', { requestid: id });
    expect(paused.body.status).toBe('PAUSED');
    const got = await admin.request<{ status: string }>('GET', `/api/aod/get?requestid=${id}`);
    expect(got.body.status).toBe('PAUSED');
    expect((await admin.request<{ status: string }>('PUT', '/api/aod/resume', { requestid: id })).body.status).toBe(
      'QUEUED',
    );
    const cancelled = await admin.request<{ status: string }>('GET', `/api/aod/cancel?requestid=${id}`);
    // A running copy may already have moved on; a finished one cannot be cancelled.
    expect([200, 404]).toContain(cancelled.status);
    const missing = await admin.request('POST', '/api/aod/submit', { startTs: 0, endTs: 1 });
    expect(missing).toEqual({ status: 400, body: { code: 400, message: 'parameter objid should be specified' } });
  });
});
