/** The camera list's hover preview (spec 2 §9: after 500 ms): the camera's current picture. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cameraSnapshotUrl } from '../../../shared/video/snapshotUrl';
import { CAMERA_HOVER_PREVIEW_DELAY_MS } from '../../../shared/video/videoWidgetConstants';

export interface CameraHoverPreviewProps {
  deviceId: string;
  name: string;
}

export function CameraHoverPreview({ deviceId, name }: CameraHoverPreviewProps) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSrc(cameraSnapshotUrl(deviceId, Date.now())), CAMERA_HOVER_PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [deviceId]);
  if (!src) return null;
  return (
    <div className="vt-camera-preview" role="tooltip">
      {failed ? (
        <span className="vt-muted">{t('video.widgets.previewUnavailable')}</span>
      ) : (
        <img src={src} alt={t('video.widgets.previewOf', { name })} onError={() => setFailed(true)} />
      )}
    </div>
  );
}
