/** The acknowledgement badge's number (spec 1 §2.10, spec 3 §2.5): how many events wait for
 *  acknowledgement, counted by the platform over every page (requireAcknowledgeCount), so a
 *  backlog beyond the popup's first page of 100 is counted in full; read again when an
 *  acknowledgeable entry arrives or changes (here or in another console), each arrival also told
 *  to the caller (the alarm). The window is the popup list's (the audit history window). */
import { useState } from 'react';
import { useQuery } from 'urql';
import { AUDIT_HISTORY_WINDOW_MS } from '../../../shared/events/eventListConstants';
import { type EventEntry, NeedAcknowledgeCountQuery } from './eventsDocuments';
import { useAcknowledgeableUpdates } from './useAcknowledgeableUpdates';

export function useNeedAcknowledgeCount(onArrived?: (entry: EventEntry, insert: boolean) => void): number {
  const [filter] = useState(() => ({ from: Date.now() - AUDIT_HISTORY_WINDOW_MS }));
  const [result, reexecute] = useQuery({
    query: NeedAcknowledgeCountQuery,
    variables: { filter },
    requestPolicy: 'network-only',
  });
  useAcknowledgeableUpdates({
    onChange: (entry, insert) => {
      onArrived?.(entry, insert);
      reexecute({ requestPolicy: 'network-only' });
    },
  });
  return result.data?.requireAcknowledgeCount ?? 0;
}
