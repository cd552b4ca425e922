/** The alarm (spec 3 §4): it starts when an unacknowledged need-acknowledge event arrives and
 *  stops when the acknowledgement popup is opened. The state lives in the session's store, so the
 *  status-bar trigger that watches events and the popup that silences it share it. */
import { atom } from '../../state';
import type { EventEntry } from './eventsDocuments';
import { needsAcknowledge } from './eventFacts';

export type AlarmAction = { type: 'arrived'; entry: EventEntry; insert: boolean } | { type: 'popupOpened' };

export function alarmReducer(on: boolean, action: AlarmAction): boolean {
  if (action.type === 'popupOpened') return false;
  return on || (action.insert && needsAcknowledge(action.entry));
}

export const alarmOnAtom = atom(false);
