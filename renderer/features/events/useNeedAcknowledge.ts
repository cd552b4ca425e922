/** The entries waiting for acknowledgement (spec 3 §2.5, §7.1 requireAcknowledgeEntries), read
 *  again when an acknowledgeable entry arrives or changes (here or in another console); each
 *  arrival is also told to the caller (the alarm). */
import { useState } from 'react';
import { useQuery } from 'urql';
import { AUDIT_PAGE_LIMIT } from '../../../shared/events/auditConstants';
import { AUDIT_HISTORY_WINDOW_MS } from '../../../shared/events/eventListConstants';
import { type EventEntry, NeedAcknowledgeQuery } from './eventsDocuments';
import { useAcknowledgeableUpdates } from './useAcknowledgeableUpdates';

export interface NeedAcknowledge {
  entries: EventEntry[];
  fetching: boolean;
  error: string | null;
  /** The subscription failed and is being made again (spec 3 §8 'Subscription error'). */
  subscriptionFailed: boolean;
  refresh(): void;
}

export function useNeedAcknowledge(onArrived?: (entry: EventEntry, insert: boolean) => void): NeedAcknowledge {
  const [filter] = useState(() => ({ from: Date.now() - AUDIT_HISTORY_WINDOW_MS, limit: AUDIT_PAGE_LIMIT }));
  const [subscriptionFailed, setSubscriptionFailed] = useState(false);
  const [result, reexecute] = useQuery({
    query: NeedAcknowledgeQuery,
    variables: { filter },
    requestPolicy: 'network-only',
  });
  useAcknowledgeableUpdates({
    onChange: (entry, insert) => {
      onArrived?.(entry, insert);
      reexecute({ requestPolicy: 'network-only' });
    },
    onError: () => setSubscriptionFailed(true),
    onRecovered: () => setSubscriptionFailed(false),
  });
  return {
    entries: (result.data?.requireAcknowledgeEntries ?? []).filter((entry) => !entry.isAcknowledged),
    fetching: result.fetching,
    error: result.error?.message ?? null,
    subscriptionFailed,
    refresh: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
