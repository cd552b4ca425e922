/** The stream metadata table (issue 31, migration 0027) as Kysely sees it. */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

/** A camera's metadata messages with start_ms <= pts < end_ms (a box standing past its message
 *  counts to end_ms): packed by server/media/metadata's packMarks, base64. */
export interface VideoMetadataTable {
  camera_id: string;
  start_ms: Millis;
  end_ms: Millis;
  data: string;
}
