/** The user audit's rules (spec 1 §2.5 Access → Audit; spec 3 §3.6 auditTtl): who did what to
 *  whom and when — logins, failed logins, lockouts, every administrative change — recorded in
 *  each realm it concerns, read a page at a time by administrators, and kept as long as the
 *  realm's auditTtl like the rest of its audit. Passwords never enter an entry. */
import { randomUUID } from 'node:crypto';
import { USER_AUDIT_PAGE_LIMIT, type UserAuditKind, type UserAuditTargetType } from '../../shared/access/userAudit';
import type { RealmRepository } from '../db/repositories/realms';
import type { UserAuditQuery, UserAuditRepository, UserAuditRow } from '../db/repositories/userAudit';
import { DomainError } from '../kernel/DomainError';
import { redactCredentials } from '../kernel/redactCredentials';
import { AUDIT_RETENTION_EVERY_MS, AuditRetention } from './AuditRetention';

export interface AuditParty {
  id: string;
  name: string;
}

export interface UserAuditInput {
  kind: UserAuditKind;
  actor?: AuditParty | null;
  target?: (AuditParty & { type: UserAuditTargetType }) | null;
  /** Changed fields or other particulars; never a secret. */
  detail?: Record<string, unknown>;
  address?: string | null;
}

export interface UserAuditFilter {
  from?: number | null;
  to?: number | null;
  userId?: string | null;
  kinds?: readonly string[] | null;
  /** Counted from 1, as the event lists count (spec 3 §7.4). */
  start?: number | null;
  limit?: number | null;
}

export class UserAudit {
  private timer: NodeJS.Timeout | undefined;
  private lastAt = 0;

  constructor(
    private readonly rows: UserAuditRepository,
    private readonly realms: RealmRepository,
    private readonly onError: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records the act in each of the realms; an audit failure is reported, never thrown, so a
   *  login or a change that happened is not undone by its record. */
  async record(realmIds: readonly string[], input: UserAuditInput): Promise<void> {
    // Strictly increasing within the process, so acts in one millisecond (a failed login and the
    // lockout it causes) still list in the order they happened.
    const at = Math.max(this.now(), this.lastAt + 1);
    this.lastAt = at;
    try {
      await this.rows.insertMany(
        [...new Set(realmIds)].map((realmId) => ({
          id: randomUUID(),
          realm_id: realmId,
          at,
          kind: input.kind,
          actor_id: input.actor?.id ?? null,
          actor_name: input.actor?.name ?? null,
          target_type: input.target?.type ?? null,
          target_id: input.target?.id ?? null,
          target_name: input.target?.name ?? null,
          // A changed setting may be a URL with a login in it: the audit keeps it without (issue 36).
          detail: redactCredentials(JSON.stringify(input.detail ?? {})),
          address: input.address ?? null,
        })),
      );
    } catch (err) {
      this.onError(`user audit of ${input.kind} failed: ${(err as Error).message}`);
    }
  }

  page(realmId: string, filter: UserAuditFilter): Promise<UserAuditRow[]> {
    const { limit, start } = filter;
    if (limit != null && (limit < 1 || limit > USER_AUDIT_PAGE_LIMIT)) {
      throw DomainError.badInput(`limit must be between 1 and ${USER_AUDIT_PAGE_LIMIT}`);
    }
    if (start != null && start < 0) throw DomainError.badInput('start must not be negative');
    const query: UserAuditQuery = {
      ...filter,
      offset: Math.max(0, (start ?? 1) - 1),
      limit: limit ?? USER_AUDIT_PAGE_LIMIT,
    };
    return this.rows.page(realmId, query);
  }

  /** Deletes entries older than each realm's auditTtl (the event audit's rule). */
  async purge(now = this.now()): Promise<number> {
    let deleted = 0;
    for (const realm of await this.realms.all()) {
      const before = AuditRetention.cutoff(realm, now);
      if (before !== undefined) deleted += await this.rows.deleteOlderThan(realm.id, before);
    }
    return deleted;
  }

  /** Purges on the event audit's schedule. */
  start(): void {
    this.timer = setInterval(() => {
      this.purge().catch((err: Error) => this.onError(`user audit retention failed: ${err.message}`));
    }, AUDIT_RETENTION_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
