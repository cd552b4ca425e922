/** One player per wall cell (issue 30), opening its camera with the display's token: the media URL
 *  and each reconnect's ticket come from the platform's wall display calls, which answer only for
 *  the cameras the display shows. The wall plays from the platform (no local transport). */
import { useEffect, useRef, useState } from 'react';
import { createPlayer, type PlayerController } from '../player';
import { WallDisplayMediaTicketMutation, WallDisplayMediaUrlMutation } from './wallDisplayDocuments';
import { wallRequest } from './wallRequest';

export function useWallPlayer(displayToken: string): PlayerController {
  const token = useRef(displayToken);
  token.current = displayToken;
  const [controller] = useState(() =>
    createPlayer({
      getMediaUrl: async (cameraId) =>
        (await wallRequest(WallDisplayMediaUrlMutation, { displayToken: token.current, cameraId })).wallDisplayMediaUrl,
      mediaTicket: async (cameraId) =>
        (await wallRequest(WallDisplayMediaTicketMutation, { displayToken: token.current, cameraId }))
          .wallDisplayMediaTicket.ticket,
      connection: 'cloud',
      disableLocalTransport: true,
      // A wall is watched, not operated: it never stops for want of a mouse or key.
      idleTimeoutMs: Number.POSITIVE_INFINITY,
    }),
  );
  useEffect(() => () => controller.dispose(), [controller]);
  return controller;
}
