/** What a plate read and a face passage store alike (issue 32): the realm, camera, time and track
 *  of the passage, its box, its crop, the event it raised and the watchlists it was on. Both read
 *  tables name these columns alike; each repository adds its own. */
import type { Kysely, Selectable } from 'kysely';
import type { FrameBox } from '../../../shared/analytics/plateRead';
import type { FaceReadTable, PlateReadTable } from '../videoAnalyticsSchema';
import type { Database } from '../schema';
import { parseJson } from '../json';

/** The tables of reads (both keyed by id, stored once per camera and track). */
export type ReadTableName = 'plate_reads' | 'face_reads';

/** The columns both read tables have. */
type StoredReadRow = Pick<
  Selectable<PlateReadTable> & Selectable<FaceReadTable>,
  'id' | 'realm_id' | 'camera_id' | 'time' | 'track_id' | 'box' | 'crop' | 'event_id' | 'watchlists'
>;

/** A read's fields every read table keeps. */
export interface StoredRead {
  id: string;
  realmId: string;
  cameraId: string;
  time: number;
  trackId: string;
  box: FrameBox;
  /** JPEG as base64. */
  crop: string;
  eventId: string | null;
  watchlists: string[];
}

/** The shared fields of a stored row. */
export function storedReadOf(row: StoredReadRow): StoredRead {
  return {
    id: row.id,
    realmId: row.realm_id,
    cameraId: row.camera_id,
    time: Number(row.time),
    trackId: row.track_id,
    box: parseJson<FrameBox>(row.box, { x: 0, y: 0, w: 0, h: 0 }),
    crop: row.crop,
    eventId: row.event_id,
    watchlists: parseJson<string[]>(row.watchlists, []),
  };
}

/** The shared columns of a read to store. */
export function storedReadColumns(read: StoredRead): StoredReadRow {
  return {
    id: read.id,
    realm_id: read.realmId,
    camera_id: read.cameraId,
    time: read.time,
    track_id: read.trackId,
    box: JSON.stringify(read.box),
    crop: read.crop,
    event_id: read.eventId,
    watchlists: JSON.stringify(read.watchlists),
  };
}

/** The read's event, once the watchlists raised one. */
export async function setReadEvent(
  db: Kysely<Database>,
  table: ReadTableName,
  id: string,
  eventId: string,
): Promise<void> {
  await db.updateTable(table).set({ event_id: eventId }).where('id', '=', id).execute();
}

/** Deletes the reads older than `before`; answers how many went. */
export async function pruneReads(db: Kysely<Database>, table: ReadTableName, before: number): Promise<number> {
  const result = await db.deleteFrom(table).where('time', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
