/** Audit retention (spec 3 §3.6 realm auditTtl): a realm's events older than its auditTtl (days)
 *  are deleted, a batch at a time so writers never wait long; a realm without one keeps all. */
import type { AuditEntryRepository } from '../db/repositories/auditEntries';
import type { RealmRecord, RealmRepository } from '../db/repositories/realms';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often retention runs. */
export const AUDIT_RETENTION_EVERY_MS = 10 * 60 * 1000;
/** Entries deleted per statement. */
const DELETE_BATCH = 5000;

export interface RetentionRun {
  realmId: string;
  /** Entries triggered before this were deleted. */
  before: number;
  deleted: number;
}

export class AuditRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RetentionRun[]> | undefined;
  private last: { at: number; runs: RetentionRun[] } | undefined;

  constructor(
    private readonly entries: AuditEntryRepository,
    private readonly realms: RealmRepository,
    private readonly onError: (message: string) => void,
  ) {}

  /** The cut-off of a realm: events triggered before it are expired; undefined keeps all. */
  static cutoff(realm: Pick<RealmRecord, 'settings'>, now: number): number | undefined {
    const ttl = Number(realm.settings.auditTtl);
    return Number.isFinite(ttl) && ttl > 0 ? now - ttl * DAY_MS : undefined;
  }

  /** Runs now for every realm, or only `realmId`; a run already going is joined, not doubled. */
  run(now = Date.now(), realmId?: string): Promise<RetentionRun[]> {
    this.running ??= this.purge(now, realmId).finally(() => (this.running = undefined));
    return this.running;
  }

  get lastRun() {
    return this.last;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.run().catch((err: Error) => this.onError(`audit retention failed: ${err.message}`));
    }, AUDIT_RETENTION_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async purge(now: number, realmId: string | undefined): Promise<RetentionRun[]> {
    const runs: RetentionRun[] = [];
    for (const realm of await this.realms.all()) {
      if (realmId !== undefined && realm.id !== realmId) continue;
      const before = AuditRetention.cutoff(realm, now);
      if (before === undefined) continue;
      let deleted = 0;
      for (;;) {
        const n = await this.entries.deleteOlderThan(realm.id, before, DELETE_BATCH);
        deleted += n;
        if (n < DELETE_BATCH) break;
      }
      runs.push({ realmId: realm.id, before, deleted });
    }
    this.last = { at: now, runs };
    return runs;
  }
}
