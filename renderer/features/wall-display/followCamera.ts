/** A wall cell's player follows the camera the wall gives its cell (issue 30). The cell keeps its
 *  player when the camera changes: the old camera's picture and media time go at once, so the new
 *  camera's name is never shown over them, and the same player opens the new camera. A cell left
 *  without a camera stops. */
import type { PlayerController } from '../player';

export function followCamera(
  controller: Pick<PlayerController, 'getState' | 'stop' | 'playLive'>,
  cameraId: string | null,
): void {
  const playing = controller.getState().deviceId;
  if (!cameraId || (playing !== null && playing !== cameraId)) controller.stop();
  if (cameraId) controller.playLive(cameraId);
}
