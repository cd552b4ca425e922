/** The cluster's failover (issue 33; docs/cluster.md): three nodes of the built server on one
 *  PostgreSQL database record Demo HQ's four continuously recording cameras; BENCH_CLUSTER_KILLS
 *  times (default 5) the node with the most cameras is killed with kill -9 and, once its cameras
 *  record elsewhere, started again on its data directory (it takes its share back: a hand-over).
 *  Per camera and kill: failover time (kill → first fragment another node recorded), the recording
 *  gap (the dead node's last video → that fragment) and the hand-back gap when the node returns;
 *  per kill, the console reconnect time: a desktop console signed in on the node (the desktop app's
 *  own watch, bench/lib/consoleReconnect) from the kill until another node answers its session.
 *  Before the kills, the extra CPU per live stream relayed across nodes: the node with the fewest
 *  cameras serves a viewer of each camera the others record (bench/lib/clusterRelayCpu;
 *  BENCH_CLUSTER_RELAY_ROUNDS rounds, default 3, of BENCH_CLUSTER_RELAY_S seconds, default 15;
 *  0 rounds skips it). Then BENCH_CLUSTER_RESTARTS times (default 3) a rolling restart of that node:
 *  SIGTERM, which hands its cameras over as it stops, and a start again on its data directory; per
 *  camera, the time from the SIGTERM until another node recorded it and the longest recording gap
 *  from the SIGTERM until the node has its cameras back.
 *  BENCH_PORT_BASE puts the three nodes on that port and the two after it (free ports when unset).
 *  Needs TEST_DATABASE_URL (a PostgreSQL where it may create a database). Prints JSON, then one
 *  summary line. Run: TEST_DATABASE_URL=postgres://… npx tsx bench/cluster.ts */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spreadCameras } from '../server/cluster';
import {
  CLUSTER_CAMERAS,
  firstTakenOver,
  lastRecordedBy,
  liveLeases,
  recordedFragments,
  startClusterNode,
  waitUntil,
  type ClusterNodeProcess,
  type RecordedFragment,
} from '../server/testing/clusterRig';
import { testDatabases } from '../server/testing/testDatabases';
import { STREAM_NUMBER } from '../shared/video/constants';
import { measureRelayCpu, type RelayCpu } from './lib/clusterRelayCpu';
import { watchingConsole } from './lib/consoleReconnect';
import { distribution } from './lib/distribution';
import { loadAverage } from './lib/report';
import { benchPort, buildServer } from './lib/serverProcess';

const KILLS = Number(process.env.BENCH_CLUSTER_KILLS ?? 5);
const RESTARTS = Number(process.env.BENCH_CLUSTER_RESTARTS ?? 3);
const RELAY_ROUNDS = Number(process.env.BENCH_CLUSTER_RELAY_ROUNDS ?? 3);
const RELAY_SECONDS = Number(process.env.BENCH_CLUSTER_RELAY_S ?? 15);
const NODE_IDS = ['node-a', 'node-b', 'node-c'];
const log = (line: string) => process.stderr.write(`${line}\n`);
/** The data directories made for nodes on BENCH_PORT_BASE's ports (removed at the end). */
const madeDirs: string[] = [];
/** A node's port and data directory on BENCH_PORT_BASE; undefined (free port, own directory) without. */
function placed(index: number): { dataDir: string; port: number } | undefined {
  if (!benchPort(0)) return undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-cluster-node-'));
  madeDirs.push(dataDir);
  return { dataDir, port: benchPort(index) };
}

const planOver = (ids: readonly string[]) =>
  spreadCameras(
    CLUSTER_CAMERAS,
    ids.map((id) => ({ id, weight: 1, pinned: [] })),
  );

/** Waits until every camera is leased as the plan over `ids` says and has recorded there since `since`. */
async function settled(pool: pg.Pool, ids: readonly string[], since: number): Promise<RecordedFragment[]> {
  const plan = planOver(ids);
  return waitUntil(
    async () => {
      const leases = await liveLeases(pool);
      if (!CLUSTER_CAMERAS.every((camera) => leases.get(camera)?.nodeId === plan.get(camera))) return undefined;
      const fragments = await recordedFragments(pool);
      const recording = CLUSTER_CAMERAS.every((camera) =>
        fragments.some(
          (f) =>
            f.cameraId === camera &&
            f.stream === STREAM_NUMBER.FULL &&
            f.nodeId === plan.get(camera) &&
            f.startMs >= since,
        ),
      );
      return recording ? fragments : undefined;
    },
    90_000,
    `the cameras recording on ${ids.join(', ')}`,
  );
}

/** The longest stretch of the camera's FULL stream without video within [from, to). */
function longestGap(fragments: readonly RecordedFragment[], cameraId: string, from: number, to: number): number {
  let reached = from;
  let longest = 0;
  for (const f of fragments) {
    if (f.cameraId !== cameraId || f.stream !== STREAM_NUMBER.FULL || f.endMs <= from || f.startMs >= to) continue;
    longest = Math.max(longest, f.startMs - reached);
    reached = Math.max(reached, f.endMs);
  }
  return Math.max(longest, to - reached);
}

async function main(): Promise<void> {
  const database = testDatabases().find((d) => d.kind === 'postgres');
  if (!database) throw new Error('bench/cluster needs TEST_DATABASE_URL (PostgreSQL)');
  buildServer();
  const loadAtStart = loadAverage();
  const url = (await database.create())!;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const nodes = new Map<string, ClusterNodeProcess>();
  const retired: ClusterNodeProcess[] = [];
  const kills: Array<{
    node: string;
    cameras: Array<{ camera: string; to: string; failoverMs: number; gapMs: number; handBackGapMs: number }>;
    console: { to: string; reconnectMs: number };
  }> = [];
  const restarts: Array<{ node: string; cameras: Array<{ camera: string; handOverMs: number; gapMs: number }> }> = [];
  let relay: RelayCpu | undefined;
  try {
    nodes.set('node-a', await startClusterNode('node-a', url, 'build', placed(0)));
    const others = NODE_IDS.slice(1).map((id, i) => startClusterNode(id, url, 'build', placed(i + 1)));
    for (const node of await Promise.all(others)) {
      nodes.set(node.nodeId, node);
    }
    await settled(pool, NODE_IDS, Date.now());
    const plan = planOver(NODE_IDS);
    if (RELAY_ROUNDS > 0) {
      const count = (id: string) => [...plan.values()].filter((n) => n === id).length;
      const servingId = [...NODE_IDS].sort((a, b) => count(a) - count(b))[0]!;
      relay = await measureRelayCpu(
        nodes.get(servingId)!,
        NODE_IDS.filter((id) => id !== servingId).map((id) => nodes.get(id)!),
        CLUSTER_CAMERAS.filter((camera) => plan.get(camera) !== servingId),
        { rounds: RELAY_ROUNDS, seconds: RELAY_SECONDS, log },
      );
    }
    const victimId = [...NODE_IDS].sort(
      (a, b) => [...plan.values()].filter((n) => n === b).length - [...plan.values()].filter((n) => n === a).length,
    )[0]!;
    const victimCameras = CLUSTER_CAMERAS.filter((camera) => plan.get(camera) === victimId);
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const victim = nodes.get(victimId)!;
      // A desktop console signed in on the node about to die, having learnt the other nodes.
      const desk = await watchingConsole(victim.url);
      await waitUntil(async () => (desk.knowsOthers() ? true : undefined), 15_000, 'the console to list the nodes');
      const killedAt = Date.now();
      const reconnect = desk.reconnected(killedAt);
      await victim.crash();
      const reconnected = await reconnect.finally(() => desk.stop());
      retired.push(victim);
      const survivors = NODE_IDS.filter((id) => id !== victimId);
      const after = await settled(pool, survivors, killedAt);
      const restartedAt = Date.now();
      const again = await startClusterNode(victimId, url, 'build', {
        dataDir: victim.dataDir,
        port: Number(new URL(victim.url).port),
      });
      nodes.set(victimId, again);
      const back = await settled(pool, NODE_IDS, restartedAt);
      const cameras = victimCameras.map((camera) => {
        const first = firstTakenOver(after, camera, victimId, killedAt)!;
        return {
          camera,
          to: first.nodeId,
          failoverMs: first.startMs - killedAt,
          gapMs: first.startMs - lastRecordedBy(after, camera, victimId),
          handBackGapMs: longestGap(back, camera, restartedAt, Date.now() - 2_000),
        };
      });
      kills.push({ node: victimId, cameras, console: { to: reconnected.to, reconnectMs: reconnected.ms } });
      log(
        `kill ${kill}: ${cameras.map((c) => `${c.camera} → ${c.to} in ${c.failoverMs} ms`).join(', ')}; ` +
          `console → ${reconnected.to} in ${reconnected.ms} ms`,
      );
    }
    for (let restart = 1; restart <= RESTARTS; restart += 1) {
      const node = nodes.get(victimId)!;
      const stoppedAt = Date.now();
      // SIGTERM as systemd sends it; the data directory stays for the start again.
      process.kill(node.pid, 'SIGTERM');
      await waitUntil(async () => (node.unexpectedExit() ? true : undefined), 60_000, `${victimId} to stop`);
      retired.push(node);
      const after = await settled(
        pool,
        NODE_IDS.filter((id) => id !== victimId),
        stoppedAt,
      );
      const again = await startClusterNode(victimId, url, 'build', {
        dataDir: node.dataDir,
        port: Number(new URL(node.url).port),
      });
      nodes.set(victimId, again);
      const back = await settled(pool, NODE_IDS, Date.now());
      const cameras = victimCameras.map((camera) => ({
        camera,
        handOverMs: firstTakenOver(after, camera, victimId, stoppedAt)!.startMs - stoppedAt,
        gapMs: longestGap(back, camera, stoppedAt, Date.now() - 2_000),
      }));
      restarts.push({ node: victimId, cameras });
      log(
        `restart ${restart}: ${cameras.map((c) => `${c.camera} elsewhere in ${c.handOverMs} ms, gap ${c.gapMs} ms`).join(', ')}`,
      );
    }
  } finally {
    // The nodes running now first: a retired process's stop removes the data directory it made.
    await Promise.all([...nodes.values()].map((node) => node.stop()));
    await Promise.all(retired.map((node) => node.stop()));
    await pool.end();
    await database.drop(url);
    for (const dir of madeDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  const all = kills.flatMap((k) => k.cameras);
  const report = {
    benchmark: 'cluster',
    startedAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: loadAverage(),
    nodes: NODE_IDS.length,
    cameras: CLUSTER_CAMERAS.length,
    kills: kills.length,
    failoverMs: distribution(all.map((c) => c.failoverMs)),
    recordingGapMs: distribution(all.map((c) => c.gapMs)),
    handBackGapMs: distribution(all.map((c) => c.handBackGapMs)),
    consoleReconnectMs: distribution(kills.map((k) => k.console.reconnectMs)),
    restarts: restarts.length,
    restartHandOverMs: distribution(restarts.flatMap((r) => r.cameras.map((c) => c.handOverMs))),
    restartGapMs: distribution(restarts.flatMap((r) => r.cameras.map((c) => c.gapMs))),
    relayedLive: relay ?? null,
    perKill: kills,
    perRestart: restarts,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  const failover =
    kills.length > 0
      ? `failover p50 ${report.failoverMs.p50} ms p95 ${report.failoverMs.p95} ms, ` +
        `recording gap p50 ${report.recordingGapMs.p50} ms max ${report.recordingGapMs.max} ms, ` +
        `hand-back gap p50 ${report.handBackGapMs.p50} ms, ` +
        `console reconnect p50 ${report.consoleReconnectMs.p50} ms max ${report.consoleReconnectMs.max} ms`
      : 'no failover measured';
  const relayed = relay
    ? `; relayed live: serving node +${relay.servingPercentPerStream.p50} % and recording node ` +
      `+${relay.recordingPercentPerStream.p50} % of a core per stream (p50 of ${relay.servingPercentPerStream.trials} rounds)`
    : '';
  const restarted =
    restarts.length > 0
      ? `; rolling restart: cameras elsewhere p50 ${report.restartHandOverMs.p50} ms, ` +
        `gap p50 ${report.restartGapMs.p50} ms max ${report.restartGapMs.max} ms`
      : '';
  log(`cluster: ${kills.length} kills, ${failover}${relayed}${restarted}`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
