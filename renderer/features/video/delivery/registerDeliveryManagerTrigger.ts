/** Puts the Video Delivery Manager's trigger in the status bar (spec 1 §2.10, spec 2 §2). */
import { STATUS_BAR_TRIGGERS, type StatusBarTrigger, type StatusBarTriggerId } from '../../statusbar';
import { lazyVideo } from '../widgets/lazyVideo';

export const DELIVERY_MANAGER_TRIGGER: StatusBarTrigger = {
  id: 'deliveryManager',
  label: 'video.delivery.title',
  icon: 'download',
  // Loads with the video chunk when first opened.
  Popup: lazyVideo('VideoDeliveryManager'),
};

/** The bar's order: acknowledgement first, then the delivery manager. */
const ORDER: readonly StatusBarTriggerId[] = ['acknowledgement', 'deliveryManager'];

/** Registers the trigger once; calling it again changes nothing. */
export function registerDeliveryManagerTrigger(triggers: StatusBarTrigger[] = STATUS_BAR_TRIGGERS): void {
  if (triggers.some((trigger) => trigger.id === DELIVERY_MANAGER_TRIGGER.id)) return;
  triggers.push(DELIVERY_MANAGER_TRIGGER);
  triggers.sort((a, b) => ORDER.indexOf(a.id) - ORDER.indexOf(b.id));
}
