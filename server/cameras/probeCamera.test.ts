/** probeDevice against a real RTSP server (GStreamer's) with a login: the stream's facts when the
 *  credentials are right, the wrong-credentials warning when not, unreachable when nothing listens. */
import { CAMERA_MESSAGES } from '../../shared/cameraAdmin/cameraAdminConstants';
import { freePort } from '../testing/platformProcess';
import { startRtspCamera, type RtspCamera } from '../testing/rtsp/startRtspCamera';
import { probeCamera } from './probeCamera';

jest.setTimeout(60_000);

describe('probeCamera', () => {
  let camera: RtspCamera;
  const withLogin = (user: string, password: string) => camera.url.replace('rtsp://', `rtsp://${user}:${password}@`);

  beforeAll(async () => {
    camera = await startRtspCamera({ width: 320, height: 240 }, { user: 'admin', password: 'secret' });
  });
  afterAll(() => camera?.stop());

  it('reads codec, resolution, frame rate and streams, and says there is no second stream', async () => {
    const result = await probeCamera({ url: withLogin('admin', 'secret'), rtspTransport: 'tcp' });
    expect(result).toMatchObject({
      url: camera.url,
      reachable: true,
      codec: 'h264',
      width: 320,
      height: 240,
      browserDecodable: true,
      warning: { message: CAMERA_MESSAGES.noSecondStream },
    });
    expect(result.frameRate).toBeGreaterThan(0);
    expect(result.streams).toHaveLength(1);
  });

  it('warns of wrong credentials on the password field', async () => {
    const result = await probeCamera({ url: withLogin('admin', 'wrong'), rtspTransport: 'tcp' });
    expect(result).toMatchObject({
      reachable: false,
      codec: undefined,
      warning: {
        message: CAMERA_MESSAGES.wrongCredentials,
        warningFields: [{ field: 'password', value: CAMERA_MESSAGES.wrongCredentials }],
      },
    });
  });

  it('warns of an unreachable camera on the URL field', async () => {
    const result = await probeCamera({ url: `rtsp://127.0.0.1:${await freePort()}/x`, rtspTransport: 'tcp' }, 5_000);
    expect(result.reachable).toBe(false);
    expect(result.warning?.warningFields[0]?.field).toBe('url');
    expect(result.warning?.message).toContain(CAMERA_MESSAGES.unreachable);
  });
});
