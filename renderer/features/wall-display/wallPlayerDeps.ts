/** What a wall cell's player is made of (issue 30): it opens its camera with the display's token —
 *  the media URL and each reconnect's ticket come from the platform's wall display calls, which
 *  answer only for the cameras the display shows, unless the display's state brought a first
 *  ticket for the camera (TicketsAhead) — opens it on the cell's own socket opened ahead
 *  (wallCellSockets), plays from the platform (no local transport), never
 *  stops for want of a mouse or key, and has no sound (silentAudioOutput). */
import { MEDIA_WS_PATH } from '../../../shared/video/constants';
import type { PlayerDeps, SpareSocket } from '../player';
import { silentAudioOutput } from './silentAudioOutput';
import type { TicketsAhead } from './TicketsAhead';
import { WallDisplayMediaTicketMutation, WallDisplayMediaUrlMutation } from './wallDisplayDocuments';
import { wallRequest } from './wallRequest';

/** The platform's media socket on the page's own origin, where wallDisplayMediaUrl points it. */
export function pageMediaSocketUrl(location: Pick<Location, 'href'> = window.location): string {
  const url = new URL(MEDIA_WS_PATH, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/** `displayToken`: the display's token now (a re-pairing changes it under a playing cell);
 *  `ticketsAhead`: the tickets the display's latest state brought; `sockets`: the cell's own media
 *  socket opened ahead (wallCellSockets), else the page's. */
export function wallPlayerDeps(
  displayToken: () => string,
  ticketsAhead: () => TicketsAhead | null = () => null,
  sockets: Pick<SpareSocket, 'take'> | null = null,
): PlayerDeps {
  return {
    ...(sockets && { createSocket: sockets.take }),
    getMediaUrl: async (cameraId) => {
      const ticket = ticketsAhead()?.take(cameraId);
      if (ticket) return { url: pageMediaSocketUrl(), ticket, streamingOverages: null };
      return (await wallRequest(WallDisplayMediaUrlMutation, { displayToken: displayToken(), cameraId }))
        .wallDisplayMediaUrl;
    },
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
