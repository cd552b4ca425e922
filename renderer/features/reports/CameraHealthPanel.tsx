/** A camera's Health tab (issue 29; spec 3 §3.1 Media aspect, §4 device health): its health and, per
 *  stream, what the platform measures — frame rate now and on average, bitrate, GOP, jitter, packet
 *  loss, uptime, archive use per hour and day — read again every few seconds while the tab is open,
 *  with the last hour's frame rate and bitrate drawn below. */
import { useTranslation } from 'react-i18next';
import { CAMERA_METRIC } from '../../../shared/metrics/metricNames';
import { HealthStatus } from '../admin';
import { CameraHealthNotice } from './CameraHealthNotice';
import { HealthTrend } from './HealthTrend';
import { useCameraHealth } from './useCameraHealth';
import { type MediaStats, type StreamFigure, StreamFigures } from './StreamFigures';
import './reports.css';

export function CameraHealthPanel({ cameraId }: { cameraId: string }) {
  const { t } = useTranslation();
  const { device, streams, error } = useCameraHealth(cameraId);
  if (!device) return <CameraHealthNotice error={error} />;
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

/** Everything the Health tab shows of a stream. */
const ALL_FIGURES: readonly StreamFigure[] = [
  'fps',
  'averageFPS',
  'liveBitrate',
  'averageGOP',
  'jitter',
  'packetLoss',
  'uptime',
  'consumedSpace',
  'spaceUsagePerHour',
  'spaceUsagePerDay',
  'resolution',
  'codec',
  'readinessTimeout',
  'livenessTimeout',
];

function StreamStats({
  stream,
}: {
  stream: MediaStats & { name?: string | null; health?: { healthStatus?: string | null } | null };
}) {
  const { t } = useTranslation();
  const title = t('reports.health.stream', {
    stream: stream.streamSize ? t(`reports.health.streamSizes.${stream.streamSize}`) : (stream.name ?? ''),
  });
  return (
    <section className="vt-camera-health__stream" aria-label={title}>
      <h3>
        <bdi>{title}</bdi> <HealthStatus health={stream.health?.healthStatus} />
      </h3>
      <StreamFigures stream={stream} figures={ALL_FIGURES} className="vt-report__figures" />
    </section>
  );
}
