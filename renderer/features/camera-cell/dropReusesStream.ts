/** Whether a camera dropped on a cell will only move the stream the cell already plays (issue 37):
 *  the same camera with a time, on the cloud's open media socket, is a seek on that socket (the
 *  player repositions it), which needs no new media URL. Asking for one anyway sent an HTTP
 *  request to the platform just ahead of the seek, and the seek waited behind it. When in doubt
 *  (not yet playing, another camera, live, over Local) the drop asks, as a new stream needs it. */
import type { CameraDrop } from '../camera-drag';
import type { PlayerState } from '../player';

export function dropReusesStream(
  drop: Pick<CameraDrop, 'id' | 'time'>,
  state: Pick<PlayerState, 'deviceId' | 'status' | 'transport'>,
): boolean {
  return (
    drop.time !== undefined &&
    drop.id === state.deviceId &&
    (state.status === 'PLAY' || state.status === 'PAUSE') &&
    state.transport === 'cloud'
  );
}
