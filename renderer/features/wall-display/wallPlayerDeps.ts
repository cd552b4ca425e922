/** What a wall cell's player is made of (issue 30): it opens its camera with the display's token —
 *  the media URL and each reconnect's ticket come from the platform's wall display calls, which
 *  answer only for the cameras the display shows — plays from the platform (no local transport),
 *  never stops for want of a mouse or key, and has no sound (silentAudioOutput). */
import type { PlayerDeps } from '../player';
import { silentAudioOutput } from './silentAudioOutput';
import { WallDisplayMediaTicketMutation, WallDisplayMediaUrlMutation } from './wallDisplayDocuments';
import { wallRequest } from './wallRequest';

/** `displayToken`: the display's token now (a re-pairing changes it under a playing cell). */
export function wallPlayerDeps(displayToken: () => string): PlayerDeps {
  return {
    getMediaUrl: async (cameraId) =>
      (await wallRequest(WallDisplayMediaUrlMutation, { displayToken: displayToken(), cameraId })).wallDisplayMediaUrl,
    mediaTicket: async (cameraId) =>
      (await wallRequest(WallDisplayMediaTicketMutation, { displayToken: displayToken(), cameraId }))
        .wallDisplayMediaTicket.ticket,
    connection: 'cloud',
    disableLocalTransport: true,
    // A wall is watched, not operated: it never stops for want of a mouse or key.
    idleTimeoutMs: Number.POSITIVE_INFINITY,
    createAudioOutput: silentAudioOutput,
  };
}
