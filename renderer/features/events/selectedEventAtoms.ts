/** The event selected in a view's event list (spec 3 §2.3, §2.6 autoUpdate): Event Details and
 *  Event Video of the same view follow it. Kept per view in the session's store. */
import { atom, type PrimitiveAtom } from '../../state';
import type { EventEntry } from './eventsDocuments';

const byView = new Map<string, PrimitiveAtom<EventEntry | null>>();

export function selectedEventAtom(viewId: string): PrimitiveAtom<EventEntry | null> {
  let held = byView.get(viewId);
  if (!held) {
    held = atom<EventEntry | null>(null);
    byView.set(viewId, held);
  }
  return held;
}
