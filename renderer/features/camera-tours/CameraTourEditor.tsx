/** A camera tour's page (spec 3 §2.1 /view/cameraTour/add, /view/cameraTour/edit/{cameraTourId}
 *  [/{tabId}[/{stepIndex}]]): loads the tour, then its form. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { TOUR_ERROR } from '../../../shared/tours/cameraTours';
import { ErrorBanner } from '../../ui';
import { adminErrorMessage } from '../admin';
import { CameraTourQuery } from './cameraTourDocuments';
import { NEW_TOUR, tourValues } from './tourFormValues';
import { CameraTourForm } from './CameraTourForm';
import { isTourTab, RUNNING_REFRESH_MS } from './cameraTourPaths';

export interface CameraTourEditorProps {
  tourId?: string | undefined;
  tabId?: string | undefined;
  stepIndex?: string | undefined;
}

export function CameraTourEditor({ tourId, tabId, stepIndex }: CameraTourEditorProps) {
  const { t } = useTranslation();
  const [loaded, refetch] = useQuery({
    query: CameraTourQuery,
    variables: { id: tourId ?? '' },
    pause: !tourId,
    requestPolicy: 'network-only',
  });
  const running = loaded.data?.cameraTour?.running === true;
  // The step a running tour is on, read again as it goes on.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), RUNNING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);
  const tab = isTourTab(tabId) ? tabId : undefined;
  const step = stepIndex !== undefined && /^\d+$/.test(stepIndex) ? Number(stepIndex) : undefined;
  if (!tourId) return <CameraTourForm initial={NEW_TOUR} tab={tab} />;
  if (loaded.error) return <ErrorBanner error={adminErrorMessage(loaded.error)} />;
  const tour = loaded.data?.cameraTour;
  if (!loaded.data) return <p className="vt-muted">{t('cameraTours.loading')}</p>;
  if (!tour) return <ErrorBanner error={TOUR_ERROR.NOT_FOUND} />;
  return (
    <CameraTourForm
      // A tour read again (after a start or stop) keeps what is being typed: the form starts once.
      key={tour.id}
      tour={tour}
      initial={tourValues(tour)}
      tab={tab}
      stepIndex={step}
      onRunChanged={() => refetch({ requestPolicy: 'network-only' })}
    />
  );
}
