/** Events on device markers (spec 3 §2.10, §9): each new event of the default categories is kept
 *  for its witnesses, at most 10 per device; after a subscription error it starts again 5 s later
 *  (the map logs the error only, spec 3 §8). */
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { DEFAULT_AUDIT_CATEGORIES } from '../../../shared/events/auditConstants';
import { TARGET_RESUBSCRIBE_MS } from '../../../shared/maps/geoMapConstants';
import { addDeviceEvent, type MapEvent } from './deviceEvents';
import { MapEventsSubscription } from './geoMapDocuments';

export function useDeviceEvents(): ReadonlyMap<string, MapEvent[]> {
  const client = useClient();
  const [events, setEvents] = useState<ReadonlyMap<string, MapEvent[]>>(new Map());
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const fail = (message: string) => {
      console.warn(`Map audit subscription error: ${message}`);
      retry ??= setTimeout(() => setGeneration((n) => n + 1), TARGET_RESUBSCRIBE_MS);
    };
    const subscription = client
      .subscription(MapEventsSubscription, { categories: [...DEFAULT_AUDIT_CATEGORIES] })
      .subscribe((result) => {
        if (result.error) return fail(result.error.message);
        const update = result.data?.auditEntries;
        if (update?.error) return fail(update.error);
        const entry = update?.entry;
        if (!entry || update?.type === 'delete') return;
        const event: MapEvent = {
          id: entry.context,
          message: entry.message ?? '',
          triggeredAt: entry.triggeredAt ?? Date.now(),
        };
        setEvents((held) =>
          addDeviceEvent(
            held,
            (entry.witnesses ?? []).map((w) => w.id),
            event,
          ),
        );
      });
    return () => {
      subscription.unsubscribe();
      clearTimeout(retry);
    };
  }, [client, generation]);
  return events;
}
