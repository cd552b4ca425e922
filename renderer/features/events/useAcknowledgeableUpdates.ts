/** Spec 3 §4, §7.3: an acknowledgeable entry arriving or changing (here or in another console), as
 *  the acknowledgement popup's list and the badge's count hear of it to read themselves again;
 *  subscription errors are told too. */
import type { EventEntry } from './eventsDocuments';
import { isAcknowledgeable } from './eventFacts';
import { useEventUpdates } from './useEventUpdates';

export interface AcknowledgeableUpdates {
  onChange(entry: EventEntry, insert: boolean): void;
  onError?(message: string): void;
  onRecovered?(): void;
}

export function useAcknowledgeableUpdates({ onChange, onError, onRecovered }: AcknowledgeableUpdates): void {
  useEventUpdates({
    onEntry: (entry, type) => {
      if (isAcknowledgeable(entry)) onChange(entry, type === 'insert');
    },
    onError: (message) => {
      console.warn('Acknowledgement subscription error', message);
      onError?.(message);
    },
    onRecovered: () => onRecovered?.(),
  });
}
