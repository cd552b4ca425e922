/** Issue 36: a probe that reaches a camera answers with one picture of it, so the add page shows
 *  what the camera sees before it is saved. Against a real RTSP server with a login (GStreamer's),
 *  the answer's picture is a JPEG ffmpeg decodes at the camera's size; a wrong password answers none. */
import { runMedia } from '../media/sources/spawnMedia';
import { ApiClient } from '../testing/apiClient';
import { startRtspCamera, type RtspCamera } from '../testing/rtsp/startRtspCamera';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

jest.setTimeout(120_000);

const USER = 'admin';
const PASSWORD = 'Picture-815';
const SIZE = { width: 320, height: 240 };
const PROBE = `query($input: CameraInput!) { probeDevice(input: $input) { reachable width height picture } }`;

type Probe = { reachable: boolean; width: number | null; height: number | null; picture: string | null };

/** The picture decoded to one grey byte a pixel: its length is width × height when it decodes. */
async function decodedPixels(jpeg: Buffer): Promise<number> {
  const raw = await runMedia(
    'analysis',
    ['-hide_banner', '-loglevel', 'error', '-f', 'image2pipe', '-c:v', 'mjpeg', '-i', 'pipe:0'].concat([
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      'pipe:1',
    ]),
    jpeg,
  );
  return raw.length;
}

describe.each(testDatabases())('the probe shows the camera picture on $kind', (database) => {
  let platform: TestPlatform;
  let rtsp: RtspCamera;
  let admin: ApiClient;
  const input = (password: string) => ({ connection: 'RTSP_TCP', url: rtsp.url, user: USER, password });

  beforeAll(async () => {
    rtsp = await startRtspCamera(SIZE, { user: USER, password: PASSWORD });
    platform = await startTestPlatform(database, { media: ['no-demo-camera'] });
    admin = new ApiClient(platform.url);
    expect((await admin.login('admin', 'admin')).status).toBe(200);
  });

  afterAll(async () => {
    await admin?.dispose();
    await platform?.close();
    await rtsp?.stop();
  });

  it('answers a probe that reaches the camera with a JPEG of the camera size', async () => {
    const result = await admin.graphql<{ probeDevice: Probe }>(PROBE, { input: input(PASSWORD) });
    expect(result.errors).toBeUndefined();
    const probe = result.data!.probeDevice;
    expect(probe).toMatchObject({ reachable: true, width: SIZE.width, height: SIZE.height });
    expect(probe.picture).toEqual(expect.any(String));
    const jpeg = Buffer.from(probe.picture!, 'base64');
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(await decodedPixels(jpeg)).toBe(SIZE.width * SIZE.height);
  });

  it('answers no picture when the camera refuses the login', async () => {
    const result = await admin.graphql<{ probeDevice: Probe }>(PROBE, { input: input('wrong') });
    expect(result.data!.probeDevice).toMatchObject({ reachable: false, picture: null });
  });
});
