/** What a camera tour is doing (issue 28): stopped, disabled, on step n of m, or waiting for an
 *  operator who holds a step's PTZ camera. */
import { useTranslation } from 'react-i18next';
import type { CameraTourRecord } from './cameraTourDocuments';

export function TourState({ tour }: { tour: CameraTourRecord }) {
  const { t } = useTranslation();
  const count = tour.steps?.length ?? 0;
  if (!tour.running) {
    return <span className="vt-tour-state">{t(tour.enabled ? 'cameraTours.stopped' : 'cameraTours.disabled')}</span>;
  }
  const step = (tour.progress?.stepIndex ?? 0) + 1;
  return (
    <span className="vt-tour-state vt-tour-state--running">
      {tour.progress?.yielding
        ? t('cameraTours.yielding', { step, count })
        : t('cameraTours.runningStep', { step, count })}
    </span>
  );
}
