/** Faces the engines saw (issue 32: non-matches are searchable): one row per face passage, matched
 *  or not, searchable by camera, time range and whether it matched, newest first. */
import type { Kysely, Selectable } from 'kysely';
import type { FaceReadTable } from '../videoAnalyticsSchema';
import type { Database } from '../schema';
import { readsPage, type ReadsScope } from './readsPage';
import { pruneReads, setReadEvent, storedReadColumns, storedReadOf, type StoredRead } from './storedRead';

/** A face passage as stored. */
export interface FaceReadRecord extends StoredRead {
  score: number;
  /** The nearest enrolled person on a list watching the camera (null: none enrolled). */
  nearestName: string | null;
  nearestDistance: number | null;
  matchDistance: number;
  matched: boolean;
}

export interface FaceReadQuery extends ReadsScope {
  /** true: only passages on a watchlist; false: only those on none. */
  matched?: boolean | null;
}

const toRecord = (row: Selectable<FaceReadTable>): FaceReadRecord => ({
  ...storedReadOf(row),
  score: Number(row.score),
  nearestName: row.nearest_name,
  nearestDistance: row.nearest_distance === null ? null : Number(row.nearest_distance),
  matchDistance: Number(row.match_distance),
  matched: Number(row.matched) === 1,
});

export class FaceReadRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores the passage; false when it is stored already (the same camera and track). */
  async insert(read: FaceReadRecord): Promise<boolean> {
    const result = await this.db
      .insertInto('face_reads')
      .values({
        ...storedReadColumns(read),
        score: read.score,
        nearest_name: read.nearestName,
        nearest_distance: read.nearestDistance,
        match_distance: read.matchDistance,
        matched: read.matched ? 1 : 0,
      })
      .onConflict((oc) => oc.columns(['camera_id', 'track_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  setEvent(id: string, eventId: string): Promise<void> {
    return setReadEvent(this.db, 'face_reads', id, eventId);
  }

  async search(realmId: string, query: FaceReadQuery): Promise<FaceReadRecord[]> {
    let q = this.db.selectFrom('face_reads').selectAll().where('realm_id', '=', realmId);
    if (query.matched != null) q = q.where('matched', '=', query.matched ? 1 : 0);
    const page = readsPage(q, query);
    return page ? (await page.execute()).map(toRecord) : [];
  }

  /** Deletes the passages older than `before`; answers how many went. */
  prune(before: number): Promise<number> {
    return pruneReads(this.db, 'face_reads', before);
  }
}
