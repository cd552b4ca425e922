/** The stream metadata kept with the archive (issue 31, migration 0027): rows of packed messages
 *  written in batches, read per camera over a time range, pruned with the camera's archive. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface VideoMetadataRow {
  cameraId: string;
  startMs: number;
  endMs: number;
  /** Packed messages, base64. */
  data: string;
}

/** A row never spans more than this (the writer cuts longer ones), so a range read starts its index
 *  scan this far before the range. */
export const METADATA_ROW_MAX_SPAN_MS = 60_000;
/** Rows one insert statement carries (four bound values each). */
const ROWS_PER_INSERT = 500;

export class VideoMetadataRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(rows: readonly VideoMetadataRow[]): Promise<void> {
    for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
      const values = rows.slice(at, at + ROWS_PER_INSERT).map((r) => ({
        camera_id: r.cameraId,
        start_ms: r.startMs,
        end_ms: r.endMs,
        data: r.data,
      }));
      await this.db.insertInto('video_metadata').values(values).execute();
    }
  }

  /** The camera's rows that may hold a message with from <= pts < to, oldest first. */
  async range(cameraId: string, from: number, to: number): Promise<VideoMetadataRow[]> {
    const rows = await this.db
      .selectFrom('video_metadata')
      .selectAll()
      .where('camera_id', '=', cameraId)
      .where('start_ms', '>=', from - METADATA_ROW_MAX_SPAN_MS)
      .where('start_ms', '<', to)
      .where('end_ms', '>=', from)
      .orderBy('start_ms')
      .execute();
    return rows.map((r) => ({
      cameraId: r.camera_id,
      startMs: Number(r.start_ms),
      endMs: Number(r.end_ms),
      data: r.data,
    }));
  }

  /** Deletes each camera's rows that end before its oldest recording (retention took the video
   *  they were found in); a camera with no recording keeps its rows until its archive is deleted. */
  async pruneBeforeArchive(): Promise<void> {
    await this.db
      .deleteFrom('video_metadata')
      .where((eb) =>
        eb(
          'end_ms',
          '<',
          eb
            .selectFrom('archive_fragments')
            .select((f) => f.fn.min('archive_fragments.start_ms').as('oldest'))
            .whereRef('archive_fragments.camera_id', '=', 'video_metadata.camera_id'),
        ),
      )
      .execute();
  }

  async deleteCamera(cameraId: string): Promise<void> {
    await this.db.deleteFrom('video_metadata').where('camera_id', '=', cameraId).execute();
  }
}
