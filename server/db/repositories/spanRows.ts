/** Reads recorded time of a camera stream from either span table: what the avatar holds
 *  (archive_spans) or what the cloud holds (cloud_spans); both have the same columns. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Recorded time [start, end) in epoch milliseconds. */
export interface TimeSpan {
  start: number;
  end: number;
}

export type SpanTable = 'archive_spans' | 'cloud_spans';

/** The spans of a camera stream that overlap [from, to), oldest first. */
export async function readSpans(
  db: Kysely<Database>,
  table: SpanTable,
  cameraId: string,
  stream: number,
  from: number,
  to: number,
): Promise<TimeSpan[]> {
  // Kysely types one table at a time, so both are read through one name.
  const rows = await db
    .selectFrom(table as 'archive_spans')
    .select(['start_ms', 'end_ms'])
    .where('camera_id', '=', cameraId)
    .where('stream', '=', stream)
    .where('end_ms', '>', from)
    .where('start_ms', '<', to)
    .orderBy('start_ms')
    .execute();
  return rows.map((r) => ({ start: r.start_ms, end: r.end_ms }));
}
