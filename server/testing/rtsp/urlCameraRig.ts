/** The setup of the tests of cameras added by URL: real RTSP cameras (GStreamer's, with
 *  startRtspCamera's arguments), a platform without demo cameras, and its administrator signed in.
 *  `stop()` ends all of them, and a failed start stops what had started. */
import { ApiClient } from '../apiClient';
import type { TestDatabase } from '../testDatabases';
import { startTestPlatform, type TestPlatform } from '../testPlatform';
import { startRtspCamera, type RtspCamera } from './startRtspCamera';

export interface UrlCameraRig {
  platform: TestPlatform;
  admin: ApiClient;
  cameras: RtspCamera[];
  stop(): Promise<void>;
}

export async function startUrlCameraRig(
  database: TestDatabase,
  cameras: Array<Parameters<typeof startRtspCamera>>,
): Promise<UrlCameraRig> {
  const started = await Promise.all(cameras.map((args) => startRtspCamera(...args)));
  let platform: TestPlatform | undefined;
  let admin: ApiClient | undefined;
  const stop = async () => {
    await admin?.dispose();
    await platform?.close();
    await Promise.all(started.map((camera) => camera.stop()));
  };
  try {
    platform = await startTestPlatform(database, { media: ['no-demo-camera'] });
    admin = new ApiClient(platform.url);
    const login = await admin.login('admin', 'admin');
    if (login.status !== 200) throw new Error(`The administrator's login answered ${login.status}`);
    return { platform, admin, cameras: started, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
