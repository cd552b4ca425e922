/** Audit entries at volume (spec 3 §7.1 auditEntries, requireAcknowledgeEntries; issue: a page of
 *  1 M events in p99 ≤ 50 ms): a row per witness, ordered by time, so a camera's events are an
 *  index range; the need-acknowledge flag with a partial index over the pending ones; who
 *  acknowledged; and indexes for a realm's time order, by category, and retention. */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface OldRow {
  id: string;
  realm_id: string;
  category: string;
  triggered_at: number | string;
  witnesses: string;
  metadata: string;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('audit_entries')
    .addColumn('requires_ack', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('audit_entries').addColumn('acknowledged_by', 'varchar(64)').execute();
  await db.schema
    .createTable('audit_entry_witnesses')
    .addColumn('entry_id', 'varchar(64)', (c) => c.notNull().references('audit_entries.id').onDelete('cascade'))
    .addColumn('witness_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('triggered_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_entry_witnesses_pk', ['entry_id', 'witness_id'])
    .execute();

  // Entries written before this migration: their witnesses and need-acknowledge flag.
  const rows = (await db
    .selectFrom('audit_entries')
    .select(['id', 'realm_id', 'category', 'triggered_at', 'witnesses', 'metadata'])
    .execute()) as OldRow[];
  for (const row of rows) {
    const witnesses = parseArray(row.witnesses) as Array<{ id?: unknown }>;
    const ids = [...new Set(witnesses.map((w) => String(w?.id ?? '')).filter(Boolean))];
    if (ids.length > 0) {
      await db
        .insertInto('audit_entry_witnesses')
        .values(
          ids.map((witness_id) => ({
            entry_id: row.id,
            witness_id,
            realm_id: row.realm_id,
            category: row.category,
            triggered_at: Number(row.triggered_at),
          })),
        )
        .execute();
    }
    const metadata = parseArray(row.metadata) as Array<{ key?: unknown; value?: unknown }>;
    if (metadata.some((m) => m?.key === 'ACK-REQUIRE' && String(m?.value) === '1')) {
      await db.updateTable('audit_entries').set({ requires_ack: 1 }).where('id', '=', row.id).execute();
    }
  }

  // Newest first with ties by id: the realm-wide page walks this index in order.
  await db.schema.dropIndex('audit_entries_realm_time').execute();
  await db.schema
    .createIndex('audit_entries_realm_time')
    .on('audit_entries')
    .columns(['realm_id', 'triggered_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_entries_realm_category_time')
    .on('audit_entries')
    .columns(['realm_id', 'category', 'triggered_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_entries_pending_ack')
    .on('audit_entries')
    .columns(['realm_id', 'triggered_at', 'id'])
    .where(sql.ref('requires_ack'), '=', 1)
    .where(sql.ref('acknowledged'), '=', 0)
    .execute();
  await db.schema
    .createIndex('audit_entry_witnesses_realm_witness_time')
    .on('audit_entry_witnesses')
    .columns(['realm_id', 'witness_id', 'triggered_at', 'entry_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('audit_entries_pending_ack').execute();
  await db.schema.dropIndex('audit_entries_realm_category_time').execute();
  await db.schema.dropTable('audit_entry_witnesses').execute();
  await db.schema.alterTable('audit_entries').dropColumn('acknowledged_by').execute();
  await db.schema.alterTable('audit_entries').dropColumn('requires_ack').execute();
}

function parseArray(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
