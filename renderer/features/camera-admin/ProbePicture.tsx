/** The probed camera's picture beside what the probe read (issue 36): the platform's snapshot of
 *  the camera taken when the probe answered, or a note when it has none yet. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The snapshot route; `at` keeps the browser from showing an older cached picture. */
function snapshotUrl(cameraId: string, at: number): string {
  return `/api/media/snapshot?${new URLSearchParams({ obj: cameraId, at: String(at) }).toString()}`;
}

export function ProbePicture({ cameraId, name, at }: { cameraId: string; name: string; at: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<number | null>(null);
  if (failed === at) return <p className="vt-muted">{t('cameraAdmin.probe.noPicture')}</p>;
  return (
    <img
      className="vt-camera-probe__picture"
      src={snapshotUrl(cameraId, at)}
      alt={t('cameraAdmin.probe.picture', { name })}
      onError={() => setFailed(at)}
    />
  );
}
