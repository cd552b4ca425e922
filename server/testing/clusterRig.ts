/** Several platform nodes on one PostgreSQL database (issue 33), for the cluster's integration test
 *  and bench/cluster: nodes started as processes of their own, and what the shared index and lease
 *  table say about who recorded what and when. */
import type pg from 'pg';
import { STREAM_NUMBER } from '../../shared/video/constants';
import { freePort, startPlatformProcess, type PlatformProcess } from './platformProcess';

/** Demo HQ's cameras that record continuously (the last one records on events only). */
export const CLUSTER_CAMERAS = ['demo-hq-camera-1', 'demo-hq-camera-2', 'demo-hq-camera-3', 'demo-hq-camera-4'];

export interface ClusterNodeProcess extends PlatformProcess {
  nodeId: string;
}

/** Starts a node: the demo's cameras in CLUSTER_CAMERAS may record there, the lease's loop runs. */
export async function startClusterNode(
  nodeId: string,
  databaseUrl: string,
  entry: 'build' | 'source',
  /** A node that starts again: its data directory (its archive) and port. */
  again?: { dataDir: string; port: number },
  /** Other settings (the cameras it may record, pinning). */
  env: NodeJS.ProcessEnv = {},
): Promise<ClusterNodeProcess> {
  const port = again?.port ?? (await freePort());
  const node = await startPlatformProcess({
    entry,
    databaseUrl,
    port,
    ...(again && { dataDir: again.dataDir }),
    env: {
      VANTAGE_MEDIA: '1',
      VANTAGE_DEMO_CAMERAS: String(CLUSTER_CAMERAS.length + 2),
      VANTAGE_MEDIA_CAMERAS: CLUSTER_CAMERAS.join(','),
      VANTAGE_NODE_ID: nodeId,
      // Where the other nodes reach it (the internal channel: live relay, archive, PTZ).
      VANTAGE_NODE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  return Object.assign(node, { nodeId });
}

export interface RecordedFragment {
  cameraId: string;
  stream: number;
  startMs: number;
  endMs: number;
  nodeId: string;
}

/** Every fragment of the cameras with the node whose segment holds it, oldest first. */
export async function recordedFragments(
  pool: pg.Pool,
  cameras: readonly string[] = CLUSTER_CAMERAS,
): Promise<RecordedFragment[]> {
  const { rows } = await pool.query<{ camera_id: string; stream: number; s: string; e: string; node_id: string }>(
    `SELECT f.camera_id, f.stream, f.start_ms AS s, f.end_ms AS e, s.node_id
       FROM archive_fragments f JOIN archive_segments s ON s.id = f.segment_id
      WHERE f.camera_id = ANY($1) ORDER BY f.start_ms`,
    [cameras],
  );
  return rows.map((r) => ({
    cameraId: r.camera_id,
    stream: r.stream,
    startMs: Number(r.s),
    endMs: Number(r.e),
    nodeId: r.node_id,
  }));
}

/** The live leases: camera → holder and fencing token. */
export async function liveLeases(pool: pg.Pool): Promise<Map<string, { nodeId: string; token: number }>> {
  const { rows } = await pool.query<{ camera_id: string; node_id: string; token: string }>(
    `SELECT camera_id, node_id, token FROM camera_leases
      WHERE expires_at > (extract(epoch FROM clock_timestamp()) * 1000)::bigint`,
  );
  return new Map(rows.map((r) => [r.camera_id, { nodeId: r.node_id, token: Number(r.token) }]));
}

/** Pairs of fragments of one camera stream that two nodes recorded for one time: none may exist. */
export function doubleRecorded(fragments: readonly RecordedFragment[]): Array<[RecordedFragment, RecordedFragment]> {
  const found: Array<[RecordedFragment, RecordedFragment]> = [];
  const byStream = new Map<string, RecordedFragment[]>();
  for (const f of fragments) {
    const key = `${f.cameraId}:${f.stream}`;
    byStream.set(key, [...(byStream.get(key) ?? []), f]);
  }
  for (const list of byStream.values()) {
    list.sort((a, b) => a.startMs - b.startMs);
    // The fragment reaching furthest so far, per node: a later one of another node must start after it.
    let reach: RecordedFragment | undefined;
    for (const f of list) {
      if (reach && reach.nodeId !== f.nodeId && f.startMs < reach.endMs) found.push([reach, f]);
      if (!reach || f.endMs > reach.endMs) reach = f;
    }
  }
  return found;
}

/** The FULL stream's first fragment of a camera that a node other than `not` recorded from `since`. */
export function firstTakenOver(
  fragments: readonly RecordedFragment[],
  cameraId: string,
  not: string,
  since: number,
): RecordedFragment | undefined {
  return fragments.find(
    (f) => f.cameraId === cameraId && f.stream === STREAM_NUMBER.FULL && f.nodeId !== not && f.startMs >= since,
  );
}

/** The end of the camera's FULL video that `nodeId` recorded (a node killed: its last video). */
export function lastRecordedBy(fragments: readonly RecordedFragment[], cameraId: string, nodeId: string): number {
  const ends = fragments
    .filter((f) => f.cameraId === cameraId && f.stream === STREAM_NUMBER.FULL && f.nodeId === nodeId)
    .map((f) => f.endMs);
  return ends.length ? Math.max(...ends) : Number.NaN;
}

/** Polls `check` until it returns a value (not undefined); fails after `timeoutMs`. */
export async function waitUntil<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
