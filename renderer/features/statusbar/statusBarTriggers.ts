/** The status bar's popup triggers (spec 1 §2.10): the event-acknowledgement and the video
 *  delivery-manager triggers. A trigger shows only once its feature registers it here — the events
 *  issue adds 'acknowledgement', the video issue adds 'deliveryManager' — so nothing half-made
 *  appears in the bar. */
import type { ComponentType } from 'react';
import type { IconName } from '../../ui';
import type { UserInfo } from '../session';

export type StatusBarTriggerId = 'acknowledgement' | 'deliveryManager';

export interface StatusBarTrigger {
  id: StatusBarTriggerId;
  /** i18n key of the button's label. */
  label: string;
  icon: IconName;
  /** The popup the trigger opens; it closes itself with onClose. */
  Popup: ComponentType<{ onClose: () => void }>;
  /** Whether this user gets the trigger at all; everyone when absent. */
  isAvailable?: (info: UserInfo) => boolean;
  /** A number shown on the button (e.g. events waiting for acknowledgement). */
  useBadge?: () => number | undefined;
}

/** In the bar's order: acknowledgement first, then the delivery manager. */
export const STATUS_BAR_TRIGGERS: StatusBarTrigger[] = [];
