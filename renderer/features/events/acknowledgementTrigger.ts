/** The event-acknowledgement trigger of the status bar (spec 1 §2.10, spec 3 §2.5): its badge counts
 *  the events waiting for acknowledgement and runs the alarm; app/ registers it. */
import type { StatusBarTrigger } from '../statusbar';
import { lazyEvents } from './lazyEvents';
import { useAcknowledgementBadge } from './useAcknowledgementBadge';

export const ACKNOWLEDGEMENT_TRIGGER: StatusBarTrigger = {
  id: 'acknowledgement',
  label: 'events.popup.trigger',
  icon: 'bell',
  Popup: lazyEvents('AcknowledgementPopup'),
  useBadge: useAcknowledgementBadge,
};
