/** One player per wall cell (issue 30), made of wallPlayerDeps with the display's current token, the
 *  first tickets its latest state brought, and the cell's own media socket opened ahead
 *  (wallCellSockets). */
import { useEffect, useRef, useState } from 'react';
import { createPlayer, type PlayerController } from '../player';
import type { TicketsAhead } from './TicketsAhead';
import { wallCellSockets } from './wallCellSockets';
import { wallPlayerDeps } from './wallPlayerDeps';

export function useWallPlayer(displayToken: string, ticketsAhead: TicketsAhead | null = null): PlayerController {
  const token = useRef(displayToken);
  token.current = displayToken;
  const tickets = useRef(ticketsAhead);
  tickets.current = ticketsAhead;
  const [sockets] = useState(() => wallCellSockets());
  const [controller] = useState(() =>
    createPlayer(
      wallPlayerDeps(
        () => token.current,
        () => tickets.current,
        sockets,
      ),
    ),
  );
  useEffect(
    () => () => {
      controller.dispose();
      sockets.dispose();
    },
    [controller, sockets],
  );
  return controller;
}
