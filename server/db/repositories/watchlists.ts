/** A realm's License Plate and Facial watchlists and their entries (spec 3 §2.12; issue 32). */
import type { Kysely, Selectable } from 'kysely';
import { plateKey, type WatchlistAction, type WatchlistKind } from '../../../shared/watchlists/watchlists';
import type { WatchlistEntryTable, WatchlistTable } from '../videoAnalyticsSchema';
import type { Database } from '../schema';
import { parseJson } from '../json';

export interface WatchlistRecord {
  id: string;
  realmId: string;
  kind: WatchlistKind;
  name: string;
  action: WatchlistAction;
  enabled: boolean;
  cameraIds: string[];
  setIds: string[];
  zoneIds: string[];
  updatedAt: number;
}

export interface WatchlistEntryRecord {
  id: string;
  watchlistId: string;
  realmId: string;
  /** Normalised plate; null on facial lists. */
  plate: string | null;
  /** The plate as entered. */
  plateText: string | null;
  name: string;
  notes: string;
  validFrom: number | null;
  validTo: number | null;
  /** Enrolled photos as data URLs (facial lists). */
  photos: string[];
  updatedAt: number;
}

const toList = (row: Selectable<WatchlistTable>): WatchlistRecord => ({
  id: row.id,
  realmId: row.realm_id,
  kind: row.kind as WatchlistKind,
  name: row.name,
  action: row.action as WatchlistAction,
  enabled: Number(row.enabled) === 1,
  cameraIds: parseJson<string[]>(row.camera_ids, []),
  setIds: parseJson<string[]>(row.set_ids, []),
  zoneIds: parseJson<string[]>(row.zone_ids, []),
  updatedAt: Number(row.updated_at),
});

const toEntry = (row: Selectable<WatchlistEntryTable>): WatchlistEntryRecord => ({
  id: row.id,
  watchlistId: row.watchlist_id,
  realmId: row.realm_id,
  plate: row.plate,
  plateText: row.plate_text,
  name: row.name,
  notes: row.notes,
  validFrom: row.valid_from === null ? null : Number(row.valid_from),
  validTo: row.valid_to === null ? null : Number(row.valid_to),
  photos: parseJson<string[]>(row.photos, []),
  updatedAt: Number(row.updated_at),
});

const entryValues = (entry: WatchlistEntryRecord, now: number) => ({
  plate: entry.plate,
  plate_key: entry.plate === null ? null : plateKey(entry.plate),
  plate_text: entry.plateText,
  name: entry.name,
  notes: entry.notes,
  valid_from: entry.validFrom,
  valid_to: entry.validTo,
  photos: JSON.stringify(entry.photos),
  updated_at: now,
});

export class WatchlistRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(realmId: string, kind?: WatchlistKind): Promise<WatchlistRecord[]> {
    let query = this.db.selectFrom('watchlists').selectAll().where('realm_id', '=', realmId);
    if (kind) query = query.where('kind', '=', kind);
    const rows = await query.orderBy('name').orderBy('id').execute();
    return rows.map(toList);
  }

  async byId(realmId: string, id: string): Promise<WatchlistRecord | undefined> {
    const row = await this.db
      .selectFrom('watchlists')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toList(row);
  }

  async byName(realmId: string, kind: WatchlistKind, name: string): Promise<WatchlistRecord | undefined> {
    const row = await this.db
      .selectFrom('watchlists')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('kind', '=', kind)
      .where('name', '=', name)
      .executeTakeFirst();
    return row && toList(row);
  }

  /** Inserts or replaces the list's own fields (not its entries). */
  async save(list: WatchlistRecord, now: number): Promise<void> {
    const values = {
      name: list.name,
      action: list.action,
      enabled: list.enabled ? 1 : 0,
      camera_ids: JSON.stringify(list.cameraIds),
      set_ids: JSON.stringify(list.setIds),
      zone_ids: JSON.stringify(list.zoneIds),
      updated_at: now,
    };
    const updated = await this.db
      .updateTable('watchlists')
      .set(values)
      .where('realm_id', '=', list.realmId)
      .where('id', '=', list.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return;
    await this.db
      .insertInto('watchlists')
      .values({ id: list.id, realm_id: list.realmId, kind: list.kind, created_at: now, ...values })
      .execute();
  }

  async delete(realmId: string, id: string): Promise<boolean> {
    await this.db
      .deleteFrom('watchlist_entries')
      .where('realm_id', '=', realmId)
      .where('watchlist_id', '=', id)
      .execute();
    const result = await this.db
      .deleteFrom('watchlists')
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async entries(realmId: string, watchlistId: string): Promise<WatchlistEntryRecord[]> {
    const rows = await this.db
      .selectFrom('watchlist_entries')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('watchlist_id', '=', watchlistId)
      .orderBy('name')
      .orderBy('plate')
      .orderBy('id')
      .execute();
    return rows.map(toEntry);
  }

  async countEntries(realmId: string, watchlistId: string): Promise<number> {
    const row = await this.db
      .selectFrom('watchlist_entries')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('realm_id', '=', realmId)
      .where('watchlist_id', '=', watchlistId)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async entry(realmId: string, id: string): Promise<WatchlistEntryRecord | undefined> {
    const row = await this.db
      .selectFrom('watchlist_entries')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toEntry(row);
  }

  /** The realm's entries, on any list, whose plate has this key (shared/watchlists plateKey). */
  async entriesWithPlateKey(realmId: string, key: string): Promise<WatchlistEntryRecord[]> {
    const rows = await this.db
      .selectFrom('watchlist_entries')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('plate_key', '=', key)
      .execute();
    return rows.map(toEntry);
  }

  /** Inserts the entries in one transaction (a CSV import's valid rows go in together). */
  async insertEntries(entries: readonly WatchlistEntryRecord[], now: number): Promise<void> {
    if (entries.length === 0) return;
    await this.db.transaction().execute(async (tx) => {
      for (const entry of entries) {
        await tx
          .insertInto('watchlist_entries')
          .values({
            id: entry.id,
            watchlist_id: entry.watchlistId,
            realm_id: entry.realmId,
            created_at: now,
            ...entryValues(entry, now),
          })
          .execute();
      }
    });
  }

  async updateEntry(entry: WatchlistEntryRecord, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('watchlist_entries')
      .set(entryValues(entry, now))
      .where('realm_id', '=', entry.realmId)
      .where('id', '=', entry.id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteEntry(realmId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('watchlist_entries')
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
