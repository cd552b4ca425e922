/** /matrix/{cameraId} and /matrix/{cameraId}/{timestamp} (spec 2 §2 Routes): the player test
 *  route — one camera cell in archive mode with its timeline, from the timestamp (ms) or 10 min
 *  back. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ARCHIVE_DEFAULT_START_BACK_MS } from '../../../shared/video/playerConstants';
import { CameraCell } from '../camera-cell';
import { usePlayer } from '../player';
import { cellOptions } from './cellOptions';
import { useArchiveStart } from './useArchiveStart';
import { useCameraName } from './useCameraName';
import './videoWidgets.css';

/** The start time from the route, or null when it is missing or not a number. */
export function matrixStartTime(timestamp: string | undefined): number | null {
  if (timestamp === undefined || !/^\d+$/.test(timestamp)) return null;
  const time = Number(timestamp);
  return Number.isSafeInteger(time) ? time : null;
}

export function MatrixPage() {
  const { t } = useTranslation();
  const { cameraId = '', timestamp } = useParams();
  const controller = usePlayer();
  const { name, missing } = useCameraName(cameraId, cameraId, () => undefined);
  const start = matrixStartTime(timestamp);
  const archiveStart = useArchiveStart(cameraId || null);

  useEffect(() => {
    if (!cameraId) return;
    controller.playArchive(start ?? Date.now() - ARCHIVE_DEFAULT_START_BACK_MS, 1, cameraId);
  }, [controller, cameraId, start]);

  return (
    <main className="vt-matrix-page" aria-label={t('video.widgets.matrixTitle', { name })}>
      {missing ? (
        <p className="vt-widget-message">{t('video.widgets.cameraNotFound')}</p>
      ) : (
        <CameraCell
          controller={controller}
          device={{ id: cameraId, name }}
          options={{ ...cellOptions({}, 'archive'), canReplaceSource: false }}
          archiveStart={archiveStart}
        />
      )}
    </main>
  );
}
