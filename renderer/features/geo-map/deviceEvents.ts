/** The latest events of each device for its map marker (spec 3 §9 Map: at most 10 per device),
 *  newest first. */
import { MAX_EVENTS_PER_DEVICE } from '../../../shared/maps/geoMapConstants';

export interface MapEvent {
  id: string;
  message: string;
  triggeredAt: number;
}

export function addDeviceEvent(
  events: ReadonlyMap<string, MapEvent[]>,
  witnessIds: readonly string[],
  event: MapEvent,
): Map<string, MapEvent[]> {
  const next = new Map(events);
  for (const id of new Set(witnessIds)) {
    const list = (next.get(id) ?? []).filter((e) => e.id !== event.id);
    list.push(event);
    list.sort((a, b) => b.triggeredAt - a.triggeredAt);
    next.set(id, list.slice(0, MAX_EVENTS_PER_DEVICE));
  }
  return next;
}
