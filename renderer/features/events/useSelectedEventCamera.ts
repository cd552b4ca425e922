/** The camera and time of the event selected in a view's event list (spec 3 §2.6 Event Video
 *  autoUpdate): its first camera witness at the event's time, or null. */
import { useMemo } from 'react';
import { useAtomValue } from '../../state';
import { firstCamera } from './eventFacts';
import { selectedEventAtom } from './selectedEventAtoms';

export interface SelectedEventCamera {
  eventId: string;
  id: string;
  name: string;
  time: number | undefined;
}

export function useSelectedEventCamera(viewId: string): SelectedEventCamera | null {
  const entry = useAtomValue(selectedEventAtom(viewId));
  return useMemo(() => {
    const camera = entry ? firstCamera(entry) : null;
    return entry && camera ? { eventId: entry.context, ...camera, time: entry.triggeredAt ?? undefined } : null;
  }, [entry]);
}
