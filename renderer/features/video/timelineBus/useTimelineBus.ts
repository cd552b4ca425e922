/** React access to a view's timeline bus: the bus itself, its device list and whether a Timeline
 *  widget is in the view. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { acquireTimelineBus, type TimelineBus, type TimelineDevice } from './timelineBus';

export function useTimelineBus(viewId: string): TimelineBus {
  const [held] = useState(() => acquireTimelineBus(viewId));
  useEffect(() => held.release, [held]);
  return held.bus;
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
