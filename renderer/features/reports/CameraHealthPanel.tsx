/** A camera's Health tab (issue 29; spec 3 §3.1 Media aspect, §4 device health): its health and, per
 *  stream, what the platform measures — frame rate now and on average, bitrate, GOP, jitter, packet
 *  loss, uptime, archive use per hour and day — read again every few seconds while the tab is open,
 *  with the last hour's frame rate and bitrate drawn below. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { CAMERA_METRIC } from '../../../shared/metrics/metricNames';
import { adminErrorMessage, HealthStatus } from '../admin';
import { HealthTrend } from './HealthTrend';
import { CameraHealthQuery } from './reportsDocuments';
import { useMetricFormat } from './useMetricFormat';
import './reports.css';

/** How often the tab reads the camera again (ms): the platform's statistics move by the second. */
export const HEALTH_REFRESH_MS = 3_000;

type MediaStats = Partial<{
  streamSize: string | null;
  videoWidth: number | null;
  videoHeight: number | null;
  videoCodec: string | null;
  codec: string | null;
  audioCodec: string | null;
  FPS: number | null;
  averageFPS: number | null;
  liveBitrate: number | null;
  averageGOP: number | null;
  jitter: number | null;
  packetLoss: number | null;
  uptime: number | null;
  consumedSpace: number | null;
  spaceUsagePerHour: number | null;
  spaceUsagePerDay: number | null;
}>;

export function CameraHealthPanel({ cameraId }: { cameraId: string }) {
  const { t } = useTranslation();
  const [read, reread] = useQuery({
    query: CameraHealthQuery,
    variables: { id: cameraId },
    requestPolicy: 'network-only',
  });
  useEffect(() => {
    const timer = setInterval(() => reread({ requestPolicy: 'network-only' }), HEALTH_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reread]);

  const device = read.data?.device;
  if (read.error && !device)
    return <p role="alert">{t('reports.error', { message: adminErrorMessage(read.error) })}</p>;
  if (!device) return <p className="vt-muted">{t('admin.kit.loading')}</p>;
  const streams = (device.aspects ?? []).filter((aspect) => aspect.type === 'Media');
  return (
    <div className="vt-camera-health">
      <p className="vt-camera-health__status">
        <span className="vt-muted">{t('reports.health.device')}</span> <HealthStatus health={device.healthStatus} />
      </p>
      {streams.length === 0 && <p className="vt-muted">{t('reports.health.noStreams')}</p>}
      {streams.map((stream) => (
        <StreamStats key={stream.id} stream={stream as MediaStats & (typeof streams)[number]} />
      ))}
      <div className="vt-camera-health__trends">
        <HealthTrend cameraId={cameraId} metric={CAMERA_METRIC.fps} />
        <HealthTrend cameraId={cameraId} metric={CAMERA_METRIC.bitrate} />
      </div>
    </div>
  );
}

function StreamStats({
  stream,
}: {
  stream: MediaStats & {
    name?: string | null;
    health?: { healthStatus?: string | null; readinessTimeout?: number | null; livenessTimeout?: number | null } | null;
  };
}) {
  const { t } = useTranslation();
  const fps = useMetricFormat('fps');
  const bps = useMetricFormat('bps');
  const bytes = useMetricFormat('bytes');
  const ms = useMetricFormat('ms');
  const pct = useMetricFormat('pct');
  const pcs = useMetricFormat('pcs');
  const seconds = (value: number | null | undefined) => ms(value == null ? value : value * 1000);
  const size = stream.videoWidth && stream.videoHeight ? `${stream.videoWidth}×${stream.videoHeight}` : '—';
  const codec = [stream.videoCodec ?? stream.codec, stream.audioCodec].filter(Boolean).join(' / ') || '—';
  const stats: Array<[string, string]> = [
    ['fps', fps(stream.FPS)],
    ['averageFPS', fps(stream.averageFPS)],
    ['liveBitrate', bps(stream.liveBitrate)],
    ['averageGOP', pcs(stream.averageGOP)],
    ['jitter', ms(stream.jitter)],
    ['packetLoss', pct(stream.packetLoss)],
    ['uptime', seconds(stream.uptime)],
    ['consumedSpace', bytes(stream.consumedSpace)],
    ['spaceUsagePerHour', bytes(stream.spaceUsagePerHour)],
    ['spaceUsagePerDay', bytes(stream.spaceUsagePerDay)],
    ['resolution', size],
    ['codec', codec],
    ['readinessTimeout', seconds(stream.health?.readinessTimeout)],
    ['livenessTimeout', seconds(stream.health?.livenessTimeout)],
  ];
  const title = t('reports.health.stream', {
    stream: stream.streamSize ? t(`reports.health.streamSizes.${stream.streamSize}`) : (stream.name ?? ''),
  });
  return (
    <section className="vt-camera-health__stream" aria-label={title}>
      <h3>
        <bdi>{title}</bdi> <HealthStatus health={stream.health?.healthStatus} />
      </h3>
      <dl className="vt-report__figures">
        {stats.map(([key, value]) => (
          <div key={key} className="vt-stat" data-stat={key}>
            <dt>{t(`reports.health.stats.${key}`)}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
