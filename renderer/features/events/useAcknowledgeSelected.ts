/** The alarm selected in a view's event list, for acknowledging it from elsewhere (issue 30: the
 *  command palette): null unless the selected entry still needs acknowledging (spec 3 §4). When the
 *  view's Event Details form requires notes, it is acknowledged there: `requiredNotes` leads to them. */
import { useCallback, useMemo } from 'react';
import { useAtom, useAtomValue } from '../../state';
import { type RequiredNotes, requiredNotesAtom } from './acknowledgeNotesAtoms';
import { firstCamera, needsAcknowledge } from './eventFacts';
import { selectedEventAtom } from './selectedEventAtoms';
import { useAcknowledge } from './useAcknowledge';

export interface SelectedAlarm {
  eventId: string;
  /** The event's message as the list shows it. */
  message: string;
  camera: { id: string; name: string } | null;
  /** Resolves true when the platform acknowledged it. */
  acknowledge(): Promise<boolean>;
  /** The notes the view requires before acknowledging (spec 3 §2.6), or null when none are. */
  requiredNotes: RequiredNotes | null;
}

export function useAcknowledgeSelected(viewId: string | null): SelectedAlarm | null {
  const [entry, setEntry] = useAtom(selectedEventAtom(viewId ?? ''));
  const acknowledgeEntries = useAcknowledge();
  const requiredNotes = useAtomValue(requiredNotesAtom(viewId ?? ''));
  const acknowledge = useCallback(async () => {
    if (!entry) return false;
    const outcome = await acknowledgeEntries([entry]);
    const [updated] = outcome.entries;
    if (updated) setEntry(updated);
    return outcome.failed.length === 0 && updated !== undefined;
  }, [entry, acknowledgeEntries, setEntry]);
  return useMemo(
    () =>
      viewId && entry && needsAcknowledge(entry)
        ? {
            eventId: entry.context,
            message: entry.message ?? entry.context,
            camera: firstCamera(entry),
            acknowledge,
            requiredNotes,
          }
        : null,
    [viewId, entry, acknowledge, requiredNotes],
  );
}
