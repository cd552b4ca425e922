/** React access to a view's timeline bus: the bus itself, its device list, whether a Timeline
 *  widget is in the view, and the last event marker clicked on it. */
import { useEffect } from 'react';
import { useAtomValue, useStore } from '../../state';
import {
  acquireTimelineBus,
  type TimelineBus,
  timelineBusOf,
  type TimelineDevice,
  type TimelineEventClick,
} from './timelineBus';

/** The view's bus in the session's state, held while the component is mounted (and for its
 *  current view id). */
export function useTimelineBus(viewId: string): TimelineBus {
  const store = useStore();
  const bus = timelineBusOf(viewId, store);
  useEffect(() => acquireTimelineBus(viewId, store).release, [viewId, store]);
  return bus;
}

export function useTimelineDevices(bus: TimelineBus): readonly TimelineDevice[] {
  return useAtomValue(bus.devicesAtom, { store: bus.store });
}

export function useHasTimeline(bus: TimelineBus): boolean {
  return useAtomValue(bus.timelinesAtom, { store: bus.store }) > 0;
}

/** The last event marker clicked on the view's timeline (spec 2 §4 EventClick), or null. */
export function useTimelineEventClick(bus: TimelineBus): TimelineEventClick | null {
  return useAtomValue(bus.eventClickAtom, { store: bus.store });
}
