/** Where the wall display page keeps its display token (issue 30): the browser's localStorage, so
 *  a wall PC that restarts shows its display again without being paired anew. */
import { WALL_DISPLAY_TOKEN_KEY } from '../../../shared/walls/videoWalls';

export const displayTokenStore = {
  read(): string | null {
    try {
      return window.localStorage.getItem(WALL_DISPLAY_TOKEN_KEY);
    } catch {
      return null;
    }
  },
  write(token: string | null): void {
    try {
      if (token) window.localStorage.setItem(WALL_DISPLAY_TOKEN_KEY, token);
      else window.localStorage.removeItem(WALL_DISPLAY_TOKEN_KEY);
    } catch {
      // A browser without storage pairs again after a restart.
    }
  },
};
