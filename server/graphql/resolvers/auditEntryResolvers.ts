/** Reading audit entries (spec 2 §7 'Audit entries'): the events of the caller's realm by time,
 *  witnesses and categories, newest first, a page of at most 100. */
import { sql } from 'kysely';
import { access, type GraphQLContext } from '../access';
import { DomainError } from '../../errors/DomainError';

/** Event page size (spec 2 §9 Events). */
export const AUDIT_PAGE_LIMIT = 100;

interface AuditEntryFilter {
  from?: number | null;
  to?: number | null;
  witnesses?: string[] | null;
  categories?: string[] | null;
  start?: number | null;
  limit?: number | null;
}

/** `witnesses` is stored as JSON text; an id is matched as its exact `"id":"…"` member. */
function witnessPattern(id: string): string {
  return `%${JSON.stringify({ id })
    .slice(1, -1)
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const auditEntryResolvers = {
  Query: {
    auditEntries: async (_: unknown, args: { filter: AuditEntryFilter }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      const { from, to, witnesses, categories, start, limit } = args.filter;
      if (limit != null && (limit < 1 || limit > AUDIT_PAGE_LIMIT)) {
        throw DomainError.badInput(`limit must be between 1 and ${AUDIT_PAGE_LIMIT}`);
      }
      if (start != null && start < 0) throw DomainError.badInput('start must not be negative');
      let query = ctx.services.db
        .selectFrom('audit_entries')
        .selectAll()
        .where('realm_id', '=', caller.membership.realmId);
      if (from != null) query = query.where('triggered_at', '>=', from);
      if (to != null) query = query.where('triggered_at', '<=', to);
      if (categories?.length) query = query.where('category', 'in', categories);
      if (witnesses?.length) {
        const ids = witnesses;
        query = query.where((eb) =>
          eb.or(ids.map((id) => sql<boolean>`${eb.ref('witnesses')} like ${witnessPattern(id)} escape '\\'`)),
        );
      }
      const rows = await query
        .orderBy('triggered_at', 'desc')
        .orderBy('id')
        .limit(limit ?? AUDIT_PAGE_LIMIT)
        .offset(start ?? 0)
        .execute();
      return rows.map((row) => ({
        context: row.id,
        message: row.message,
        note: row.note,
        triggeredAt: Number(row.triggered_at),
        modifiedAt: Number(row.modified_at),
        category: { id: row.category },
        witnesses: parseJson(row.witnesses, []),
        isAcknowledged: row.acknowledged === 1,
        metadata: parseJson(row.metadata, []),
        snapshots: parseJson(row.snapshots, []),
      }));
    },
  },
};
