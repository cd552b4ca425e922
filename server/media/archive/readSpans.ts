/** Reads the spans of a camera stream that overlap [from, to) from either span table: what
 *  the avatar holds (archive_spans) or what the cloud holds (cloud_spans). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Span } from './computeCoverage';

export type SpanTable = 'archive_spans' | 'cloud_spans';

export async function readSpans(
  db: Kysely<Database>,
  table: SpanTable,
  cameraId: string,
  stream: number,
  from: number,
  to: number,
): Promise<Span[]> {
  // Both tables have the same columns; Kysely types one table at a time, so read through one name.
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
