/** Samples what the platform measures into time series (issue 29): every few seconds each running
 *  camera's stream figures and each avatar's reported state go into the current minute's point
 *  (levels folded by their metric's fold, counters as the growth since the last sample); a minute
 *  that ends is stored, an hour that ends is folded into its 1-hour point, and the housekeeper
 *  prunes points past their keep (1-minute 48 h, 1-hour 90 days). */
import {
  AVATAR_METRIC,
  CAMERA_METRIC,
  METRIC_RESOLUTION,
  METRIC_STATE,
  type MetricDefinition,
  type MetricFold,
} from '../../shared/metrics/metricNames';
import { STREAM_NUMBER } from '../../shared/video/constants';
import type { DeviceRecord } from '../db/repositories/devices';
import type { MetricPointRepository, MetricPointRow } from '../db/repositories/metricPoints';
import type { Logger } from '../kernel/Logger';
import type { MediaStatistics, StreamFigures } from '../media';
import type { Point } from './foldPoints';
import type { OpenPoints } from './MetricsService';
import { avatarReadings } from './avatarReadings';

/** How often the figures are sampled: a report shows a change within this and the rate window. */
export const SAMPLE_EVERY_MS = 5_000;

const MINUTE = METRIC_RESOLUTION.minute.stepMs;
const HOUR = METRIC_RESOLUTION.hour.stepMs;

/** The SQL aggregate of each fold. */
const AGGREGATE = { sum: 'sum', mean: 'avg', max: 'max', min: 'min' } as const;

/** Every metric name by the SQL aggregate that folds it (camera and avatar names share folds). */
function foldsByAggregate(): Record<'sum' | 'avg' | 'max' | 'min', string[]> {
  const out = { sum: [] as string[], avg: [] as string[], max: [] as string[], min: [] as string[] };
  const seen = new Set<string>();
  for (const d of [...Object.values(CAMERA_METRIC), ...Object.values(AVATAR_METRIC)] as MetricDefinition[]) {
    if (seen.has(d.name)) continue;
    seen.add(d.name);
    out[AGGREGATE[d.fold]].push(d.name);
  }
  return out;
}

interface OpenBucket {
  fold: MetricFold;
  sum: number;
  count: number;
  min: number;
  max: number;
}

function valueOf(bucket: OpenBucket): number {
  switch (bucket.fold) {
    case 'sum':
      return bucket.sum;
    case 'mean':
      return bucket.sum / bucket.count;
    case 'max':
      return bucket.max;
    case 'min':
      return bucket.min;
  }
}

/** What the collector reads of the media pipeline: the cameras running now and their statistics. */
export interface CollectorMedia {
  running(): ReadonlyArray<{ device: Pick<DeviceRecord, 'id' | 'parentId'>; health: string | undefined }>;
  statistics: Pick<MediaStatistics, 'cameraIds' | 'cameraFigures' | 'figures'>;
}

export interface CollectorDevices {
  allAvatars(): Promise<DeviceRecord[]>;
}

export class MetricCollector implements OpenPoints {
  private timer: NodeJS.Timeout | undefined;
  /** Start of the minute being filled. */
  private minute = 0;
  private open = new Map<string, Map<string, OpenBucket>>();
  /** Counter readings at the last sample, per camera: lost ms, reconnects, recorded bytes. */
  private readonly counters = new Map<string, { lost: number; reconnects: number; recorded: number }>();
  /** The avatar each camera seen belongs to (its bytes count for the avatar). */
  private readonly parents = new Map<string, string | null>();
  /** End of the last hour folded into 1-hour points. */
  private rolledTo: number | undefined;
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly media: CollectorMedia,
    private readonly devices: CollectorDevices,
    private readonly store: MetricPointRepository,
    private readonly log: Logger,
    private readonly sampleEveryMs = SAMPLE_EVERY_MS,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sample(), this.sampleEveryMs);
    this.timer.unref();
    void this.sample();
  }

  /** Stops sampling and stores the minute being filled. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sample();
    await this.queue(() => this.store.put(this.rows(this.minute, this.open)));
  }

  /** The point of the minute being filled, if the series has one (MetricsService adds it to reports). */
  openMinute(deviceId: string, metric: string): Point | undefined {
    const bucket = this.open.get(deviceId)?.get(metric);
    return bucket ? { time: this.minute, value: valueOf(bucket) } : undefined;
  }

  /** Takes one sample now; stores the minute before when a new one began. */
  async sample(now = Date.now()): Promise<void> {
    const minute = Math.floor(now / MINUTE) * MINUTE;
    if (minute !== this.minute) {
      const closed = this.open;
      const closedMinute = this.minute;
      this.open = new Map();
      this.minute = minute;
      if (closed.size) await this.queue(() => this.store.put(this.rows(closedMinute, closed)));
      await this.queue(() => this.rollUp(now));
    }
    try {
      const online = this.sampleCameras(now);
      await this.sampleAvatars(online);
    } catch (err) {
      this.log.error(`metrics sample failed: ${(err as Error).message}`);
    }
  }

  /** Drops points past their keep (run by the archive's housekeeper). */
  async prune(now = Date.now()): Promise<void> {
    await this.queue(async () => {
      await this.store.prune(MINUTE, now - METRIC_RESOLUTION.minute.keepMs);
      await this.store.prune(HOUR, now - METRIC_RESOLUTION.hour.keepMs);
    });
  }

  /** Samples the cameras; answers how many cameras of each avatar deliver video. */
  private sampleCameras(now: number): Map<string, number> {
    const online = new Map<string, number>();
    const bytesByAvatar = new Map<string, number>();
    const running = new Set<string>();
    for (const camera of this.media.running()) {
      const id = camera.device.id;
      running.add(id);
      this.parents.set(id, camera.device.parentId);
      const figures = this.mainStream(id, now);
      if (camera.health === 'NORMAL' || camera.health === 'BROKEN') {
        this.add(id, CAMERA_METRIC.state, METRIC_STATE[camera.health]);
      }
      if (camera.health === 'NORMAL' && camera.device.parentId) {
        online.set(camera.device.parentId, (online.get(camera.device.parentId) ?? 0) + 1);
      }
      if (!figures) continue;
      this.add(id, CAMERA_METRIC.fps, figures.fps);
      this.add(id, CAMERA_METRIC.bitrate, figures.bitrate);
      if (figures.gop > 0) this.add(id, CAMERA_METRIC.gop, figures.gop);
      this.add(id, CAMERA_METRIC.jitter, figures.jitterMs);
      this.add(id, CAMERA_METRIC.uptime, figures.uptimeMs);
    }
    // Counters of every camera seen, stopped ones too: bytes written as a camera stops still count.
    const seen = this.media.statistics.cameraIds();
    // A deleted camera's statistics are forgotten: so are its last readings.
    const kept = new Set(seen);
    for (const id of this.counters.keys()) {
      if (!kept.has(id)) {
        this.counters.delete(id);
        this.parents.delete(id);
      }
    }
    for (const id of seen) {
      const streams = [...this.media.statistics.cameraFigures(id, now).values()];
      const main = this.mainStream(id, now);
      const reading = {
        lost: main?.lostMsTotal ?? 0,
        reconnects: main?.reconnectsTotal ?? 0,
        recorded: streams.reduce((sum, s) => sum + s.recordedBytesTotal, 0),
      };
      const last = this.counters.get(id) ?? { lost: 0, reconnects: 0, recorded: 0 };
      this.counters.set(id, reading);
      const grew = {
        lost: Math.max(0, reading.lost - last.lost),
        reconnects: Math.max(0, reading.reconnects - last.reconnects),
        recorded: Math.max(0, reading.recorded - last.recorded),
      };
      const isRunning = running.has(id);
      if (isRunning || grew.lost) this.add(id, CAMERA_METRIC.lostTime, grew.lost);
      if (isRunning || grew.reconnects) this.add(id, CAMERA_METRIC.reconnects, grew.reconnects);
      if (isRunning || grew.recorded) this.add(id, CAMERA_METRIC.recordedBytes, grew.recorded);
      const parent = this.parents.get(id);
      if (parent) bytesByAvatar.set(parent, (bytesByAvatar.get(parent) ?? 0) + grew.recorded);
    }
    for (const [avatarId, bytes] of bytesByAvatar) this.add(avatarId, AVATAR_METRIC.recordedBytes, bytes);
    return online;
  }

  private async sampleAvatars(online: Map<string, number>): Promise<void> {
    for (const avatar of await this.devices.allAvatars()) {
      if (!avatar.enabled) continue;
      for (const [metric, value] of avatarReadings(avatar)) this.add(avatar.id, AVATAR_METRIC[metric], value);
      this.add(avatar.id, AVATAR_METRIC.camerasOnline, online.get(avatar.id) ?? 0);
    }
  }

  /** The camera's main (FULL) stream's figures, or its only stream's. */
  private mainStream(cameraId: string, now: number): StreamFigures | undefined {
    return (
      this.media.statistics.figures(cameraId, STREAM_NUMBER.FULL, now) ??
      this.media.statistics.figures(cameraId, STREAM_NUMBER.REVIEW, now)
    );
  }

  private add(deviceId: string, definition: MetricDefinition, value: number): void {
    if (!Number.isFinite(value)) return;
    let series = this.open.get(deviceId);
    if (!series) {
      series = new Map();
      this.open.set(deviceId, series);
    }
    const bucket = series.get(definition.name);
    if (!bucket) {
      series.set(definition.name, { fold: definition.fold, sum: value, count: 1, min: value, max: value });
      return;
    }
    bucket.sum += value;
    bucket.count += 1;
    bucket.min = Math.min(bucket.min, value);
    bucket.max = Math.max(bucket.max, value);
  }

  private rows(minute: number, open: Map<string, Map<string, OpenBucket>>): MetricPointRow[] {
    const rows: MetricPointRow[] = [];
    for (const [deviceId, series] of open) {
      for (const [metric, bucket] of series) {
        rows.push({ deviceId, metric, stepMs: MINUTE, time: minute, value: valueOf(bucket) });
      }
    }
    return rows;
  }

  /** Folds each hour that ended since the last roll-up (the two before a start, after a restart). */
  private async rollUp(now: number): Promise<void> {
    const hour = Math.floor(now / HOUR) * HOUR;
    const from = this.rolledTo ?? hour - 2 * HOUR;
    if (from >= hour) return;
    await this.store.rollUp(MINUTE, HOUR, from, hour, foldsByAggregate());
    this.rolledTo = hour;
  }

  /** Database work one at a time, in order; a failure is logged and the next goes on. */
  private queue(work: () => Promise<void>): Promise<void> {
    this.work = this.work.then(work).catch((err: Error) => this.log.error(`metrics store failed: ${err.message}`));
    return this.work;
  }
}
