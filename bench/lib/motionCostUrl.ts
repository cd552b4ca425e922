/** Motion detection's CPU on cameras added by URL (issue 12: every camera that asks for it detects
 *  motion): two real RTSP cameras (GStreamer's server, ffmpeg encoders) film the crossing scene,
 *  one at 1280x720 and one at 320x180. First a camera with only the 1280x720 stream and motion on
 *  runs for `seconds`: its detector decodes the main stream. Then it is disabled and a camera with
 *  the same main stream and the 320x180 one as its review stream runs: its detector decodes the
 *  review stream. Each phase reports the detector's decoder and the camera's relay (ffmpeg copying
 *  both streams) in percent of one core; the RTSP encoders are not counted. */
import fs from 'node:fs';
import os from 'node:os';
import { ApiClient } from '../../server/testing/apiClient';
import { CROSSING_SCENE } from '../../server/testing/rtsp/crossingScene';
import { startRtspCamera } from '../../server/testing/rtsp/startRtspCamera';
import { testDatabases } from '../../server/testing/testDatabases';
import { startTestPlatform } from '../../server/testing/testPlatform';
import { treeCpu } from './processTreeCpu';

type Role = 'decoder' | 'relay';
const round = (value: number) => Number(value.toFixed(2));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CREATE = 'mutation($input: CameraInput!) { createCamera(input: $input) { device { id } } }';
const ENABLE = 'mutation($ids: [ID!]!) { setCamerasEnabled(ids: $ids, enabled: false) { id } }';

function roleOf(pid: number): Role | undefined {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (args.includes('h264') && args.includes('rawvideo')) return 'decoder';
    if (args.includes('pipe:1') && args.some((a) => a.startsWith('rtsp://'))) return 'relay';
  } catch {
    return undefined;
  }
  return undefined;
}

function cpuByRole(): Record<Role, number> {
  const out = { decoder: 0, relay: 0 };
  for (const [pid, stat] of treeCpu(process.pid)) {
    const role = stat.name === 'ffmpeg' ? roleOf(pid) : undefined;
    if (role) out[role] += stat.cpuUs;
  }
  return out;
}

async function measure(seconds: number): Promise<Record<Role, number>> {
  // The detector learns the scene and the relay settles first.
  await sleep(5000);
  const before = cpuByRole();
  await sleep(seconds * 1000);
  const after = cpuByRole();
  const percent = (role: Role) => round(((after[role] - before[role]) / (seconds * 1e6)) * 100);
  return { decoder: percent('decoder'), relay: percent('relay') };
}

export async function urlMotionCost(seconds: number): Promise<void> {
  const login = { user: 'admin', password: 'secret' };
  const [main, review] = await Promise.all([
    startRtspCamera({ width: 1280, height: 720 }, login, CROSSING_SCENE),
    startRtspCamera({ width: 320, height: 180 }, login, CROSSING_SCENE),
  ]);
  const t = await startTestPlatform(testDatabases({})[0]!, { media: ['no-demo-camera'] });
  const admin = new ApiClient(t.url);
  try {
    await admin.login('admin', 'admin');
    const camera = async (name: string, extra: Record<string, unknown>) => {
      const result = await admin.graphql<{ createCamera: { device: { id: string } } }>(CREATE, {
        input: { name, connection: 'RTSP_TCP', url: main.url, ...login, authType: 'HTTP_BASIC', ...extra },
      });
      if (!result.data) throw new Error(`createCamera failed: ${JSON.stringify(result.errors)}`);
      return result.data.createCamera.device.id;
    };
    const motion = { motion: { enabled: true } };
    const single = await camera('Main stream only', motion);
    const onMain = await measure(seconds);
    await admin.graphql(ENABLE, { ids: [single] });
    await camera('With a review stream', { ...motion, reviewUrl: review.url });
    const onReview = await measure(seconds);
    const report = {
      bench: 'motion-cost-url',
      seconds,
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map(round) },
      mainStream: { size: '1280x720', fps: 10, decoderPercentOfCore: onMain.decoder, relayPercentOfCore: onMain.relay },
      reviewStream: {
        size: '320x180',
        fps: 10,
        decoderPercentOfCore: onReview.decoder,
        relayPercentOfCore: onReview.relay,
      },
      decoderRatio: onReview.decoder > 0 ? round(onMain.decoder / onReview.decoder) : null,
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(
      `motion-cost-url: detection on the 1280x720 main stream ${onMain.decoder} % of a core, on the ` +
        `320x180 review stream ${onReview.decoder} % (x${report.decoderRatio}); relay ${onMain.relay} % ` +
        `with one stream, ${onReview.relay} % with two (copied, not re-encoded)\n`,
    );
  } finally {
    await admin.dispose();
    await t.close();
    await Promise.all([main.stop(), review.stop()]);
  }
}
