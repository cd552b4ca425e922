/** The statistics and log panel (spec 2 §2 Media player area): frame counters, frames per second,
 *  time to first frame, the log, the request log and the chunk statistics of the player, read
 *  again every STATS_REFRESH_MS while open; and what the platform measures of the camera's streams
 *  (issue 29: frame rate, bitrate, GOP, jitter, packet loss, uptime), loaded when the panel opens. */
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATS_REFRESH_MS } from '../../../shared/video/cellConstants';
import type { PlayerController, PlayerStats } from '../player';
import { CameraStreamStats } from '../reports';

export interface StatsPanelProps {
  controller: PlayerController;
  /** The camera the cell shows, when it shows one. */
  deviceId?: string | null | undefined;
  onClose(): void;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
/** Local wall-clock time to the millisecond. */
function clock(at: number): string {
  const time = new Date(at);
  return `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}.${pad(time.getMilliseconds(), 3)}`;
}

export function StatsPanel({ controller, deviceId, onClose }: StatsPanelProps) {
  const { t } = useTranslation();
  const [stats, setStats] = useState<PlayerStats>(() => controller.stats());
  const [fps, setFps] = useState<number | null>(null);
  const last = useRef({ painted: stats.framesPainted, at: performance.now() });

  useEffect(() => {
    const id = setInterval(() => {
      const next = controller.stats();
      const now = performance.now();
      const seconds = (now - last.current.at) / 1000;
      if (seconds > 0) setFps(Math.max(0, (next.framesPainted - last.current.painted) / seconds));
      last.current = { painted: next.framesPainted, at: now };
      setStats(next);
    }, STATS_REFRESH_MS);
    return () => clearInterval(id);
  }, [controller]);

  const firstFrame =
    stats.firstFrameAt !== null && stats.requestedAt !== null ? stats.firstFrameAt - stats.requestedAt : null;
  const figures: [string, string][] = [
    [t('video.cell.stats.decoded'), String(stats.framesDecoded)],
    [t('video.cell.stats.painted'), String(stats.framesPainted)],
    [t('video.cell.stats.dropped'), String(stats.framesDropped)],
    [t('video.cell.stats.fps'), fps === null ? '–' : fps.toFixed(1)],
    [
      t('video.cell.stats.firstFrame'),
      firstFrame === null ? '–' : t('video.cell.stats.ms', { value: Math.round(firstFrame) }),
    ],
  ];

  return (
    <section className="vt-cell-stats" aria-label={t('video.cell.stats.title')}>
      <header className="vt-cell-stats__header">
        <h3 className="vt-cell-stats__title">{t('video.cell.stats.title')}</h3>
        <button
          type="button"
          className="vt-cell__button"
          aria-label={t('ui.close')}
          title={t('ui.close')}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <dl className="vt-cell-stats__figures">
        {figures.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {deviceId && (
        <>
          <h4>{t('video.cell.stats.platform')}</h4>
          <Suspense fallback={null}>
            <CameraStreamStats cameraId={deviceId} />
          </Suspense>
        </>
      )}
      <h4>{t('video.cell.stats.log')}</h4>
      <ol className="vt-cell-stats__list" aria-label={t('video.cell.stats.log')}>
        {[...stats.log].reverse().map((entry, index) => (
          <li key={index} className={`vt-cell-stats__entry--${entry.level}`}>
            {clock(entry.at)} {entry.level} {entry.message}
          </li>
        ))}
      </ol>
      <h4>{t('video.cell.stats.requests')}</h4>
      <ol className="vt-cell-stats__list" aria-label={t('video.cell.stats.requests')}>
        {[...stats.requests].reverse().map((entry, index) => (
          <li key={index}>
            {clock(entry.at)} {entry.request}
            {entry.detail ? ` ${entry.detail}` : ''}
            {entry.tookMs !== undefined ? ` (${t('video.cell.stats.ms', { value: Math.round(entry.tookMs) })})` : ''}
          </li>
        ))}
      </ol>
      <h4>{t('video.cell.stats.chunks')}</h4>
      <table className="vt-cell-stats__chunks" aria-label={t('video.cell.stats.chunks')}>
        <thead>
          <tr>
            <th scope="col">{t('video.cell.stats.at')}</th>
            <th scope="col">{t('video.cell.stats.pts')}</th>
            <th scope="col">{t('video.cell.stats.bytes')}</th>
            <th scope="col">{t('video.cell.stats.key')}</th>
          </tr>
        </thead>
        <tbody>
          {[...stats.chunks].reverse().map((chunk, index) => (
            <tr key={index}>
              <td>{clock(chunk.at)}</td>
              <td>{clock(chunk.pts)}</td>
              <td>{chunk.bytes}</td>
              <td>{chunk.key ? '✓' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
