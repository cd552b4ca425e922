/** Media tickets: single-use, short-lived secrets that authorise one media WebSocket init for
 *  one camera on behalf of a session (the socket carries no cookie the server relies on). */
import { randomBytes } from 'node:crypto';
import { MEDIA_TICKET_TTL_MS } from '../../../shared/video/constants';

export interface TicketGrant {
  userId: string;
  realmId: string;
  sessionId: string;
  cameraId: string;
  isLocal: boolean;
}

export class MediaTickets {
  private readonly tickets = new Map<string, TicketGrant & { expiresAt: number }>();

  constructor(private readonly ttlMs = MEDIA_TICKET_TTL_MS) {}

  issue(grant: TicketGrant, now = Date.now()): string {
    for (const [ticket, held] of this.tickets) if (held.expiresAt <= now) this.tickets.delete(ticket);
    const ticket = randomBytes(24).toString('base64url');
    this.tickets.set(ticket, { ...grant, expiresAt: now + this.ttlMs });
    return ticket;
  }

  /** The grant of a valid ticket, which is used up by this call; undefined otherwise. */
  redeem(ticket: unknown, now = Date.now()): TicketGrant | undefined {
    if (typeof ticket !== 'string') return undefined;
    const held = this.tickets.get(ticket);
    if (!held) return undefined;
    this.tickets.delete(ticket);
    if (held.expiresAt <= now) return undefined;
    const { expiresAt: _expiresAt, ...grant } = held;
    return grant;
  }
}
