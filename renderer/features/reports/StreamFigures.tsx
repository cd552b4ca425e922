/** One stream's figures as the platform measures them (issue 29; spec 3 §3.1 Media aspect: FPS,
 *  averageFPS, liveBitrate, averageGOP, jitter, packetLoss, uptime, consumedSpace, space per hour and
 *  day), each in the operator's language and the spec's units (§9). A camera's Health tab shows them
 *  all; a camera cell's statistics panel the live few. */
import { useTranslation } from 'react-i18next';
import { useMetricFormat } from './useMetricFormat';

export type MediaStats = Partial<{
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
  health: { readinessTimeout?: number | null; livenessTimeout?: number | null } | null;
}>;

export type StreamFigure =
  | 'fps'
  | 'averageFPS'
  | 'liveBitrate'
  | 'averageGOP'
  | 'jitter'
  | 'packetLoss'
  | 'uptime'
  | 'consumedSpace'
  | 'spaceUsagePerHour'
  | 'spaceUsagePerDay'
  | 'resolution'
  | 'codec'
  | 'readinessTimeout'
  | 'livenessTimeout';

/** What a live stream's health is read from: how fast and how evenly it arrives, and for how long. */
export const LIVE_FIGURES: readonly StreamFigure[] = [
  'fps',
  'liveBitrate',
  'averageGOP',
  'jitter',
  'packetLoss',
  'uptime',
];

export function StreamFigures({
  stream,
  figures,
  className,
}: {
  stream: MediaStats;
  figures: readonly StreamFigure[];
  /** The list's class; each figure is a `vt-stat` with its key in data-stat. */
  className: string;
}) {
  const { t } = useTranslation();
  const fps = useMetricFormat('fps');
  const bps = useMetricFormat('bps');
  const bytes = useMetricFormat('bytes');
  const ms = useMetricFormat('ms');
  const pct = useMetricFormat('pct');
  const pcs = useMetricFormat('pcs');
  // uptime and the health timeouts are seconds (spec 3 §3.1).
  const seconds = (value: number | null | undefined) => ms(value == null ? value : value * 1000);
  const value = (figure: StreamFigure): string => {
    switch (figure) {
      case 'fps':
        return fps(stream.FPS);
      case 'averageFPS':
        return fps(stream.averageFPS);
      case 'liveBitrate':
        return bps(stream.liveBitrate);
      case 'averageGOP':
        return pcs(stream.averageGOP);
      case 'jitter':
        return ms(stream.jitter);
      case 'packetLoss':
        return pct(stream.packetLoss);
      case 'uptime':
        return seconds(stream.uptime);
      case 'consumedSpace':
        return bytes(stream.consumedSpace);
      case 'spaceUsagePerHour':
        return bytes(stream.spaceUsagePerHour);
      case 'spaceUsagePerDay':
        return bytes(stream.spaceUsagePerDay);
      case 'resolution':
        return stream.videoWidth && stream.videoHeight ? `${stream.videoWidth}×${stream.videoHeight}` : '—';
      case 'codec':
        return [stream.videoCodec ?? stream.codec, stream.audioCodec].filter(Boolean).join(' / ') || '—';
      case 'readinessTimeout':
        return seconds(stream.health?.readinessTimeout);
      case 'livenessTimeout':
        return seconds(stream.health?.livenessTimeout);
    }
  };
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure} className="vt-stat" data-stat={figure}>
          <dt>{t(`reports.health.stats.${figure}`)}</dt>
          <dd>
            <bdi>{value(figure)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
