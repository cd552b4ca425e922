/** Issue 36: no answer, log line or audit entry carries a camera's password. Against a real RTSP
 *  server with a login (GStreamer's), a camera is probed, added, changed and left broken in every
 *  way an installer meets (a wrong path, a wrong password, a port nobody answers on, a host with
 *  no route), and every answer, the server log, the camera log, the device audit and the user
 *  audit are searched for the password; the health reasons name the camera by its address. */
import { CAMERA_HEALTH_REASONS, CAMERA_MESSAGES } from '../../shared/cameraAdmin/cameraAdminConstants';
import { ApiClient } from '../testing/apiClient';
import { freePort } from '../testing/platformProcess';
import { startRtspCamera, type RtspCamera } from '../testing/rtsp/startRtspCamera';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

jest.setTimeout(180_000);

const USER = 'admin';
/** Unlike any other text the platform prints, so a hit is a leak. */
const PASSWORD = 'Sesame-4711';

const PROBE = `query($input: CameraInput!) { probeDevice(input: $input) {
  url reachable warning { message warningFields { field value } } } }`;
const RESULT = `device { id healthStatus config { connect { URL user pass passwordSet } } }
  warning { message warningFields { field value } }`;
const CREATE = `mutation($input: CameraInput!) { createCamera(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $input: CameraInput!) { updateCamera(id: $id, input: $input) { ${RESULT} } }`;
const LOG = 'query($id: ID!) { cameraLog(deviceId: $id) { kind userName message } }';
const DEVICE_AUDIT = '{ auditEntries(filter: { limit: 100 }) { message note witnesses { id name } } }';
const USER_AUDIT = '{ userAudit { kind targetName detail } }';
const STATUS = '{ systemStatus { status description reasons { message } } }';

type LogEntry = { kind: string; userName: string | null; message: string };

/** Every way the password could be written: as typed, percent-encoded, in a Basic header. */
const FORMS = [PASSWORD, encodeURIComponent(PASSWORD), Buffer.from(`${USER}:${PASSWORD}`).toString('base64')];
const leaks = (texts: string[]) => texts.filter((text) => FORMS.some((form) => text.includes(form)));

describe.each(testDatabases())('no credential leaves the platform on $kind', (database) => {
  let platform: TestPlatform;
  let rtsp: RtspCamera;
  let admin: ApiClient;
  const log: string[] = [];
  const answers: string[] = [];
  const ask = async <T>(query: string, variables?: Record<string, unknown>) => {
    const result = await admin.graphql<T>(query, variables);
    answers.push(JSON.stringify(result));
    return result;
  };
  const input = (url: string, extra: Record<string, unknown> = {}) => ({
    name: 'Gate',
    connection: 'RTSP_TCP',
    url,
    user: USER,
    password: PASSWORD,
    authType: 'HTTP_BASIC',
    ...extra,
  });
  const at = (path: string) => rtsp.url.replace(/\/camera$/, path);
  const host = () => new URL(rtsp.url).host;

  /** The camera log once it holds a STATUS entry that is not the first NORMAL. */
  const logWithProblem = async (id: string): Promise<LogEntry[]> => {
    for (let tries = 0; tries < 150; tries += 1) {
      const entries = (await ask<{ cameraLog: LogEntry[] }>(LOG, { id })).data?.cameraLog ?? [];
      if (entries.some((e) => e.kind === 'STATUS' && e.message.startsWith('BROKEN'))) return entries;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`camera ${id} never turned BROKEN`);
  };

  beforeAll(async () => {
    rtsp = await startRtspCamera({ width: 160, height: 120 }, { user: USER, password: PASSWORD });
    platform = await startTestPlatform(database, { media: ['no-demo-camera'], log });
    admin = new ApiClient(platform.url);
    expect((await admin.login('admin', 'admin')).status).toBe(200);
  });

  afterAll(async () => {
    await admin?.dispose();
    await platform?.close();
    await rtsp?.stop();
  });

  it('probes, adds, changes and reports broken cameras without their password, naming them by address', async () => {
    const closedPort = await freePort();
    // Probes: a good stream, a wrong path, a wrong password, a port nobody listens on, RTSP over UDP.
    const probes = [
      input(rtsp.url),
      input(at('/nosuchpath')),
      input(rtsp.url, { password: `${PASSWORD}-wrong` }),
      input(`rtsp://127.0.0.1:${closedPort}/x`),
      input(at('/nosuchpath'), { connection: 'RTSP' }),
    ];
    for (const probe of probes) expect((await ask(PROBE, { input: probe })).errors).toBeUndefined();
    const probed = JSON.parse(answers[1]!) as { data: { probeDevice: { url: string } } };
    expect(probed.data.probeDevice.url).toBe(at('/nosuchpath'));

    // Added: one that plays, one at a path the server does not serve, one at a port nobody answers.
    type Saved = { createCamera: { device: { id: string } } };
    const create = async (url: string, name: string) => {
      const saved = await ask<Saved>(CREATE, { input: input(url, { name }) });
      expect(saved.errors).toBeUndefined();
      return saved.data!.createCamera.device.id;
    };
    const good = await create(rtsp.url, 'Gate');
    const missing = await create(at('/nosuchpath'), 'Yard');
    const silent = await create(`rtsp://127.0.0.1:${closedPort}/x`, 'Dock');

    // Changed: a wrong password (the pipeline restarts and is refused), then a wrong path.
    const wrong = await ask(UPDATE, { id: good, input: input(rtsp.url, { name: 'Gate', password: `${PASSWORD}!` }) });
    expect(wrong.errors).toBeUndefined();
    const goodLog = await logWithProblem(good);
    expect(goodLog.find((e) => e.kind === 'STATUS' && e.message.startsWith('BROKEN'))?.message).toBe(
      `BROKEN: ${CAMERA_MESSAGES.wrongCredentials}`,
    );
    await ask(UPDATE, { id: good, input: input(at('/other'), { name: 'Gate' }) });

    // The health reasons: the camera by its address, not ffmpeg's words.
    const missingLog = await logWithProblem(missing);
    expect(missingLog).toContainEqual({
      kind: 'STATUS',
      userName: null,
      message: `BROKEN: ${CAMERA_HEALTH_REASONS.noStream(host())}`,
    });
    const silentLog = await logWithProblem(silent);
    expect(silentLog).toContainEqual({
      kind: 'STATUS',
      userName: null,
      message: `BROKEN: ${CAMERA_HEALTH_REASONS.didNotAnswer(`127.0.0.1:${closedPort}`)}`,
    });
    expect(JSON.stringify(silentLog)).not.toMatch(/ffmpeg|Invalid data|Connection refused/);

    await ask(LOG, { id: good });
    await ask(DEVICE_AUDIT);
    await ask(USER_AUDIT);
    await ask(STATUS);
    await ask('query($ids: [ID!]!) { devicesByIds(ids: $ids) { id name config { connect { URL pass } } } }', {
      ids: [good, missing, silent],
    });

    // What the platform keeps for people to read, as stored.
    const db = platform.platform.database.db;
    const stored = [
      ...(await db.selectFrom('camera_log').selectAll().execute()),
      ...(await db.selectFrom('audit_entries').selectAll().execute()),
      ...(await db.selectFrom('user_audit').selectAll().execute()),
    ].map((row) => JSON.stringify(row));

    expect(log.length).toBeGreaterThan(0);
    expect(log.some((line) => line.includes('is BROKEN'))).toBe(true);
    expect(stored.some((row) => row.includes('BROKEN'))).toBe(true);
    expect(leaks(answers)).toEqual([]);
    expect(leaks(log)).toEqual([]);
    expect(leaks(stored)).toEqual([]);
  });
});
