/** Spec 3 §2.6 Events and Archive Events associatedWidgets and userInteraction: what an event list
 *  tells the widgets it is associated with in its view, and what a Device List tells it.
 *  - The list's event: the one the operator selects, and, unless userInteraction is on, each new
 *    event arriving at the top of the live list. Each associated Image Map brings the event's camera
 *    onto its map and marks its pin; each associated Camera Live Viewer shows the camera live.
 *  - A camera picked (clicked) in a Device List of the view puts the lists associated with
 *    DeviceList in associated mode on that camera, as dropping it on them does.
 *  Kept per view in the session's store, as the selected event is; a widget mounted later (a view
 *  opened again) follows only what is told after it came, so it does not undo the operator's own
 *  choices since. */
import { useMemo, useState } from 'react';
import type { AssociatedWidget } from '../../../shared/events/eventListConstants';
import { atom, type PrimitiveAtom, useAtomValue, useSetAtom } from '../../state';
import type { EventEntry } from './eventsDocuments';
import { firstCamera } from './eventFacts';
import type { SelectedEventCamera } from './useSelectedEventCamera';

export interface AssociatedEvent {
  entry: EventEntry;
  /** The widgets the list that sent it is associated with. */
  widgets: readonly AssociatedWidget[];
  /** When it was told (ms). */
  at: number;
}

export interface PickedCamera {
  id: string;
  name: string;
  /** When it was picked: picking the same camera again associates the lists again. */
  at: number;
}

function perView<T>(): (viewId: string) => PrimitiveAtom<T | null> {
  const byView = new Map<string, PrimitiveAtom<T | null>>();
  return (viewId) => {
    let held = byView.get(viewId);
    if (!held) {
      held = atom<T | null>(null);
      byView.set(viewId, held);
    }
    return held;
  };
}

export const associatedEventAtom = perView<AssociatedEvent>();
export const pickedCameraAtom = perView<PickedCamera>();

/** The camera and time of the list event `widget` shows in view `viewId`, or null. */
export function useAssociatedEventCamera(viewId: string, widget: AssociatedWidget): SelectedEventCamera | null {
  const associated = useAtomValue(associatedEventAtom(viewId));
  const [mountedAt] = useState(Date.now);
  return useMemo(() => {
    if (!associated || associated.at < mountedAt || !associated.widgets.includes(widget)) return null;
    const { entry } = associated;
    const camera = firstCamera(entry);
    return camera ? { eventId: entry.context, ...camera, time: entry.triggeredAt ?? undefined } : null;
  }, [associated, widget, mountedAt]);
}

/** The camera last picked in the view's Device Lists since the caller mounted, or null. */
export function usePickedCamera(viewId: string): PickedCamera | null {
  const picked = useAtomValue(pickedCameraAtom(viewId));
  const [mountedAt] = useState(Date.now);
  return picked && picked.at >= mountedAt ? picked : null;
}

/** For a Device List: tells the view's event lists that the operator picked a camera. */
export function usePickCameraForEvents(viewId: string): (camera: { id: string; name: string }) => void {
  const set = useSetAtom(pickedCameraAtom(viewId));
  return useMemo(() => (camera) => set({ id: camera.id, name: camera.name, at: Date.now() }), [set]);
}
