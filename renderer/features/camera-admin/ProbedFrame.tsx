/** The picture a probe brought back (issue 36: the add page shows what the camera sees before it
 *  is saved): the frame the platform grabbed from the probed stream, or a note when none came. */
import { useTranslation } from 'react-i18next';

export function ProbedFrame({ picture }: { picture: string | null | undefined }) {
  const { t } = useTranslation();
  if (!picture) return <p className="vt-muted">{t('cameraAdmin.probe.noPicture')}</p>;
  return (
    <img
      className="vt-camera-probe__picture"
      src={`data:image/jpeg;base64,${picture}`}
      alt={t('cameraAdmin.probe.probedPicture')}
    />
  );
}
