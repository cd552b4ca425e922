/** Whether a media socket's ticket still lets it watch its camera (issue 27): asked when the ticket
 *  is redeemed and again after each change to the realm's access rules (policies, statements,
 *  groups, their members, zones and sets, here or in another platform process); a refusal ends it. */
import type { TicketGrant } from './MediaTickets';

export interface GrantChecks {
  /** Whether the grant's session may watch its camera now (its user's policies as they are). */
  mayWatch?(grant: TicketGrant): Promise<boolean>;
  /** Calls `changed` after each change that may alter the grant's answer (the realm's access rules;
   *  for a wall display, its own display); returns a function that stops. */
  watchAccess?(grant: TicketGrant, changed: () => void): () => void;
}

export class GrantWatch {
  private unwatch: (() => void) | undefined;
  private stopped = false;
  /** A check is running; another change came in meanwhile and needs one more. */
  private checking = false;
  private again = false;

  constructor(
    private readonly checks: GrantChecks,
    private readonly grant: TicketGrant,
    private readonly refused: () => void,
  ) {}

  /** Starts watching, then asks once: whether the grant is honoured now. */
  async start(): Promise<boolean> {
    // Watched before asking, so a change made while the answer is on its way is not missed.
    this.unwatch = this.checks.watchAccess?.(this.grant, () => this.recheck());
    return this.allowed();
  }

  stop(): void {
    this.stopped = true;
    this.unwatch?.();
    this.unwatch = undefined;
  }

  /** An error in asking answers no: the client reconnects after 'Not authorized' (spec 2 §4) and
   *  asks for a new ticket, which the policy answers. */
  private async allowed(): Promise<boolean> {
    if (!this.checks.mayWatch) return true;
    return this.checks.mayWatch(this.grant).catch(() => false);
  }

  private recheck(): void {
    if (this.stopped) return;
    if (this.checking) {
      this.again = true;
      return;
    }
    this.checking = true;
    void (async () => {
      do {
        this.again = false;
        if (!(await this.allowed())) {
          if (!this.stopped) this.refused();
          return;
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.checking = false;
    });
  }
}
