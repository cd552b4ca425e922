/** Licence plates the engines read (issue 32): one row per passage, searchable by partial text,
 *  camera and time range, newest first. */
import type { Kysely, Selectable } from 'kysely';
import type { PlateReadFacts } from '../../../shared/analytics/plateRead';
import { plateKey } from '../../../shared/watchlists/watchlists';
import type { PlateReadTable } from '../videoAnalyticsSchema';
import type { Database } from '../schema';
import { readsPage, type ReadsScope } from './readsPage';
import { pruneReads, setReadEvent, storedReadColumns, storedReadOf, type StoredRead } from './storedRead';

/** A read as stored: the read's facts, its realm, and its crop. */
export interface PlateReadRecord extends PlateReadFacts, StoredRead {}

export interface PlateReadQuery extends ReadsScope {
  /** Part of a plate: compared by plateKey (A–Z and 0–9 only: LIKE's own characters cannot occur). */
  text?: string | null;
  /** Only reads that were on a watchlist. */
  hitsOnly?: boolean | null;
}

const toRecord = (row: Selectable<PlateReadTable>): PlateReadRecord => ({
  ...storedReadOf(row),
  text: row.text,
  rawText: row.raw_text,
  confidence: Number(row.confidence),
});

export class PlateReadRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores the read; false when its passage is stored already (the same camera and track). */
  async insert(read: PlateReadRecord): Promise<boolean> {
    const result = await this.db
      .insertInto('plate_reads')
      .values({
        ...storedReadColumns(read),
        text: read.text,
        text_key: plateKey(read.text),
        raw_text: read.rawText,
        confidence: read.confidence,
      })
      .onConflict((oc) => oc.columns(['camera_id', 'track_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  setEvent(id: string, eventId: string): Promise<void> {
    return setReadEvent(this.db, 'plate_reads', id, eventId);
  }

  async search(realmId: string, query: PlateReadQuery): Promise<PlateReadRecord[]> {
    let q = this.db.selectFrom('plate_reads').selectAll().where('realm_id', '=', realmId);
    const key = query.text ? plateKey(query.text) : '';
    if (key) q = q.where('text_key', 'like', `%${key}%`);
    if (query.hitsOnly) q = q.where('event_id', 'is not', null);
    const page = readsPage(q, query);
    return page ? (await page.execute()).map(toRecord) : [];
  }

  /** Deletes the reads older than `before`; answers how many went. */
  prune(before: number): Promise<number> {
    return pruneReads(this.db, 'plate_reads', before);
  }
}
