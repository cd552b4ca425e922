/** Targets (spec 3 §3.5, §7.1, §7.3): each position report is kept (the archive target log reads
 *  them by time) and published to the realm's targetUpdate subscribers; reports older than the
 *  retention are pruned. */
import { randomUUID } from 'node:crypto';
import type { TargetReportFilter, TargetReportRecord, TargetReportRepository } from '../db/repositories/targetReports';
import type { EventBus } from '../events/eventBus';
import { topics } from '../events/eventBus';

/** Reports are kept this long. */
export const TARGET_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Most reports one targets query returns, and the default. */
export const TARGETS_MAX_LIMIT = 1000;
export const TARGETS_DEFAULT_LIMIT = 100;

export type TargetReportInput = Omit<TargetReportRecord, 'id' | 'createdAt' | 'modifiedAt'> & {
  createdAt?: number;
};

export class TargetService {
  private pruner: NodeJS.Timeout | undefined;

  constructor(
    private readonly reports: TargetReportRepository,
    private readonly bus: EventBus,
    private readonly onError: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async report(input: TargetReportInput): Promise<TargetReportRecord> {
    const at = this.now();
    const record: TargetReportRecord = { ...input, id: randomUUID(), createdAt: input.createdAt ?? at, modifiedAt: at };
    await this.reports.insert(record);
    await this.bus.publish(topics.targetUpdate(record.realmId), record);
    return record;
  }

  find(
    realmId: string,
    filter: { [K in keyof TargetReportFilter]?: TargetReportFilter[K] | null } | null | undefined,
  ): Promise<TargetReportRecord[]> {
    const limit = Math.max(1, Math.min(TARGETS_MAX_LIMIT, filter?.limit ?? TARGETS_DEFAULT_LIMIT));
    return this.reports.find(realmId, {
      from: filter?.from,
      to: filter?.to,
      witnesses: filter?.witnesses,
      targetIds: filter?.targetIds,
      limit,
    });
  }

  /** Prunes old reports every ten minutes. */
  start(): void {
    const prune = () =>
      void this.reports
        .prune(this.now() - TARGET_RETENTION_MS)
        .catch((err: Error) => this.onError(`target prune failed: ${err.message}`));
    prune();
    this.pruner = setInterval(prune, 10 * 60 * 1000);
    this.pruner.unref();
  }

  stop(): void {
    clearInterval(this.pruner);
  }
}
