/** Drives the status bar's progress from the user's own exports (spec 1 §2.10, issue 34): while any
 *  is queued or being made, the bar shows how much of them is copied, and Stop cancels them. The
 *  platform pushes each export's progress (videoRequestUpdate); nothing is drawn here. */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useSubscription } from 'urql';
import { useSetAtom } from '../../state';
import { useUserInfo } from '../session';
import { copiedFraction, trackExport } from './exportProgress';
import { exportProgressAtom } from './progressTasks';
import { ExportCancelMutation, type ExportUpdate, ExportUpdateSubscription } from './statusBarDocuments';

export function ExportProgressSource() {
  const { t } = useTranslation();
  const client = useClient();
  const userId = useUserInfo().user.id;
  const setProgress = useSetAtom(exportProgressAtom);
  const [running, setRunning] = useState<ReadonlyMap<string, ExportUpdate>>(new Map());
  const [{ data }] = useSubscription({ query: ExportUpdateSubscription });
  const update = data?.videoRequestUpdate;

  useEffect(() => {
    if (update) setRunning((current) => trackExport(current, update, userId));
  }, [update, userId]);

  const progress = useMemo(() => {
    const requests = [...running.values()];
    if (requests.length === 0) return null;
    const fraction = copiedFraction(requests);
    const ids = requests.map((r) => r.id);
    return {
      label: t('statusbar.progress.exports', { count: requests.length }),
      ...(fraction !== undefined && { fraction }),
      onStop: () => void client.mutation(ExportCancelMutation, { requestIds: ids }).toPromise(),
    };
  }, [running, client, t]);

  useEffect(() => setProgress(progress), [progress, setProgress]);
  useEffect(() => () => setProgress(null), [setProgress]);
  return null;
}
