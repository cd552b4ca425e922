/** The latest events of the devices on the image map (spec 3 §2.6 maxEventCount,
 *  showEventsInInvisibleLayers): the last hour's (spec 3 §7.1 default live fetch) when the tracked
 *  devices change, then each live entry from the events feature's auditEntries subscription. */
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import {
  DEFAULT_AUDIT_CATEGORIES,
  LIVE_FETCH_LIMIT,
  LIVE_FETCH_WINDOW_MS,
} from '../../../shared/events/auditConstants';
import { useEventUpdates } from '../events';
import { addDeviceEvents, type DeviceEvents } from './deviceEvents';
import { ImageMapEventsQuery } from './imageMapDocuments';

export function useDeviceEvents(tracked: ReadonlySet<string>): DeviceEvents {
  const key = [...tracked].sort().join('\n');
  const witnesses = useMemo(() => (key ? key.split('\n') : []), [key]);
  // The window's start is fixed per set of devices, so the query's variables stay stable.
  const from = useMemo(() => Date.now() - LIVE_FETCH_WINDOW_MS, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const [result] = useQuery({
    query: ImageMapEventsQuery,
    variables: {
      filter: { witnesses, categories: [...DEFAULT_AUDIT_CATEGORIES], from, limit: LIVE_FETCH_LIMIT },
    },
    pause: witnesses.length === 0,
    requestPolicy: 'network-only',
  });
  const [events, setEvents] = useState<DeviceEvents>({});

  useEffect(() => {
    const entries = result.data?.auditEntries;
    if (entries) setEvents((state) => addDeviceEvents(state, entries, tracked));
  }, [result.data, tracked]);

  useEventUpdates(
    {
      onEntry: (entry) => setEvents((state) => addDeviceEvents(state, [entry], tracked)),
      // The subscription recreates itself after 5 s; the events shown stay meanwhile.
      onError: () => undefined,
    },
    witnesses.length > 0,
  );
  return events;
}
