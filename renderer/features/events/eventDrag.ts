/** The event drag object (spec 3 §2.2–§2.4): an event dragged from a list carries its id under its
 *  own media type for Event Details, and its first camera at the event's time as a camera drag, so
 *  Event Video and camera cells take it as they take a camera (opening the event's time). */
import { writeCameraDrag } from '../camera-drag';
import type { EventEntry } from './eventsDocuments';
import { firstCamera } from './eventFacts';

export const EVENT_DRAG_TYPE = 'application/x-vantage-event';

export function writeEventDrag(data: DataTransfer, entry: EventEntry): void {
  const camera = firstCamera(entry);
  if (camera) writeCameraDrag(data, { ...camera, time: entry.triggeredAt ?? undefined });
  data.setData(EVENT_DRAG_TYPE, JSON.stringify({ id: entry.context }));
  if (!camera) data.setData('text/plain', entry.context);
  data.effectAllowed = 'copy';
}

export function carriesEvent(data: DataTransfer): boolean {
  return Array.from(data.types).includes(EVENT_DRAG_TYPE);
}

/** The dropped event's id, or null for anything else. */
export function readEventDrop(data: DataTransfer): string | null {
  try {
    const value = JSON.parse(data.getData(EVENT_DRAG_TYPE) || 'null') as { id?: unknown } | null;
    return typeof value?.id === 'string' && value.id ? value.id : null;
  } catch {
    return null;
  }
}
