/** The acknowledgement badge's number (spec 1 §2.10, spec 3 §2.5): how many events wait for
 *  acknowledgement, counted by the platform over every page (requireAcknowledgeCount), so a
 *  backlog beyond the popup's first page of 100 is counted in full; kept current by
 *  useAcknowledgeableQuery, each arrival also told to the caller (the alarm). */
import { type EventEntry, NeedAcknowledgeCountQuery } from './eventsDocuments';
import { useAcknowledgeableQuery } from './useAcknowledgeableQuery';

export function useNeedAcknowledgeCount(onArrived?: (entry: EventEntry, insert: boolean) => void): number {
  const [result] = useAcknowledgeableQuery(NeedAcknowledgeCountQuery, {}, { onArrived });
  return result.data?.requireAcknowledgeCount ?? 0;
}
