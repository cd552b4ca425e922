/** The metric reports (spec 3 §7.1 cameraMetrics/avatarMetrics/cameraReport/avatarReport; issue 29):
 *  which metrics a device has and its points over a period, read from the stored time series with
 *  the bucket still being filled added from memory, so a report shows what happened seconds ago. */
import {
  AVATAR_METRICS,
  CAMERA_METRICS,
  METRIC_RESOLUTION,
  MINUTE_REPORT_MAX_MS,
  metricDefinition,
  type MetricDefinition,
  type MetricUnit,
} from '../../shared/metrics/metricNames';
import type { ConfigurationCheckRow } from '../../shared/metrics/configurationStatus';
import type { HealthSettings } from '../../shared/metrics/healthSettings';
import { streamHealthOf } from '../media';
import type { DeviceRecord } from '../db/repositories/devices';
import type { MetricPointRepository } from '../db/repositories/metricPoints';
import { ConfigurationStatus, type StatusMedia } from './ConfigurationStatus';
import { DomainError } from '../kernel/DomainError';
import { foldPoints, type Point } from './foldPoints';
import {
  archiveUsageFigures,
  liveStreamFigures,
  streamOfAspect,
  type ArchiveUsageFigures,
  type AspectMedia,
  type LiveStreamFigures,
} from './mediaAspectFigures';

export type MetricSubject = 'camera' | 'avatar';

/** The points not stored yet: the current minute of each series (the collector holds them). */
export interface OpenPoints {
  /** The 1-minute point of the bucket being filled, if the series has one. */
  openMinute(deviceId: string, metric: string): Point | undefined;
}

export interface MetricReportData {
  unit: MetricUnit;
  points: Point[];
}

export class MetricsService {
  private open: OpenPoints = { openMinute: () => undefined };

  constructor(
    private readonly store: MetricPointRepository,
    private readonly media: AspectMedia & StatusMedia,
  ) {
    this.configuration = new ConfigurationStatus(media);
  }

  private readonly configuration: ConfigurationStatus;

  /** The configuration status report over these devices (the caller's) and the archive volume. */
  configurationStatus(devices: readonly DeviceRecord[]): Promise<ConfigurationCheckRow[]> {
    return this.configuration.report(devices);
  }

  /** A camera stream's measured Media aspect fields of what it delivers now (spec 3 §3.1), by the
   *  aspect's streamSize: from memory. */
  mediaAspectLive(cameraId: string, streamSize: unknown): LiveStreamFigures {
    return liveStreamFigures(this.media, cameraId, streamOfAspect(streamSize));
  }

  /** A camera stream's Media aspect fields of what its archive holds (spec 3 §3.1): from the index. */
  mediaAspectUsage(cameraId: string, streamSize: unknown): Promise<ArchiveUsageFigures> {
    return archiveUsageFigures(this.media, cameraId, streamOfAspect(streamSize));
  }

  /** A camera stream's health now (spec 3 §3.1 aspect healthStatus) as the camera's readiness and
   *  liveness timeouts read what the stream delivers; `deviceHealth` for a stream not started here. */
  streamHealth(cameraId: string, streamSize: unknown, timeouts: HealthSettings, deviceHealth: string): string {
    const figures = this.media.statistics.figures(cameraId, streamOfAspect(streamSize));
    return streamHealthOf(figures?.liveness, timeouts, deviceHealth);
  }

  /** Reads the points still in memory from now on (the collector, once it runs). */
  useOpenPoints(open: OpenPoints): void {
    this.open = open;
  }

  /** The metrics a camera or an avatar has (spec 3 §7.1 cameraMetrics, avatarMetrics). */
  metrics(subject: MetricSubject): readonly MetricDefinition[] {
    return subject === 'camera' ? CAMERA_METRICS : AVATAR_METRICS;
  }

  /** One metric of one device over [from, to): 1-minute points for a period of up to 48 h,
   *  1-hour points beyond (the hour being filled folded from its minutes). */
  async report(
    subject: MetricSubject,
    deviceId: string,
    metricName: string,
    from: number,
    to: number,
  ): Promise<MetricReportData> {
    const definition = metricDefinition(subject, metricName);
    if (!definition) throw DomainError.badInput(`Unknown metric ${metricName}`);
    if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) {
      throw DomainError.badInput('The report must end after it starts');
    }
    const minute = METRIC_RESOLUTION.minute.stepMs;
    const hour = METRIC_RESOLUTION.hour.stepMs;
    const openMinute = this.open.openMinute(deviceId, definition.name);
    const inRange = (p: Point) => p.time >= from && p.time < to;
    if (to - from <= MINUTE_REPORT_MAX_MS) {
      const stored = await this.store.range(deviceId, definition.name, minute, from, to);
      const points: Point[] = stored.map(({ time, value }) => ({ time, value }));
      if (openMinute && inRange(openMinute) && !points.some((p) => p.time === openMinute.time)) points.push(openMinute);
      return { unit: definition.unit, points };
    }
    const stored = await this.store.range(deviceId, definition.name, hour, from, to);
    const points: Point[] = stored.map(({ time, value }) => ({ time, value }));
    // The hours not rolled up yet (the current one, and one the roll-up has not reached) are
    // folded from their minute points here.
    const rolledTo = points.length ? (points[points.length - 1] as Point).time + hour : from;
    const tailFrom = Math.max(Math.floor(from / hour) * hour, rolledTo);
    if (tailFrom < to) {
      const minutes: Point[] = (await this.store.range(deviceId, definition.name, minute, tailFrom, to)).map(
        ({ time, value }) => ({ time, value }),
      );
      if (openMinute && openMinute.time >= tailFrom && openMinute.time < to) minutes.push(openMinute);
      points.push(...foldPoints(minutes, hour, definition.fold).filter(inRange));
    }
    return { unit: definition.unit, points };
  }
}
