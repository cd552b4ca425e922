/** The realm's labels (spec 3 §7.1 labels), read again whenever labelUpdate reports a change from
 *  any console (§7.3), with 'Labels query error: {message}' as a toast (§8). */
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import type { ResultOf } from '../../graphql';
import { useToast } from '../../ui';
import { type LabelFields, LabelsQuery, LabelUpdates } from './labelsDocuments';

export type LabelItem = ResultOf<typeof LabelFields>;

export interface Labels {
  labels: LabelItem[];
  fetching: boolean;
  /** Reads the list again from the platform. */
  refresh(): void;
}

export function useLabels(): Labels {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useClient();
  const [result, reexecute] = useQuery({ query: LabelsQuery });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  useEffect(() => {
    if (result.error) toast(t('labels.queryError', { message: result.error.message }), 'error');
  }, [result.error, t, toast]);

  useEffect(() => {
    const subscription = client.subscription(LabelUpdates, {}).subscribe((update) => {
      if (update.data) refresh();
    });
    return () => subscription.unsubscribe();
  }, [client, refresh]);

  return { labels: result.data?.labels ?? [], fetching: result.fetching, refresh };
}
