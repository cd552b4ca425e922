/** The probed camera's picture beside what the probe read (issue 36): the platform's snapshot of
 *  the camera taken when the probe answered, or a note when it has none yet. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cameraSnapshotUrl } from '../../../shared/video/snapshotUrl';

export function ProbePicture({ cameraId, name, at }: { cameraId: string; name: string; at: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<number | null>(null);
  if (failed === at) return <p className="vt-muted">{t('cameraAdmin.probe.noPicture')}</p>;
  return (
    <img
      className="vt-camera-probe__picture"
      src={cameraSnapshotUrl(cameraId, at)}
      alt={t('cameraAdmin.probe.picture', { name })}
      onError={() => setFailed(at)}
    />
  );
}
