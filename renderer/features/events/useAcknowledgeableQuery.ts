/** A query over the events waiting for acknowledgement in the audit history window (the popup's
 *  list, the badge's count), read again from the platform whenever an acknowledgeable entry
 *  arrives or changes, here or in another console; each arrival is also told to `onArrived`
 *  (the alarm), and the subscription's failure and recovery to their handlers. */
import { useState } from 'react';
import { useQuery, type TypedDocumentNode, type UseQueryArgs, type UseQueryResponse } from 'urql';
import { AUDIT_HISTORY_WINDOW_MS } from '../../../shared/events/eventListConstants';
import type { EventEntry } from './eventsDocuments';
import { useAcknowledgeableUpdates, type AcknowledgeableUpdates } from './useAcknowledgeableUpdates';

export interface AcknowledgeableQueryHandlers extends Pick<AcknowledgeableUpdates, 'onError' | 'onRecovered'> {
  onArrived?(entry: EventEntry, insert: boolean): void;
}

export function useAcknowledgeableQuery<Data, Filter extends object>(
  query: TypedDocumentNode<Data, { filter: Filter & { from: number } }>,
  filterFields: Filter,
  handlers: AcknowledgeableQueryHandlers = {},
): UseQueryResponse<Data, { filter: Filter & { from: number } }> {
  // The window starts when the console opens and stays put, so re-reads page the same list.
  const [filter] = useState(() => ({ ...filterFields, from: Date.now() - AUDIT_HISTORY_WINDOW_MS }));
  const response = useQuery({
    query,
    variables: { filter },
    requestPolicy: 'network-only',
  } as UseQueryArgs<{ filter: Filter & { from: number } }, Data>);
  const [, reexecute] = response;
  useAcknowledgeableUpdates({
    onChange: (entry, insert) => {
      handlers.onArrived?.(entry, insert);
      reexecute({ requestPolicy: 'network-only' });
    },
    onError: handlers.onError,
    onRecovered: handlers.onRecovered,
  });
  return response;
}
