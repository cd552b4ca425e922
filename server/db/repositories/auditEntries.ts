/** Audit entries (events) of a realm: pages by time, witnesses and categories, and inserts. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { AuditEntryTable, Database } from '../schema';

export type AuditEntryRow = Selectable<AuditEntryTable>;

export interface AuditEntryQuery {
  from?: number | null;
  to?: number | null;
  witnesses?: readonly string[] | null;
  categories?: readonly string[] | null;
  start: number;
  limit: number;
}

/** `witnesses` is stored as JSON text; an id is matched as its exact `"id":"…"` member. */
function witnessPattern(id: string): string {
  return `%${JSON.stringify({ id })
    .slice(1, -1)
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class AuditEntryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first, ties by id, so pages never overlap. */
  page(realmId: string, q: AuditEntryQuery): Promise<AuditEntryRow[]> {
    let query = this.db.selectFrom('audit_entries').selectAll().where('realm_id', '=', realmId);
    if (q.from != null) query = query.where('triggered_at', '>=', q.from);
    if (q.to != null) query = query.where('triggered_at', '<=', q.to);
    if (q.categories?.length) query = query.where('category', 'in', [...q.categories]);
    if (q.witnesses?.length) {
      const ids = q.witnesses;
      query = query.where((eb) =>
        eb.or(ids.map((id) => sql<boolean>`${eb.ref('witnesses')} like ${witnessPattern(id)} escape '\\'`)),
      );
    }
    return query.orderBy('triggered_at', 'desc').orderBy('id').limit(q.limit).offset(q.start).execute();
  }

  async insert(row: Insertable<AuditEntryTable>): Promise<void> {
    await this.db.insertInto('audit_entries').values(row).execute();
  }
}
