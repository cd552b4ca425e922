/** Spec 3 §4, §9 for the Cameras list: when it is read again after an objectUpdate — a created
 *  camera at once, an updated one after 5 s, a deleted one after 5 s in case it still exists (it
 *  leaves the list at once, in the cache: admin's deviceCacheUpdates), and health changes in 2 s
 *  batches: one read 2 s after the first of them. */
import { OBJECT_UPDATE_TIMINGS } from '../../../shared/cameraAdmin/cameraAdminConstants';

export function cameraListRefreshDelay(action: string): number | null {
  switch (action) {
    case 'CREATE':
      return 0;
    case 'UPDATE':
      return OBJECT_UPDATE_TIMINGS.updateRefreshMs;
    case 'DELETE':
      return OBJECT_UPDATE_TIMINGS.deleteRefreshMs;
    case 'STATUS':
      return OBJECT_UPDATE_TIMINGS.statusBatchMs;
    default:
      // PTZ, links and analytics do not change what the list shows.
      return null;
  }
}
