/** The configuration status report (issue 29) on SQLite and PostgreSQL: of two cameras on one real
 *  RTSP server that asks for a login, the one saved with a wrong password is listed as failing its
 *  credentials and the other as reachable with its stream as probed; the report exports as CSV,
 *  and operators may not read it. */
import { CAMERA_MESSAGES } from '../../shared/cameraAdmin/cameraAdminConstants';
import { configurationStatusCsv, type ConfigurationCheckRow } from '../../shared/metrics/configurationStatus';
import type { RtspCamera } from '../testing/rtsp/startRtspCamera';
import { startUrlCameraRig, type UrlCameraRig } from '../testing/rtsp/urlCameraRig';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';

jest.setTimeout(120_000);

const LOGIN = { user: 'admin', password: 'secret' };
const CREATE = `mutation($input: CameraInput!) { createCamera(input: $input) { device { id } } }`;
const REPORT = `{ configurationStatusReport { deviceId deviceName deviceType check status expected actual message } }`;

describe.each(testDatabases())('configuration status report on $kind', (database) => {
  let rig: UrlCameraRig | undefined;
  afterAll(() => rig?.stop());

  it('lists a camera with a wrong password as failing, and one that works as OK', async () => {
    rig = await startUrlCameraRig(database, [[{ width: 320, height: 240 }, LOGIN]]);
    const { admin, platform } = rig;
    const [rtsp] = rig.cameras as [RtspCamera];
    const create = async (name: string, password: string) => {
      const created = await admin.graphql<{ createCamera: { device: { id: string } } }>(CREATE, {
        input: { name, connection: 'RTSP_TCP', url: rtsp.url, authType: 'HTTP_BASIC', user: LOGIN.user, password },
      });
      expect(created.errors).toBeUndefined();
      return created.data!.createCamera.device.id;
    };
    const right = await create('Gate', LOGIN.password);
    const wrong = await create('Gate with an old password', 'wrong');

    const rowOf = (rows: ConfigurationCheckRow[], id: string, check: string) =>
      rows.find((r) => r.deviceId === id && r.check === check);
    const deadline = Date.now() + 60_000;
    let rows: ConfigurationCheckRow[];
    for (;;) {
      const answer = await admin.graphql<{ configurationStatusReport: ConfigurationCheckRow[] }>(REPORT);
      expect(answer.errors).toBeUndefined();
      rows = answer.data!.configurationStatusReport;
      const settled =
        rowOf(rows, wrong, 'CREDENTIALS')?.status === 'FAILING' &&
        rowOf(rows, right, 'STREAM_SETTINGS')?.status !== 'UNKNOWN' &&
        rowOf(rows, right, 'REACHABLE')?.status === 'OK';
      if (settled || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(rowOf(rows, wrong, 'CREDENTIALS')).toMatchObject({
      status: 'FAILING',
      deviceName: 'Gate with an old password',
      message: CAMERA_MESSAGES.wrongCredentials,
    });
    expect(rowOf(rows, right, 'CREDENTIALS')?.status).toBe('OK');
    expect(rowOf(rows, right, 'REACHABLE')?.status).toBe('OK');
    expect(rowOf(rows, right, 'STREAM_SETTINGS')).toMatchObject({ status: 'OK' });
    expect(rowOf(rows, right, 'STREAM_SETTINGS')?.actual).toContain('320x240');
    expect(rowOf(rows, right, 'RECORDING_MODE')).toMatchObject({ status: 'OK', expected: 'CONTINUOUS' });
    expect(rows.find((r) => r.check === 'STORAGE_HEADROOM')?.deviceId).toBeNull();

    const csv = configurationStatusCsv(rows).split('\r\n');
    expect(csv[0]).toBe('Device,Device id,Type,Check,Status,Expected,Actual,Message');
    expect(csv).toContain(
      `Gate with an old password,${wrong},camera,CREDENTIALS,FAILING,,,${CAMERA_MESSAGES.wrongCredentials}`,
    );

    const operator = new ApiClient(platform.url);
    try {
      expect((await operator.login('operator', 'operator')).status).toBe(200);
      const refused = await operator.graphql(REPORT);
      expect(refused.errors?.[0]?.message).toBe('Administrator rights required');
    } finally {
      await operator.dispose();
    }
  });
});
