/** Media tickets: single-use, short-lived secrets that authorise one media WebSocket init for
 *  one camera on behalf of a session (the socket carries no cookie the server relies on). In a
 *  cluster (issue 33) they are kept where every node redeems them (TicketStore, PostgreSQL), so
 *  a ticket issued through one node opens a stream on any other, still once only. */
import { createHash, randomBytes } from 'node:crypto';
import { MEDIA_TICKET_TTL_MS } from '../../../shared/video/constants';

export interface TicketGrant {
  userId: string;
  realmId: string;
  sessionId: string;
  cameraId: string;
  isLocal: boolean;
}

/** Where a cluster keeps its tickets, by the ticket's hash (the database's clock judges expiry). */
export interface TicketStore {
  put(hash: string, grant: TicketGrant, ttlMs: number): Promise<void>;
  /** Removes the ticket; its grant when it has at least `leftMs` of its life left. */
  take(hash: string, leftMs: number): Promise<TicketGrant | undefined>;
}

export class MediaTickets {
  private readonly tickets = new Map<string, TicketGrant & { expiresAt: number }>();
  private store: TicketStore | undefined;

  constructor(private readonly ttlMs = MEDIA_TICKET_TTL_MS) {}

  /** From now on, tickets are kept in the cluster's store instead of this process's memory. */
  useStore(store: TicketStore): void {
    this.store = store;
  }

  /** A new ticket for `grant`, valid for the lifetime from `now`. */
  async issue(grant: TicketGrant, now = Date.now()): Promise<string> {
    const ticket = randomBytes(24).toString('base64url');
    if (this.store) {
      // `now` in the past (a test's old ticket) shortens the life the store counts from its own now.
      await this.store.put(hashOf(ticket), grant, this.ttlMs - (Date.now() - now));
      return ticket;
    }
    for (const [held, kept] of this.tickets) if (kept.expiresAt <= now) this.tickets.delete(held);
    this.tickets.set(ticket, { ...grant, expiresAt: now + this.ttlMs });
    return ticket;
  }

  /** The grant of a valid ticket, which is used up by this call; undefined otherwise. */
  async redeem(ticket: unknown, now = Date.now()): Promise<TicketGrant | undefined> {
    if (typeof ticket !== 'string' || ticket.length > 256) return undefined;
    if (this.store) return this.store.take(hashOf(ticket), now - Date.now());
    const held = this.tickets.get(ticket);
    if (!held) return undefined;
    this.tickets.delete(ticket);
    if (held.expiresAt <= now) return undefined;
    const { expiresAt: _expiresAt, ...grant } = held;
    return grant;
  }
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
