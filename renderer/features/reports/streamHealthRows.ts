/** The stream-health dashboard's rows (issue 29: 'which streams drop frames'): one per camera, from
 *  its main (FULL) stream as the platform measures it, worst first — broken, degraded, pending, off,
 *  then normal cameras by how far their frame rate falls short of the configured one — and the count
 *  of cameras in each health state. */

export const HEALTH_ORDER = ['BROKEN', 'DEGRADED', 'PENDING', 'OFF', 'NORMAL'] as const;
export type HealthName = (typeof HEALTH_ORDER)[number];

interface MediaStats {
  type: string;
  streamSize?: string | null;
  health?: { healthStatus?: string | null } | null;
  FPS?: number | null;
  averageFPS?: number | null;
  frameRate?: number | null;
  liveBitrate?: number | null;
  jitter?: number | null;
  packetLoss?: number | null;
  uptime?: number | null;
  consumedSpace?: number | null;
  spaceUsagePerDay?: number | null;
}

export interface CameraWithStreams {
  id: string;
  name: string;
  enabled?: boolean | null;
  healthStatus?: string | null;
  aspects?: ReadonlyArray<MediaStats> | null;
}

export interface StreamHealthRow {
  id: string;
  name: string;
  health: HealthName;
  fps: number | null;
  averageFPS: number | null;
  /** The frame rate the stream is set to, when known. */
  frameRate: number | null;
  liveBitrate: number | null;
  jitter: number | null;
  packetLoss: number | null;
  /** Seconds. */
  uptime: number | null;
  /** All of the camera's streams: bytes in the archive and recorded per day. */
  consumedSpace: number | null;
  spaceUsagePerDay: number | null;
}

const health = (value: string | null | undefined): HealthName =>
  (HEALTH_ORDER as readonly string[]).includes(value ?? '') ? (value as HealthName) : 'PENDING';

/** How much of its configured frame rate a stream delivers (1 when unknown). */
const delivered = (row: StreamHealthRow) =>
  row.frameRate && row.frameRate > 0 && row.fps != null ? row.fps / row.frameRate : 1;

function sum(values: ReadonlyArray<number | null | undefined>): number | null {
  const present = values.filter((value): value is number => value != null && Number.isFinite(value));
  return present.length === 0 ? null : present.reduce((total, value) => total + value, 0);
}

export function streamHealthRows(cameras: readonly CameraWithStreams[]): StreamHealthRow[] {
  const rows = cameras.map((camera): StreamHealthRow => {
    const streams = (camera.aspects ?? []).filter((aspect) => aspect.type === 'Media');
    const main = streams.find((stream) => stream.streamSize === 'FULL') ?? streams[0];
    return {
      id: camera.id,
      name: camera.name,
      health: camera.enabled === false ? 'OFF' : health(camera.healthStatus ?? main?.health?.healthStatus),
      fps: main?.FPS ?? null,
      averageFPS: main?.averageFPS ?? null,
      frameRate: main?.frameRate ?? null,
      liveBitrate: main?.liveBitrate ?? null,
      jitter: main?.jitter ?? null,
      packetLoss: main?.packetLoss ?? null,
      uptime: main?.uptime ?? null,
      consumedSpace: sum(streams.map((stream) => stream.consumedSpace)),
      spaceUsagePerDay: sum(streams.map((stream) => stream.spaceUsagePerDay)),
    };
  });
  return rows.sort(
    (a, b) =>
      HEALTH_ORDER.indexOf(a.health) - HEALTH_ORDER.indexOf(b.health) ||
      delivered(a) - delivered(b) ||
      a.name.localeCompare(b.name),
  );
}

/** How many cameras are in each health state. */
export function healthCounts(rows: readonly StreamHealthRow[]): Record<HealthName, number> {
  const counts = Object.fromEntries(HEALTH_ORDER.map((name) => [name, 0])) as Record<HealthName, number>;
  for (const row of rows) counts[row.health] += 1;
  return counts;
}
