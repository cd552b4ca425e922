/** The platform's figures of a camera's streams in a camera cell's statistics panel (issue 29; spec 2
 *  statistics and log panel, spec 3 §3.1 Media aspect): frame rate, bitrate, GOP, jitter, packet loss
 *  and uptime of each stream as the platform receives it from the camera — beside the player's own
 *  counters, so an operator tells a camera that sends badly from a console that plays badly — and,
 *  in the Cameras list, what its archive holds and records a day. Read again every few seconds
 *  while shown. */
import { useTranslation } from 'react-i18next';
import { CameraHealthNotice } from './CameraHealthNotice';
import { LIVE_FIGURES, type MediaStats, type StreamFigure, StreamFigures } from './StreamFigures';
import { useCameraHealth } from './useCameraHealth';
import './reports.css';

/** What an administrator sizes a camera's storage by, after its live figures. */
const WITH_ARCHIVE: readonly StreamFigure[] = [...LIVE_FIGURES, 'consumedSpace', 'spaceUsagePerDay'];

export function CameraStreamStats({ cameraId, withArchive = false }: { cameraId: string; withArchive?: boolean }) {
  const { t } = useTranslation();
  const read = useCameraHealth(cameraId);
  if (!read.device) return <CameraHealthNotice error={read.error} />;
  const streams = read.streams as Array<MediaStats & { id: string; name?: string | null }>;
  if (streams.length === 0) return <p className="vt-muted">{t('reports.health.noStreams')}</p>;
  return (
    <div className="vt-stream-stats">
      {streams.map((stream) => {
        const title = t('reports.health.stream', {
          stream: stream.streamSize ? t(`reports.health.streamSizes.${stream.streamSize}`) : (stream.name ?? ''),
        });
        return (
          <section
            key={stream.id}
            className="vt-stream-stats__stream"
            aria-label={title}
            data-stream={stream.streamSize}
          >
            <h5>
              <bdi>{title}</bdi>
            </h5>
            <StreamFigures
              stream={stream}
              figures={withArchive ? WITH_ARCHIVE : LIVE_FIGURES}
              className="vt-stream-stats__figures"
            />
          </section>
        );
      })}
    </div>
  );
}
