/** The first media tickets a wall display's state brings for its cells' cameras (issue 30: command
 *  to painted): a cell's player opening one of those cameras takes one at once instead of asking
 *  the platform after it heard of the camera. Each ticket is single use and taken once; a player
 *  that finds none left, or finds them too old, asks the platform as before. */
import { MEDIA_TICKET_TTL_MS } from '../../../shared/video/constants';

/** Half a ticket's life: one the platform issued longer ago than that might expire on its way to
 *  the media socket of a page slow to open it, and is better asked for afresh. */
export const TICKETS_AHEAD_KEPT_MS = MEDIA_TICKET_TTL_MS / 2;

export interface CellTicket {
  cameraId: string;
  ticket: string;
}

export class TicketsAhead {
  private readonly byCamera = new Map<string, string[]>();

  /** `receivedAt`: when the state came, on `now`'s clock. */
  constructor(
    tickets: readonly CellTicket[],
    private readonly receivedAt: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    for (const { cameraId, ticket } of tickets)
      this.byCamera.set(cameraId, [...(this.byCamera.get(cameraId) ?? []), ticket]);
  }

  /** A ticket for the camera, used up by this call; null when none is left or they are stale. */
  take(cameraId: string): string | null {
    if (this.now() - this.receivedAt > TICKETS_AHEAD_KEPT_MS) return null;
    return this.byCamera.get(cameraId)?.shift() ?? null;
  }
}
