/** The Video Delivery Manager's status-bar trigger (spec 1 §2.10, spec 2 §2); app/ registers it. */
import type { StatusBarTrigger } from '../statusbar';
import { lazyVideo } from './lazyVideo';

export const DELIVERY_MANAGER_TRIGGER: StatusBarTrigger = {
  id: 'deliveryManager',
  label: 'video.delivery.title',
  icon: 'download',
  // Loads with the video chunk when first opened.
  Popup: lazyVideo('VideoDeliveryManager'),
};
