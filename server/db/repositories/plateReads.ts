/** Licence plates the engines read (issue 32): one row per passage, searchable by partial text,
 *  camera and time range, newest first. */
import type { Kysely, Selectable } from 'kysely';
import type { FrameBox, PlateReadFacts } from '../../../shared/analytics/plateRead';
import { plateKey } from '../../../shared/watchlists/watchlists';
import type { PlateReadTable } from '../videoAnalyticsSchema';
import type { Database } from '../schema';
import { parseJson } from '../json';
import { readsPage, type ReadsScope } from './readsPage';

/** A read as stored: the read's facts, its realm, and its crop. */
export interface PlateReadRecord extends PlateReadFacts {
  id: string;
  realmId: string;
  /** JPEG as base64. */
  crop: string;
  eventId: string | null;
  watchlists: string[];
}

export interface PlateReadQuery extends ReadsScope {
  /** Part of a plate: compared by plateKey (A–Z and 0–9 only: LIKE's own characters cannot occur). */
  text?: string | null;
  /** Only reads that were on a watchlist. */
  hitsOnly?: boolean | null;
}

const toRecord = (row: Selectable<PlateReadTable>): PlateReadRecord => ({
  id: row.id,
  realmId: row.realm_id,
  cameraId: row.camera_id,
  time: Number(row.time),
  text: row.text,
  rawText: row.raw_text,
  confidence: Number(row.confidence),
  box: parseJson<FrameBox>(row.box, { x: 0, y: 0, w: 0, h: 0 }),
  trackId: row.track_id,
  crop: row.crop,
  eventId: row.event_id,
  watchlists: parseJson<string[]>(row.watchlists, []),
});

export class PlateReadRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores the read; false when its passage is stored already (the same camera and track). */
  async insert(read: PlateReadRecord): Promise<boolean> {
    const result = await this.db
      .insertInto('plate_reads')
      .values({
        id: read.id,
        realm_id: read.realmId,
        camera_id: read.cameraId,
        time: read.time,
        text: read.text,
        text_key: plateKey(read.text),
        raw_text: read.rawText,
        confidence: read.confidence,
        box: JSON.stringify(read.box),
        track_id: read.trackId,
        crop: read.crop,
        event_id: read.eventId,
        watchlists: JSON.stringify(read.watchlists),
      })
      .onConflict((oc) => oc.columns(['camera_id', 'track_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async setEvent(id: string, eventId: string): Promise<void> {
    await this.db.updateTable('plate_reads').set({ event_id: eventId }).where('id', '=', id).execute();
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
  async prune(before: number): Promise<number> {
    const result = await this.db.deleteFrom('plate_reads').where('time', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
