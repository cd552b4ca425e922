/** Faces the engines saw (issue 32: non-matches are searchable): one row per face passage, matched
 *  or not, searchable by camera, time range and whether it matched, newest first. */
import type { Kysely, Selectable } from 'kysely';
import type { FrameBox } from '../../../shared/analytics/plateRead';
import type { FaceReadTable } from '../videoAnalyticsSchema';
import type { Database } from '../schema';
import { parseJson } from '../json';
import { readsPage, type ReadsScope } from './readsPage';

/** A face passage as stored. */
export interface FaceReadRecord {
  id: string;
  realmId: string;
  cameraId: string;
  time: number;
  trackId: string;
  box: FrameBox;
  score: number;
  /** JPEG as base64. */
  crop: string;
  /** The nearest enrolled person on a list watching the camera (null: none enrolled). */
  nearestName: string | null;
  nearestDistance: number | null;
  matchDistance: number;
  matched: boolean;
  eventId: string | null;
  watchlists: string[];
}

export interface FaceReadQuery extends ReadsScope {
  /** true: only passages on a watchlist; false: only those on none. */
  matched?: boolean | null;
}

const toRecord = (row: Selectable<FaceReadTable>): FaceReadRecord => ({
  id: row.id,
  realmId: row.realm_id,
  cameraId: row.camera_id,
  time: Number(row.time),
  trackId: row.track_id,
  box: parseJson<FrameBox>(row.box, { x: 0, y: 0, w: 0, h: 0 }),
  score: Number(row.score),
  crop: row.crop,
  nearestName: row.nearest_name,
  nearestDistance: row.nearest_distance === null ? null : Number(row.nearest_distance),
  matchDistance: Number(row.match_distance),
  matched: Number(row.matched) === 1,
  eventId: row.event_id,
  watchlists: parseJson<string[]>(row.watchlists, []),
});

export class FaceReadRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores the passage; false when it is stored already (the same camera and track). */
  async insert(read: FaceReadRecord): Promise<boolean> {
    const result = await this.db
      .insertInto('face_reads')
      .values({
        id: read.id,
        realm_id: read.realmId,
        camera_id: read.cameraId,
        time: read.time,
        track_id: read.trackId,
        box: JSON.stringify(read.box),
        score: read.score,
        crop: read.crop,
        nearest_name: read.nearestName,
        nearest_distance: read.nearestDistance,
        match_distance: read.matchDistance,
        matched: read.matched ? 1 : 0,
        event_id: read.eventId,
        watchlists: JSON.stringify(read.watchlists),
      })
      .onConflict((oc) => oc.columns(['camera_id', 'track_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async setEvent(id: string, eventId: string): Promise<void> {
    await this.db.updateTable('face_reads').set({ event_id: eventId }).where('id', '=', id).execute();
  }

  async search(realmId: string, query: FaceReadQuery): Promise<FaceReadRecord[]> {
    let q = this.db.selectFrom('face_reads').selectAll().where('realm_id', '=', realmId);
    if (query.matched != null) q = q.where('matched', '=', query.matched ? 1 : 0);
    const page = readsPage(q, query);
    return page ? (await page.execute()).map(toRecord) : [];
  }

  /** Deletes the passages older than `before`; answers how many went. */
  async prune(before: number): Promise<number> {
    const result = await this.db.deleteFrom('face_reads').where('time', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
