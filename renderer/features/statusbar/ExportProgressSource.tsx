/** Drives the status bar's progress from the user's own exports (spec 1 §2.10, issue 34): while any
 *  is queued or being made, the bar shows how much of them is copied, and Stop cancels them. The
 *  platform pushes each export's progress (videoRequestUpdate); nothing is drawn here. */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useSubscription } from 'urql';
import { FINAL_REQUEST_STATUSES, type VideoRequestStatus } from '../../../shared/video/deliveryConstants';
import { useSetAtom } from '../../state';
import { useUserInfo } from '../session';
import { exportProgressAtom } from './progressTasks';
import { ExportCancelMutation, type ExportUpdate, ExportUpdateSubscription } from './statusBarDocuments';

/** Keeps the user's unfinished exports, by id, from the pushes. */
function track(running: ReadonlyMap<string, ExportUpdate>, update: ExportUpdate, userId: string) {
  const next = new Map(running);
  const finished = FINAL_REQUEST_STATUSES.includes(update.status as VideoRequestStatus) || update.status === 'PAUSED';
  if (update.userId !== userId || update.type === 'Auto' || finished) next.delete(update.id);
  else next.set(update.id, update);
  return next;
}

export function ExportProgressSource() {
  const { t } = useTranslation();
  const client = useClient();
  const userId = useUserInfo().user.id;
  const setProgress = useSetAtom(exportProgressAtom);
  const [running, setRunning] = useState<ReadonlyMap<string, ExportUpdate>>(new Map());
  const [{ data }] = useSubscription({ query: ExportUpdateSubscription });
  const update = data?.videoRequestUpdate;

  useEffect(() => {
    if (update) setRunning((current) => track(current, update, userId));
  }, [update, userId]);

  const progress = useMemo(() => {
    const requests = [...running.values()];
    if (requests.length === 0) return null;
    const size = requests.reduce((sum, r) => sum + (r.size ?? 0), 0);
    const copied = requests.reduce((sum, r) => sum + (r.downloaded ?? 0), 0);
    // Until every export knows its size the bar runs without a fraction.
    const sized = requests.every((r) => (r.size ?? 0) > 0);
    const ids = requests.map((r) => r.id);
    return {
      label: t('statusbar.progress.exports', { count: requests.length }),
      ...(sized && size > 0 && { fraction: Math.min(1, copied / size) }),
      onStop: () => void client.mutation(ExportCancelMutation, { requestIds: ids }).toPromise(),
    };
  }, [running, client, t]);

  useEffect(() => setProgress(progress), [progress, setProgress]);
  useEffect(() => () => setProgress(null), [setProgress]);
  return null;
}
