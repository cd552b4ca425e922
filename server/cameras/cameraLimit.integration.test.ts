/** Issue 27 #14: a realm has at most MAX_CAMERAS_PER_REALM cameras (each runs an ffmpeg process
 *  and its restarts). The last one fits, the next is refused with the limit's message — by
 *  createCamera and by every row of a CSV import, also when the rows are created in parallel —
 *  and another realm is not affected. */
import { CAMERA_MESSAGES, MAX_CAMERAS_PER_REALM } from '../../shared/cameraAdmin/cameraAdminConstants';
import { ApiClient } from '../testing/apiClient';
import { cameraRow } from '../testing/cameraRow';
import { freePort } from '../testing/platformProcess';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

jest.setTimeout(120_000);

const CREATE = 'mutation($input: CameraInput!) { createCamera(input: $input) { device { id } } }';
const IMPORT = 'mutation($csv: String!) { importCameras(csv: $csv) { line deviceId error } }';
const CAMERAS = '{ devicesByAspectTypes(types: ["Media"]) { id } }';

type Errors = Array<{ message: string }> | undefined;

describe.each(testDatabases())('the cameras of a realm on $kind', (database) => {
  let platform: TestPlatform;
  let admin: ApiClient;
  let url: string;
  beforeAll(async () => {
    platform = await startTestPlatform(database);
    admin = new ApiClient(platform.url);
    expect((await admin.login('admin', 'admin')).status).toBe(200);
    // Nothing listens there: each camera is created with the probe's warning, quickly.
    url = `rtsp://127.0.0.1:${await freePort()}/camera`;
  });
  afterAll(async () => {
    await admin?.dispose();
    await platform?.close();
  });

  it(`stop at ${MAX_CAMERAS_PER_REALM}, for createCamera and for a CSV import`, async () => {
    const devices = platform.platform.services.devices;
    const existing = (await devices.inRealm('demo-hq')).filter((d) => d.deviceType === 'camera').length;
    const now = Date.now();
    await devices.insertMany(
      Array.from({ length: MAX_CAMERAS_PER_REALM - existing - 1 }, (_, i) =>
        cameraRow(`bulk-${i}`, 'demo-hq', `Bulk ${i}`, now),
      ),
    );
    // Three rows created in parallel for one place left: one fits, the others are refused.
    const imported = await admin.graphql<{ importCameras: Array<{ deviceId: string | null; error: string | null }> }>(
      IMPORT,
      { csv: `name,url\nLast A,${url}\nLast B,${url}\nLast C,${url}\n` },
    );
    expect(imported.errors).toBeUndefined();
    const rows = imported.data!.importCameras;
    expect(rows.filter((r) => r.deviceId)).toHaveLength(1);
    expect(rows.filter((r) => r.error === CAMERA_MESSAGES.cameraLimit)).toHaveLength(2);
    const over = await admin.graphql(CREATE, { input: { name: 'One too many', connection: 'RTSP_TCP', url } });
    expect((over.errors as Errors)?.[0]?.message).toBe(CAMERA_MESSAGES.cameraLimit);
    const cameras = await admin.graphql<{ devicesByAspectTypes: unknown[] }>(CAMERAS);
    expect((await devices.inRealm('demo-hq')).filter((d) => d.deviceType === 'camera')).toHaveLength(
      MAX_CAMERAS_PER_REALM,
    );
    expect(cameras.errors).toBeUndefined();

    // Another realm has its own count.
    await admin.graphql('mutation { setUserRealm(userName: "admin", realmId: "demo-branch") { realm { id } } }');
    const branch = await admin.graphql(CREATE, { input: { name: 'Branch gate', connection: 'RTSP_TCP', url } });
    expect(branch.errors).toBeUndefined();
  });
});
