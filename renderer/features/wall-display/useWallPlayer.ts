/** One player per wall cell (issue 30), made of wallPlayerDeps with the display's current token and
 *  the first tickets its latest state brought. */
import { useEffect, useRef, useState } from 'react';
import { createPlayer, type PlayerController } from '../player';
import type { TicketsAhead } from './TicketsAhead';
import { wallPlayerDeps } from './wallPlayerDeps';

export function useWallPlayer(displayToken: string, ticketsAhead: TicketsAhead | null = null): PlayerController {
  const token = useRef(displayToken);
  token.current = displayToken;
  const tickets = useRef(ticketsAhead);
  tickets.current = ticketsAhead;
  const [controller] = useState(() =>
    createPlayer(
      wallPlayerDeps(
        () => token.current,
        () => tickets.current,
      ),
    ),
  );
  useEffect(() => () => controller.dispose(), [controller]);
  return controller;
}
