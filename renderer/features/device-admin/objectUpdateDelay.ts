/** Spec 3 §4 live object updates, §9 timings: when a device list reads again after an objectUpdate —
 *  a created or deleted device at once, an updated one after 5 s (the platform settles), and status
 *  changes batched every 2 s. */
import { DEVICE_STATUS_BATCH_MS, DEVICE_UPDATE_REFRESH_MS } from '../../../shared/devices/deviceAdminConstants';

export function objectUpdateDelay(action: string): number | null {
  switch (action) {
    case 'CREATE':
    case 'DELETE':
      return 0;
    case 'UPDATE':
      return DEVICE_UPDATE_REFRESH_MS;
    case 'STATUS':
      return DEVICE_STATUS_BATCH_MS;
    default:
      // PTZ, links and analytics do not change what these lists show.
      return null;
  }
}
