/** bench/cluster's cross-node live figures (issue 33): one node's consoles watch, live, every camera
 *  the other nodes record, each relayed to it over the internal channel. Rounds of a quiet phase
 *  (no viewer, no relay open) and a watching phase (one media socket per camera on the serving
 *  node); the serving node's process and the recording nodes' processes are timed by /proc, so the
 *  extra CPU per relayed stream is the watching phase's less the quiet one's, over the streams. */
import { MEDIA_WS_PATH, STREAM_NUMBER } from '../../shared/video/constants';
import { ApiClient } from '../../server/testing/apiClient';
import type { ClusterNodeProcess } from '../../server/testing/clusterRig';
import { MediaClient } from '../../server/testing/mediaClient';
import { distribution, type Distribution } from './distribution';
import { treeCpu } from './processTreeCpu';

const MEDIA_URL = 'mutation($id: ID!) { issueMediaUrl(cameraId: $id) { ticket } }';
/** A relay closes 15 s after its last viewer left (server/cluster/LiveRelays): the quiet phase
 *  starts after that. */
const RELAYS_CLOSED_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU microseconds of each process (not its children: a relay runs no ffmpeg). */
function cpuOf(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + (treeCpu(pid).get(pid)?.cpuUs ?? 0), 0);
}

/** Percent of one core the processes used over `ms`. */
async function percentOver(pids: readonly number[], ms: number): Promise<number> {
  const before = cpuOf(pids);
  const t0 = Date.now();
  await sleep(ms);
  return ((cpuOf(pids) - before) / 1000 / (Date.now() - t0)) * 100;
}

export interface RelayCpu {
  /** Cameras relayed to the serving node, one viewer each. */
  streams: number;
  seconds: number;
  /** Frames the viewers got per second in each watching phase (all streams together). */
  framesPerSecond: Distribution;
  /** Extra CPU of the serving node per relayed stream viewed there (% of one core). */
  servingPercentPerStream: Distribution;
  /** Extra CPU of the recording nodes per stream they relay (% of one core). */
  recordingPercentPerStream: Distribution;
}

export async function measureRelayCpu(
  serving: ClusterNodeProcess,
  recording: readonly ClusterNodeProcess[],
  cameras: readonly string[],
  options: { rounds: number; seconds: number; log: (line: string) => void },
): Promise<RelayCpu> {
  const admin = new ApiClient(serving.url);
  if ((await admin.login('admin', 'admin')).status !== 200) throw new Error('bench: admin login failed');
  const recordingPids = recording.map((n) => n.pid);
  const fps: number[] = [];
  const servingExtra: number[] = [];
  const recordingExtra: number[] = [];
  try {
    for (let round = 1; round <= options.rounds; round += 1) {
      await sleep(RELAYS_CLOSED_MS);
      const [quietServing, quietRecording] = await Promise.all([
        percentOver([serving.pid], options.seconds * 1000),
        percentOver(recordingPids, options.seconds * 1000),
      ]);
      const viewers = await Promise.all(
        cameras.map(async (camera) => {
          const result = await admin.graphql<{ issueMediaUrl: { ticket: string } }>(MEDIA_URL, { id: camera });
          const ticket = result.data?.issueMediaUrl.ticket;
          if (!ticket) throw new Error(`bench: no ticket for ${camera}: ${JSON.stringify(result.errors)}`);
          const socket = await MediaClient.open(`${serving.url.replace(/^http/, 'ws')}${MEDIA_WS_PATH}`);
          socket.send({ cmd: 'init', objid: camera, streamid: STREAM_NUMBER.FULL, ticket });
          socket.send({ cmd: 'play', speed: 1 });
          await socket.until(() => socket.frames.length > 0, 30_000, `relayed frames of ${camera}`);
          return socket;
        }),
      );
      const heartbeat = setInterval(() => viewers.forEach((v) => v.send({})), 5_000);
      const framesBefore = viewers.reduce((sum, v) => sum + v.frames.length, 0);
      const [watchingServing, watchingRecording] = await Promise.all([
        percentOver([serving.pid], options.seconds * 1000),
        percentOver(recordingPids, options.seconds * 1000),
      ]);
      clearInterval(heartbeat);
      fps.push((viewers.reduce((sum, v) => sum + v.frames.length, 0) - framesBefore) / options.seconds);
      viewers.forEach((v) => v.close());
      servingExtra.push((watchingServing - quietServing) / cameras.length);
      recordingExtra.push((watchingRecording - quietRecording) / cameras.length);
      options.log(
        `relay round ${round}: serving ${quietServing.toFixed(1)} → ${watchingServing.toFixed(1)} %, ` +
          `recording ${quietRecording.toFixed(1)} → ${watchingRecording.toFixed(1)} % with ${cameras.length} streams`,
      );
    }
  } finally {
    await admin.dispose();
  }
  return {
    streams: cameras.length,
    seconds: options.seconds,
    framesPerSecond: distribution(fps),
    servingPercentPerStream: distribution(servingExtra),
    recordingPercentPerStream: distribution(recordingExtra),
  };
}
