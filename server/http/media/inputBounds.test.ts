/** Numbers from the outside are held to their meaning before any work: coverage ranges and
 *  granularity, id lists, request streams and times, PTZ amounts; and an operator sees the AOD
 *  ranges that aodGet shows them, no more. */
import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';

const CAM = 'demo-hq-camera-1';
const PTZ = 'demo-hq-ptz';
const HOUR = 3_600_000;
const COVERAGE = `query($ids: [ID!]!, $from: Long!, $to: Long!) {
  archiveCoverage(ids: $ids, startTime: $from, endTime: $to) { coverage { time } aod { startTime endTime } }
}`;

describe.each(testDatabases())('input bounds on $kind', (database) => {
  let t: TestPlatform;
  let operator: ApiClient;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await startTestPlatform(database);
    operator = new ApiClient(t.url);
    admin = new ApiClient(t.url);
    await operator.login('operator', 'operator');
    await admin.login('admin', 'admin');
  });
  afterAll(async () => {
    await Promise.all([operator.dispose(), admin.dispose()]);
    await t.close();
  });

  const errorOf = async (client: ApiClient, query: string, variables?: Record<string, unknown>) =>
    (await client.graphql(query, variables)).errors?.[0]?.message;

  it('refuses a REST coverage granularity that would never advance, and times outside 1970–2500', async () => {
    const now = Date.now();
    const coverage = (params: string) =>
      operator.request<{ message: string }>('GET', `/api/cm/coverage?obj=${CAM}&${params}`);
    const tiny = await coverage(`startTime=${now - 20_000}&endTime=${now}&granularity=0.000000001`);
    expect(tiny).toEqual({
      status: 400,
      body: { code: 400, message: 'parameter granularity must be a number of seconds from 1 to 86400' },
    });
    expect((await coverage(`startTime=${now - 20_000}&endTime=${now}&granularity=1e300`)).status).toBe(400);
    expect((await coverage(`startTime=-5&endTime=${now}`)).status).toBe(400);
    expect((await coverage(`startTime=0&endTime=1000000000000000`)).body.message).toMatch(/between 1970 and 2500/);
    const fine = await coverage(`startTime=${now - 20_000}&endTime=${now}&granularity=1`);
    expect(fine.status).toBe(200);
  });

  it('refuses archiveCoverage over a huge span or too many cameras with words, not a database error', async () => {
    expect(await errorOf(operator, COVERAGE, { ids: [CAM], from: 0, to: 1e15 })).toMatch(/between 1970 and 2500/);
    expect(await errorOf(operator, COVERAGE, { ids: [CAM], from: 0, to: Date.now() })).toBe(
      'The time range is longer than 31 days',
    );
    const ids = Array.from({ length: 300 }, (_, i) => `camera-${i}`);
    expect(await errorOf(operator, COVERAGE, { ids, from: Date.now() - HOUR, to: Date.now() })).toBe(
      'At most 256 cameras per request',
    );
    const day = await operator.graphql(COVERAGE, { ids: [CAM], from: Date.now() - 24 * HOUR, to: Date.now() });
    expect(day.errors).toBeUndefined();
  });

  it('refuses AOD of an unknown stream and exports that start in the future', async () => {
    const now = Date.now();
    const aod = `mutation($stream: Int) { aodSubmit(input: { deviceId: "${CAM}", startTime: ${now - HOUR}, endTime: ${now - HOUR + 60_000}, streamNumber: $stream }) { id } }`;
    expect(await errorOf(operator, aod, { stream: -7 })).toBe('Unknown stream number');
    expect(await errorOf(operator, aod, { stream: 1 })).toBeUndefined();
    const exportAt = (start: number) =>
      errorOf(
        operator,
        `mutation { videoRequestSubmit(input: { obj: "${CAM}", startTime: ${start}, endTime: ${start + 30_000} }) { id } }`,
      );
    expect(await exportAt(now + HOUR)).toBe('The video starts in the future: nothing is recorded there yet');
    expect(await exportAt(now - HOUR)).toBeUndefined();
  });

  it('refuses PTZ amounts beyond their meaning, over GraphQL and REST', async () => {
    expect(
      await errorOf(
        operator,
        `mutation { ptzStep(id: "${PTZ}", command: { pan: 2000000000 }) { lockinfo { allow_override } } }`,
      ),
    ).toBe('Steps must be from -100 to 100');
    expect(
      await errorOf(
        operator,
        `mutation { ptzPt(id: "${PTZ}", command: { pt: [1e308, 0] }) { lockinfo { allow_override } } }`,
      ),
    ).toMatch(/^Pan must be within/);
    expect(
      await errorOf(
        operator,
        `mutation { ptzSpeed(id: "${PTZ}", command: { pan: 1e308 }) { lockinfo { allow_override } } }`,
      ),
    ).toBe('Speeds must be from -1 to 1');
    expect(
      await errorOf(
        operator,
        `mutation { ptzRel(id: "${PTZ}", command: { x: 0, y: 0, zoom: 1e308 }) { lockinfo { allow_override } } }`,
      ),
    ).toMatch(/^Zoom must be from/);
    const rest = await operator.request<{ message: string }>('GET', `/api/ptz?cam_objid=${PTZ}&rpan=1e308`);
    expect(rest).toEqual({ status: 400, body: { code: 400, message: 'Steps must be from -100 to 100' } });
  });

  it("shows an operator no administrator's private AOD ranges in archiveCoverage, as aodGet does not", async () => {
    const now = Date.now();
    const start = Math.floor((now - 2 * HOUR) / 30_000) * 30_000;
    const submitted = await admin.graphql(
      `mutation { aodSubmit(input: { deviceId: "${CAM}", startTime: ${start}, endTime: ${start + 60_000}, isPrivate: true }) { id } }`,
    );
    expect(submitted.errors).toBeUndefined();
    const aodOf = async (client: ApiClient) =>
      (
        await client.graphql<{ archiveCoverage: { aod: Array<{ startTime: number }> } }>(COVERAGE, {
          ids: [CAM],
          from: start - HOUR,
          to: start + HOUR,
        })
      ).data?.archiveCoverage.aod.map((a) => a.startTime);
    expect(await aodOf(admin)).toContain(start);
    expect(await aodOf(operator)).not.toContain(start);
    const listed = await operator.graphql<{ aodGet: Array<{ startTime: number }> }>(
      `{ aodGet(deviceIds: ["${CAM}"]) { startTime } }`,
    );
    expect(listed.data?.aodGet.map((a) => a.startTime)).not.toContain(start);
  });

  it('refuses a legacy REST parameter given twice with a 400 that names it (it answered 500)', async () => {
    const now = Date.now();
    for (const path of [
      `/api/media/snapshot?obj=${CAM}&obj=${PTZ}`,
      `/api/media/thumbnail?obj=${CAM}&time=1&time=2`,
      `/api/cm/coverage?obj=${CAM}&obj=${CAM}&startTime=${now - HOUR}&endTime=${now}`,
      `/api/ptz?cam_objid=${PTZ}&cam_objid=${PTZ}&rpan=1`,
    ]) {
      const answer = await admin.request<{ code: number; message: string }>('GET', path);
      expect([path, answer.status, answer.body.message]).toEqual([path, 400, expect.stringMatching(/given once$/)]);
    }
  });
});
