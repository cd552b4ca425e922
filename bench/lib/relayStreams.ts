/** bench/media's relay figures (issue 12): cameras added by URL — through importCameras, as an
 *  administrator would — from one real RTSP server (GStreamer's, one H.264 encode shared by every
 *  client), each relayed by the platform without re-encoding (ffmpeg `-c copy`) and recorded
 *  continuously. Measures the server's process tree (node + its ffmpeg remuxers) with no camera and
 *  with N, and derives CPU per relayed stream and how many streams one core relays and records. */
import fs from 'node:fs';
import path from 'node:path';
import { ApiClient } from '../../server/testing/apiClient';
import { startRtspCamera } from '../../server/testing/rtsp/startRtspCamera';
import { measureTreeCpu, treeCpu } from './processTreeCpu';
import type { ServerProcess } from './serverProcess';

export interface RelayOptions {
  streams: number;
  seconds: number;
  size: { width: number; height: number };
  log: (line: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LOGIN = { user: 'bench', password: 'relay' };

/** The ffmpeg children of the server that copy their input (`-c:v copy`) rather than encode. */
function copyRelays(serverPid: number): number {
  let copies = 0;
  for (const [pid, stat] of treeCpu(serverPid)) {
    if (pid === serverPid || !stat.name.includes('ffmpeg')) continue;
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const codec = args.indexOf('-c:v');
    if (codec >= 0 && args[codec + 1] === 'copy') copies += 1;
  }
  return copies;
}

/** Bytes of recorded segments under a directory (the archive: every camera, every stream). */
function archiveBytes(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) bytes += archiveBytes(full);
    else if (entry.name.endsWith('.m4s')) bytes += fs.statSync(full).size;
  }
  return bytes;
}

export async function measureRelay(server: ServerProcess, options: RelayOptions) {
  const camera = await startRtspCamera(options.size, LOGIN);
  const client = new ApiClient(server.url);
  try {
    await client.login('admin', 'admin');
    await sleep(3_000);
    options.log(`relay: baseline (no camera) for ${options.seconds} s …`);
    const baseline = await measureTreeCpu(server.pid, options.seconds * 1000);

    options.log(`relay: importing ${options.streams} cameras by URL …`);
    const rows = Array.from(
      { length: options.streams },
      (_, i) => `Relay ${i + 1},${camera.url},${LOGIN.user},${LOGIN.password},CONTINUOUS,,`,
    );
    const imported = await client.graphql<{ importCameras: Array<{ deviceId: string | null; error: string | null }> }>(
      'mutation($csv: String!) { importCameras(csv: $csv) { deviceId error } }',
      { csv: ['name,url,user,password,recording,lat,lng', ...rows].join('\n') },
    );
    const ids = (imported.data?.importCameras ?? []).flatMap((r) => (r.deviceId ? [r.deviceId] : []));
    if (ids.length !== options.streams) throw new Error(`import: ${JSON.stringify(imported)}`);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const health = await client.graphql<{ devicesByIds: Array<{ healthStatus: string }> }>(
        'query($ids: [ID!]!) { devicesByIds(ids: $ids) { healthStatus } }',
        { ids },
      );
      const normal = (health.data?.devicesByIds ?? []).filter((d) => d.healthStatus === 'NORMAL').length;
      if (normal === ids.length) break;
      if (Date.now() > deadline) throw new Error(`only ${normal} of ${ids.length} relays NORMAL`);
      await sleep(1_000);
    }
    await sleep(5_000); // steady state: every relay past its first segment
    const copies = copyRelays(server.pid);
    options.log(`relay: ${ids.length} relayed streams (${copies} with -c:v copy) for ${options.seconds} s …`);
    const recordedBefore = archiveBytes(path.join(server.dataDir, 'data', 'archive'));
    const loaded = await measureTreeCpu(server.pid, options.seconds * 1000);
    const recordedBits = (archiveBytes(path.join(server.dataDir, 'data', 'archive')) - recordedBefore) * 8;
    const perStream = (loaded.totalPercent - baseline.totalPercent) / ids.length;
    const serverSide = (loaded.serverPercent - baseline.serverPercent) / ids.length;
    const r = (n: number) => Math.round(n * 100) / 100;
    return {
      streams: ids.length,
      copyRelays: copies,
      recordedKbpsPerStream: Math.round(recordedBits / options.seconds / ids.length / 1000),
      source: `${options.size.width}x${options.size.height} H.264 over RTSP/TCP with a login (gst-rtsp-server)`,
      baseline,
      loaded,
      cpuPercentPerRelayedStream: r(perStream),
      serverNodePercentPerStream: r(serverSide),
      ffmpegRemuxPercentPerStream: r(perStream - serverSide),
      relayedStreamsPerCore: Math.floor(100 / perStream),
      goalStreamsPerCore: 64,
      note:
        'marginal cost of the server tree (node + its ffmpeg remuxers) between no camera and N cameras, ' +
        'each relayed with -c:v copy and recorded continuously; the RTSP server and its one encoder are ' +
        'outside the tree',
    };
  } finally {
    await client.dispose();
    await camera.stop();
  }
}
