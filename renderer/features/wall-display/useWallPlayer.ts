/** One player per wall cell (issue 30), made of wallPlayerDeps with the display's current token. */
import { useEffect, useRef, useState } from 'react';
import { createPlayer, type PlayerController } from '../player';
import { wallPlayerDeps } from './wallPlayerDeps';

export function useWallPlayer(displayToken: string): PlayerController {
  const token = useRef(displayToken);
  token.current = displayToken;
  const [controller] = useState(() => createPlayer(wallPlayerDeps(() => token.current)));
  useEffect(() => () => controller.dispose(), [controller]);
  return controller;
}
