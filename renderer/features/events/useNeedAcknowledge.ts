/** The entries waiting for acknowledgement (spec 3 §2.5, §7.1 requireAcknowledgeEntries): the
 *  popup's first page, kept current by useAcknowledgeableQuery. */
import { useState } from 'react';
import { AUDIT_PAGE_LIMIT } from '../../../shared/events/auditConstants';
import { type EventEntry, NeedAcknowledgeQuery } from './eventsDocuments';
import { useAcknowledgeableQuery } from './useAcknowledgeableQuery';

export interface NeedAcknowledge {
  entries: EventEntry[];
  fetching: boolean;
  error: string | null;
  /** The subscription failed and is being made again (spec 3 §8 'Subscription error'). */
  subscriptionFailed: boolean;
  refresh(): void;
}

export function useNeedAcknowledge(): NeedAcknowledge {
  const [subscriptionFailed, setSubscriptionFailed] = useState(false);
  const [result, reexecute] = useAcknowledgeableQuery(
    NeedAcknowledgeQuery,
    { limit: AUDIT_PAGE_LIMIT },
    { onError: () => setSubscriptionFailed(true), onRecovered: () => setSubscriptionFailed(false) },
  );
  return {
    entries: (result.data?.requireAcknowledgeEntries ?? []).filter((entry) => !entry.isAcknowledged),
    fetching: result.fetching,
    error: result.error?.message ?? null,
    subscriptionFailed,
    refresh: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
