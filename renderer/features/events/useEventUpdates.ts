/** The auditEntries subscription (spec 3 §7.3, §4 socket states): each new or changed entry goes
 *  to the caller; an item with an error field, or a failed socket, is a subscription error, after
 *  which the subscription is made again after 5 s. */
import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { DEFAULT_AUDIT_CATEGORIES } from '../../../shared/events/auditConstants';
import { RESUBSCRIBE_DELAY_MS } from '../../../shared/events/eventListConstants';
import type { EventEntry } from './eventsDocuments';
import { EventUpdatesSubscription } from './eventsDocuments';

export interface EventUpdateHandlers {
  /** A new entry (insert) or a changed one (update, e.g. acknowledged). */
  onEntry(entry: EventEntry, type: 'insert' | 'update' | 'delete' | null): void;
  onError(message: string): void;
  /** An entry arrived after an error: the subscription works again. */
  onRecovered?(): void;
}

export function useEventUpdates(handlers: EventUpdateHandlers, enabled = true): void {
  const client = useClient();
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  // Each error schedules a new subscription (a new generation) after the resubscribe delay.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failed = false;
    const fail = (message: string) => {
      handlersRef.current.onError(message);
      if (failed) return;
      failed = true;
      timer = setTimeout(() => setGeneration((n) => n + 1), RESUBSCRIBE_DELAY_MS);
    };
    const subscription = client
      .subscription(EventUpdatesSubscription, { categories: [...DEFAULT_AUDIT_CATEGORIES] })
      .subscribe((result) => {
        const update = result.data?.auditEntries;
        if (result.error) return fail(result.error.message);
        if (update?.error) return fail(update.error);
        if (!update?.entry) return;
        handlersRef.current.onRecovered?.();
        handlersRef.current.onEntry(update.entry, update.type ?? null);
      });
    return () => {
      subscription.unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [client, enabled, generation]);
}
