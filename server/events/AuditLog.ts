/** The audit log's rules (spec 2 §7 'Audit entries', §9 Events): pages of at most 100 entries of
 *  the caller's realm, newest first; bad page bounds are refused, not clamped. */
import type { AuditEntryRepository, AuditEntryRow } from '../db/repositories/auditEntries';
import { DomainError } from '../errors/DomainError';

/** Event page size (spec 2 §9 Events). */
export const AUDIT_PAGE_LIMIT = 100;

export interface AuditEntryFilter {
  from?: number | null;
  to?: number | null;
  witnesses?: readonly string[] | null;
  categories?: readonly string[] | null;
  start?: number | null;
  limit?: number | null;
}

export class AuditLog {
  constructor(private readonly entries: AuditEntryRepository) {}

  page(realmId: string, filter: AuditEntryFilter): Promise<AuditEntryRow[]> {
    const { limit, start } = filter;
    if (limit != null && (limit < 1 || limit > AUDIT_PAGE_LIMIT)) {
      throw DomainError.badInput(`limit must be between 1 and ${AUDIT_PAGE_LIMIT}`);
    }
    if (start != null && start < 0) throw DomainError.badInput('start must not be negative');
    return this.entries.page(realmId, { ...filter, start: start ?? 0, limit: limit ?? AUDIT_PAGE_LIMIT });
  }
}
