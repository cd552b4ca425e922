/** A wall cell's own media socket opened ahead of need (issue 30: command to painted). A wall
 *  changes all the cameras of a display at once, and may do so hours after the last change: the
 *  page's one spare (a console window's, kept ten minutes) served one cell of four, and none after
 *  a quiet spell, so the other cells waited for a WebSocket handshake — on a wall PC busy decoding
 *  its cameras, the largest part of a new camera's first picture. Each cell keeps one open for as
 *  long as it lives, replaced before the platform would close it for sending no init. */
import { BROWSER_TIMERS, type PlayerSocket, type PlayerTimers, SpareSocket } from '../player';

export function wallCellSockets(
  create: (url: string, protocol: string) => PlayerSocket = (url, protocol) => new WebSocket(url, protocol),
  timers: PlayerTimers = BROWSER_TIMERS,
): SpareSocket {
  return new SpareSocket(create, timers, Number.POSITIVE_INFINITY);
}
