/** Audit entries (events) of a realm (spec 3 §3.2, §7.1): pages newest first by time, witnesses
 *  and categories; the pending need-acknowledge ones; one-way acknowledgement as a single guarded
 *  UPDATE (of two at once one wins); deletion of the old ones for retention. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { AuditEntryTable, Database } from '../schema';
import { parseJson } from '../json';

/** Witness ranges read at once by a witness filter (pageByWitnesses): most of a PostgreSQL pool
 *  of 10, and few enough waiters on SQLite's one connection. */
const WITNESS_LANES = 8;

export interface AuditWitness {
  id: string;
  name?: string | null;
  type?: string | null;
}

export interface AuditMetadataPair {
  key: string;
  class?: string | null;
  value?: string | null;
}

export interface AuditSnapshotRecord {
  /** Base64 JPEG. */
  snapshot: string;
  default?: boolean;
  type?: string;
  tags?: Record<string, unknown>;
}

/** An entry as the platform reads it. */
export interface AuditEntryRecord {
  id: string;
  realmId: string;
  category: string;
  message: string | null;
  note: string | null;
  triggeredAt: number;
  modifiedAt: number;
  witnesses: AuditWitness[];
  metadata: AuditMetadataPair[];
  snapshots: AuditSnapshotRecord[];
  acknowledged: boolean;
  requiresAck: boolean;
  /** An alert rather than information (the log reads it off the metadata's EVENT-TYPE). */
  isAlert: boolean;
  acknowledgedBy: string | null;
  createdBy: string | null;
}

/** An entry to store (not yet acknowledged). */
export type NewAuditEntry = Omit<AuditEntryRecord, 'acknowledged' | 'acknowledgedBy'>;

export interface AuditEntryQuery {
  from?: number | null;
  to?: number | null;
  witnesses?: readonly string[] | null;
  categories?: readonly string[] | null;
  /** Only entries that need acknowledgement and have none. */
  pendingOnly?: boolean;
  /** Only alerts (true) or only information (false): EVENT-TYPE, an entry without one informs. */
  alert?: boolean | null;
  /** Only entries whose id, message or a witness's name holds this text, any case. */
  search?: string | null;
  /** Rows to skip. */
  offset: number;
  limit: number;
}

export interface Acknowledgement {
  note: string | null;
  at: number;
  userId: string;
  /** When set, the entry must still carry this modifiedAt. */
  expectedModifiedAt?: number | null;
}

type Row = Selectable<AuditEntryTable>;

export class AuditEntryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(entry: NewAuditEntry): Promise<void> {
    await this.insertMany([entry]);
  }

  /** Entries and their witness rows land together. */
  async insertMany(entries: readonly NewAuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const work = async (db: Kysely<Database>) => {
      await db.insertInto('audit_entries').values(entries.map(toRow)).execute();
      const witnesses = entries.flatMap((e) =>
        [...new Set(e.witnesses.map((w) => w.id))].map((witness_id) => ({
          entry_id: e.id,
          witness_id,
          realm_id: e.realmId,
          category: e.category,
          triggered_at: e.triggeredAt,
        })),
      );
      if (witnesses.length > 0) await db.insertInto('audit_entry_witnesses').values(witnesses).execute();
    };
    if (this.db.isTransaction) await work(this.db);
    else await this.db.transaction().execute(work);
  }

  async byId(realmId: string, id: string): Promise<AuditEntryRecord | undefined> {
    const row = await this.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** Newest first, ties by id, so consecutive pages neither overlap nor skip. */
  async page(realmId: string, q: AuditEntryQuery): Promise<AuditEntryRecord[]> {
    if (q.witnesses?.length) return this.pageByWitnesses(realmId, q, q.witnesses);
    let query = this.db.selectFrom('audit_entries').selectAll().where('realm_id', '=', realmId);
    if (q.from != null) query = query.where('triggered_at', '>=', q.from);
    if (q.to != null) query = query.where('triggered_at', '<=', q.to);
    if (q.categories?.length) query = query.where('category', 'in', [...q.categories]);
    if (q.pendingOnly) query = query.where('requires_ack', '=', 1).where('acknowledged', '=', 0);
    if (q.alert != null) query = query.where('is_alert', '=', q.alert ? 1 : 0);
    const needle = searchPattern(q.search);
    if (needle) query = query.where(sql<boolean>`search_text like ${needle} escape '\\'`);
    const rows = await query
      .orderBy('triggered_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute();
    return rows.map(toRecord);
  }

  /** How many entries need acknowledgement and have none, in the range and categories; with
   *  `seen`, only those with a witness among `only` (or, with `except`, a witness not among it),
   *  as the caller's device scope shows them. */
  async countPending(
    realmId: string,
    q: Pick<AuditEntryQuery, 'from' | 'to' | 'categories'>,
    seen?: { only: readonly string[] } | { except: readonly string[] },
  ): Promise<number> {
    let query = this.db
      .selectFrom('audit_entries as e')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('e.realm_id', '=', realmId)
      .where('e.requires_ack', '=', 1)
      .where('e.acknowledged', '=', 0);
    if (q.from != null) query = query.where('e.triggered_at', '>=', q.from);
    if (q.to != null) query = query.where('e.triggered_at', '<=', q.to);
    if (q.categories?.length) query = query.where('e.category', 'in', [...q.categories]);
    if (seen) {
      const only = 'only' in seen ? [...seen.only] : null;
      const except = 'except' in seen ? [...seen.except] : null;
      if (only?.length === 0) return 0;
      query = query.where((eb) => {
        let witnesses = eb
          .selectFrom('audit_entry_witnesses as w')
          .select(sql`1`.as('one'))
          .whereRef('w.entry_id', '=', 'e.id');
        if (only) witnesses = witnesses.where('w.witness_id', 'in', only);
        if (except?.length) witnesses = witnesses.where('w.witness_id', 'not in', except);
        return eb.exists(witnesses);
      });
    }
    const row = await query.executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** A witness's events are one index range in time order: each witness is read up to the end of
   *  the page, the lists are merged, and only the page's entries are then read in full. A few
   *  witnesses are read at a time: queued on SQLite's one connection all at once, every query
   *  finished woke every waiting one (Kysely's connection lock), so n witnesses cost n² wake-ups
   *  (4,000 took 3.5 s and 40,000 held the event loop 15 minutes, issue 27 #4); a few lanes keep
   *  that linear and still use a PostgreSQL pool. */
  private async pageByWitnesses(
    realmId: string,
    q: AuditEntryQuery,
    witnessIds: readonly string[],
  ): Promise<AuditEntryRecord[]> {
    const need = q.offset + q.limit;
    const witnesses = [...new Set(witnessIds)];
    const merged = new Map<string, number>();
    let next = 0;
    const lane = async () => {
      for (let witness = witnesses[next++]; witness !== undefined; witness = witnesses[next++]) {
        for (const { id, at } of await this.witnessRange(realmId, q, witness, need)) merged.set(id, Number(at));
      }
    };
    await Promise.all(Array.from({ length: Math.min(WITNESS_LANES, witnesses.length) }, lane));
    const ids = [...merged]
      .sort(([a, at], [b, bt]) => bt - at || (a < b ? 1 : a > b ? -1 : 0))
      .slice(q.offset, need)
      .map(([id]) => id);
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('audit_entries').selectAll().where('id', 'in', ids).execute();
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows.map(toRecord).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }

  /** The newest `need` entries of one witness in the query's range, as (id, time). */
  private witnessRange(realmId: string, q: AuditEntryQuery, witnessId: string, need: number) {
    let query = this.db
      .selectFrom('audit_entry_witnesses as w')
      .select(['w.entry_id as id', 'w.triggered_at as at'])
      .where('w.realm_id', '=', realmId)
      .where('w.witness_id', '=', witnessId);
    if (q.from != null) query = query.where('w.triggered_at', '>=', q.from);
    if (q.to != null) query = query.where('w.triggered_at', '<=', q.to);
    if (q.categories?.length) query = query.where('w.category', 'in', [...q.categories]);
    const needle = searchPattern(q.search);
    if (q.pendingOnly || q.alert != null || needle) {
      // What the entry itself says: read through its primary key for each witness row in range.
      query = query.where((eb) => {
        let entry = eb
          .selectFrom('audit_entries as e')
          .select(sql`1`.as('one'))
          .whereRef('e.id', '=', 'w.entry_id');
        if (q.pendingOnly) entry = entry.where('e.requires_ack', '=', 1).where('e.acknowledged', '=', 0);
        if (q.alert != null) entry = entry.where('e.is_alert', '=', q.alert ? 1 : 0);
        if (needle) entry = entry.where(sql<boolean>`e.search_text like ${needle} escape '\\'`);
        return eb.exists(entry);
      });
    }
    return query.orderBy('w.triggered_at', 'desc').orderBy('w.entry_id', 'desc').limit(need).execute();
  }

  /** New words for an entry no one has acknowledged (a coalesced repeat, issue 34): its message,
   *  metadata and modifiedAt, and the search text that follows the message; false when the entry
   *  is gone or acknowledged meanwhile. */
  async revise(
    realmId: string,
    entry: Pick<NewAuditEntry, 'id' | 'message' | 'metadata' | 'modifiedAt' | 'witnesses'>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('audit_entries')
      .set({
        message: entry.message,
        metadata: JSON.stringify(entry.metadata),
        modified_at: entry.modifiedAt,
        search_text: auditSearchText(entry),
      })
      .where('realm_id', '=', realmId)
      .where('id', '=', entry.id)
      .where('acknowledged', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Pictures taken after the entry was recorded join its snapshots (a plate hit's whole frame,
   *  issue 32); false when the entry is gone. Its modifiedAt stays, acknowledged or not. */
  async addSnapshots(realmId: string, id: string, snapshots: readonly AuditSnapshotRecord[]): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('audit_entries')
        .select('snapshots')
        .where('realm_id', '=', realmId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return false;
      const kept = parseJson<AuditSnapshotRecord[]>(row.snapshots, []);
      await trx
        .updateTable('audit_entries')
        .set({ snapshots: JSON.stringify([...kept, ...snapshots]) })
        .where('realm_id', '=', realmId)
        .where('id', '=', id)
        .execute();
      return true;
    });
  }

  /** One-way: only an unacknowledged entry (still at the expected modifiedAt, when given) changes;
   *  false when nothing did, so of two acknowledgements at once exactly one returns true. */
  async acknowledge(realmId: string, id: string, ack: Acknowledgement): Promise<boolean> {
    let query = this.db
      .updateTable('audit_entries')
      .set({ acknowledged: 1, note: ack.note, modified_at: ack.at, acknowledged_by: ack.userId })
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .where('acknowledged', '=', 0);
    if (ack.expectedModifiedAt != null) query = query.where('modified_at', '=', ack.expectedModifiedAt);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes up to `batch` of a realm's entries triggered before `before`; returns how many. */
  async deleteOlderThan(realmId: string, before: number, batch: number): Promise<number> {
    const ids = (
      await this.db
        .selectFrom('audit_entries')
        .select('id')
        .where('realm_id', '=', realmId)
        .where('triggered_at', '<', before)
        .orderBy('triggered_at')
        .limit(batch)
        .execute()
    ).map((r) => r.id);
    if (ids.length === 0) return 0;
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('audit_entry_witnesses').where('entry_id', 'in', ids).execute();
      await trx.deleteFrom('audit_entries').where('id', 'in', ids).execute();
    });
    return ids.length;
  }

  /** The oldest entry's time in a realm, or undefined when it has none. */
  async oldest(realmId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('audit_entries')
      .select('triggered_at')
      .where('realm_id', '=', realmId)
      .orderBy('triggered_at')
      .limit(1)
      .executeTakeFirst();
    return row ? Number(row.triggered_at) : undefined;
  }
}

/** What the list's search looks in (spec 3 §2.2: the id, the message and the witnesses' names). */
export function auditSearchText(e: Pick<NewAuditEntry, 'id' | 'message' | 'witnesses'>): string {
  return [e.id, e.message ?? '', ...e.witnesses.map((w) => w.name ?? w.id)].join('\n').toLowerCase();
}

/** A LIKE pattern for a substring search, its wildcards escaped; null for no search. */
function searchPattern(search: string | null | undefined): string | null {
  const needle = search?.trim().toLowerCase();
  return needle ? `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

function toRow(e: NewAuditEntry): Insertable<AuditEntryTable> {
  return {
    id: e.id,
    realm_id: e.realmId,
    category: e.category,
    message: e.message,
    note: e.note,
    triggered_at: e.triggeredAt,
    modified_at: e.modifiedAt,
    witnesses: JSON.stringify(e.witnesses),
    metadata: JSON.stringify(e.metadata),
    snapshots: JSON.stringify(e.snapshots),
    acknowledged: 0,
    created_by: e.createdBy,
    requires_ack: e.requiresAck ? 1 : 0,
    acknowledged_by: null,
    is_alert: e.isAlert ? 1 : 0,
    search_text: auditSearchText(e),
  };
}

function toRecord(row: Row): AuditEntryRecord {
  return {
    id: row.id,
    realmId: row.realm_id,
    category: row.category,
    message: row.message,
    note: row.note,
    triggeredAt: Number(row.triggered_at),
    modifiedAt: Number(row.modified_at),
    witnesses: parseJson<AuditWitness[]>(row.witnesses, []),
    metadata: parseJson<AuditMetadataPair[]>(row.metadata, []),
    snapshots: parseJson<AuditSnapshotRecord[]>(row.snapshots, []),
    acknowledged: Number(row.acknowledged) === 1,
    requiresAck: Number(row.requires_ack) === 1,
    isAlert: Number(row.is_alert) === 1,
    acknowledgedBy: row.acknowledged_by,
    createdBy: row.created_by,
  };
}
