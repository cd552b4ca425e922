/** Per view, how to reach the notes of the Event Details form when it requires them (spec 3 §2.6
 *  requireAcknowledgeDetails): an acknowledgement made elsewhere (issue 30: the command palette)
 *  then takes the operator to the notes instead of acknowledging without them. */
import { atom, type PrimitiveAtom } from '../../state';

export interface RequiredNotes {
  /** Moves the focus to the notes field. */
  focus(): void;
}

const byView = new Map<string, PrimitiveAtom<RequiredNotes | null>>();

export function requiredNotesAtom(viewId: string): PrimitiveAtom<RequiredNotes | null> {
  let held = byView.get(viewId);
  if (!held) {
    held = atom<RequiredNotes | null>(null);
    byView.set(viewId, held);
  }
  return held;
}
