/** The platform's Prometheus exposition (issue 29; prom-client): the Node process and its event
 *  loop, HTTP requests, GraphQL operation latency, open media sockets, each running camera's frame
 *  rate, bitrate, state, lost time and reconnects, bytes recorded by camera and by storage pool, the
 *  archive volume's free space
 *  and events by category. Camera figures are read from the media pipeline's statistics as a
 *  scrape asks, so nothing is kept twice. */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { STREAM_NUMBER } from '../../../shared/video/constants';
import type { CollectorMedia } from '../MetricCollector';

/** Seconds: request and operation latencies from 5 ms to 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ExpositionSources {
  media: {
    running(): ReadonlyArray<{
      device: { id: string; name: string; config: Record<string, unknown> };
      health: string | undefined;
    }>;
    statistics: CollectorMedia['statistics'];
  };
  /** The archive volume's free bytes now; undefined before it was first read. */
  archiveFreeBytes(): Promise<number | undefined>;
}

export class PrometheusExposition {
  readonly registry = new Registry();
  private readonly http: Histogram<'method' | 'route' | 'status'>;
  private readonly graphql: Histogram<'operation' | 'type' | 'outcome'>;
  private readonly events: Counter<'category'>;
  private mediaSockets = 0;

  constructor(sources: ExpositionSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    /** Seconds by label, in LATENCY_BUCKETS. */
    const latency = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
      new Histogram<L>({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers });
    this.http = latency('vantage_http_request_duration_seconds', 'HTTP requests by method, matched route and status', [
      'method',
      'route',
      'status',
    ]);
    this.graphql = latency(
      'vantage_graphql_operation_duration_seconds',
      'GraphQL operations by name, type and outcome (ok or error)',
      ['operation', 'type', 'outcome'],
    );
    this.events = new Counter({
      name: 'vantage_events_total',
      help: 'Events recorded by category',
      labelNames: ['category'],
      registers,
    });
    const sockets = () => this.mediaSockets;
    new Gauge({
      name: 'vantage_media_sockets',
      help: 'Open media WebSockets (live and archive streams to consoles)',
      registers,
      collect() {
        this.set(sockets());
      },
    });
    const cameraLabels = ['camera', 'name'] as const;
    const running = () => sources.media.running();
    const main = (id: string) =>
      sources.media.statistics.figures(id, STREAM_NUMBER.FULL) ??
      sources.media.statistics.figures(id, STREAM_NUMBER.REVIEW);
    type RunningCamera = ReturnType<typeof running>[number];
    type CameraLabel = (typeof cameraLabels)[number];
    /** A metric per running camera: at each scrape it is reset, then `put` each running camera's
     *  value (read) where it has one, so cameras gone leave no series behind. */
    const perCamera = <M extends { reset(): void }>(
      name: string,
      help: string,
      read: (camera: RunningCamera) => number | undefined,
      put: (metric: M, labels: Record<CameraLabel, string>, value: number) => void,
    ) => ({
      name,
      help,
      labelNames: cameraLabels,
      registers,
      collect(this: M) {
        this.reset();
        for (const camera of running()) {
          const value = read(camera);
          if (value !== undefined) put(this, { camera: camera.device.id, name: camera.device.name }, value);
        }
      },
    });
    /** A gauge per running camera, read from its main stream's figures at scrape time. */
    const cameraGauge = (name: string, help: string, read: (camera: RunningCamera) => number | undefined) =>
      new Gauge(perCamera(name, help, read, (gauge: Gauge<CameraLabel>, labels, value) => gauge.set(labels, value)));
    cameraGauge(
      'vantage_camera_fps',
      'Frames per second a camera delivers (main stream, last 5 s)',
      (c) => main(c.device.id)?.fps,
    );
    cameraGauge(
      'vantage_camera_bitrate_bps',
      'Bits per second a camera delivers (main stream, last 5 s)',
      (c) => main(c.device.id)?.bitrate,
    );
    cameraGauge('vantage_camera_up', '1 while a camera delivers video, 0 when it failed', (c) =>
      c.health === 'NORMAL' ? 1 : c.health === 'BROKEN' ? 0 : undefined,
    );
    /** A counter per running camera, mirrored from its main stream's totals at scrape time. */
    const cameraCounter = (name: string, help: string, read: (id: string) => number | undefined) =>
      new Counter(
        perCamera(
          name,
          help,
          (camera) => read(camera.device.id),
          (counter: Counter<CameraLabel>, labels, value) => counter.inc(labels, value),
        ),
      );
    cameraCounter('vantage_camera_lost_seconds_total', 'Seconds a camera sent no video while it should have', (id) => {
      const lost = main(id)?.lostMsTotal;
      return lost === undefined ? undefined : lost / 1000;
    });
    cameraCounter(
      'vantage_camera_reconnects_total',
      'Restarts of a camera source after a failure',
      (id) => main(id)?.reconnectsTotal,
    );
    new Counter({
      name: 'vantage_recorded_bytes_total',
      help: 'Bytes recorded to the archive by camera and stream since the platform started',
      labelNames: ['camera', 'stream'],
      registers,
      collect() {
        this.reset();
        for (const id of sources.media.statistics.cameraIds()) {
          for (const [stream, figures] of sources.media.statistics.cameraFigures(id)) {
            this.inc(
              { camera: id, stream: stream === STREAM_NUMBER.FULL ? 'FULL' : 'REVIEW' },
              figures.recordedBytesTotal,
            );
          }
        }
      },
    });
    new Counter({
      name: 'vantage_storage_pool_recorded_bytes_total',
      help: 'Bytes the running cameras of each storage pool recorded since the platform started',
      labelNames: ['pool'],
      registers,
      collect() {
        this.reset();
        for (const camera of running()) {
          const storage = camera.device.config.storageConfig as { storagePool?: { name?: unknown } } | undefined;
          const pool = storage?.storagePool?.name;
          const bytes = [...sources.media.statistics.cameraFigures(camera.device.id).values()].reduce(
            (sum, figures) => sum + figures.recordedBytesTotal,
            0,
          );
          this.inc({ pool: typeof pool === 'string' ? pool : '' }, bytes);
        }
      },
    });
    new Gauge({
      name: 'vantage_archive_free_bytes',
      help: 'Free bytes on the archive volume',
      registers,
      async collect() {
        const free = await sources.archiveFreeBytes();
        if (free !== undefined) this.set(free);
      },
    });
  }

  /** One HTTP request answered (the matched route's pattern, never the raw URL). */
  observeHttp(method: string, route: string, status: number, seconds: number): void {
    this.http.observe({ method, route, status: String(status) }, seconds);
  }

  /** One GraphQL operation executed. */
  observeGraphql(operation: string, type: string, ok: boolean, seconds: number): void {
    this.graphql.observe({ operation, type, outcome: ok ? 'ok' : 'error' }, seconds);
  }

  countEvent(category: string): void {
    this.events.inc({ category });
  }

  /** A media socket opened; answers the function to call when it closes (once). */
  mediaSocketOpened(): () => void {
    this.mediaSockets += 1;
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.mediaSockets -= 1;
    };
  }

  /** The exposition in Prometheus's text format, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
