/** A camera's current picture from the platform's snapshot route (MEDIA_PATHS.snapshot); `at`
 *  keeps the browser from showing an older cached picture. */
import { MEDIA_PATHS } from './constants';

export function cameraSnapshotUrl(deviceId: string, at: number): string {
  return `${MEDIA_PATHS.snapshot}?${new URLSearchParams({ obj: deviceId, at: String(at) }).toString()}`;
}
