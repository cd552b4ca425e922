/** Starting and stopping a camera tour (issue 28) from the list or the tour's page: the platform's
 *  refusal (a disabled tour, one without steps) shows as a toast in the operator's words. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { useToast } from '../../ui';
import { adminErrorMessage } from '../admin';
import { StartCameraTourMutation, StopCameraTourMutation } from './cameraTourDocuments';
import { useTourText } from './useTourText';

export function useTourRun(onDone?: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const say = useTourText();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (tour: { id: string; name: string }, start: boolean) => {
    setBusy(tour.id);
    const result = await client
      .mutation(start ? StartCameraTourMutation : StopCameraTourMutation, { id: tour.id })
      .toPromise();
    setBusy(null);
    if (result.error) return toast(say(adminErrorMessage(result.error)), 'error');
    toast(t(start ? 'cameraTours.startedToast' : 'cameraTours.stoppedToast', { name: tour.name }), 'success');
    onDone?.();
  };
  return { busy, run };
}
