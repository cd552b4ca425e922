/** React access to a view's timeline bus: the bus itself, its device list and whether a Timeline
 *  widget is in the view. */
import { useEffect, useSyncExternalStore } from 'react';
import { acquireTimelineBus, type TimelineBus, timelineBusOf, type TimelineDevice } from './timelineBus';

/** The view's bus, held while the component is mounted (and for its current view id). */
export function useTimelineBus(viewId: string): TimelineBus {
  const bus = timelineBusOf(viewId);
  useEffect(() => acquireTimelineBus(viewId).release, [viewId]);
  return bus;
}

export function useTimelineDevices(bus: TimelineBus): readonly TimelineDevice[] {
  return useSyncExternalStore(
    (listener) => bus.subscribe(listener),
    () => bus.list(),
  );
}

export function useHasTimeline(bus: TimelineBus): boolean {
  return useSyncExternalStore(
    (listener) => bus.subscribe(listener),
    () => bus.hasTimeline(),
  );
}
