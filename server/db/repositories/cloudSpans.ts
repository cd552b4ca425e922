/** Recorded time the cloud holds of camera streams that do not upload everything (what
 *  archive-on-demand copied there), as merged spans per camera stream. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { readSpans, type TimeSpan } from './spanRows';

export class CloudSpanRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The spans of a camera stream that overlap [from, to), oldest first. */
  spans(cameraId: string, stream: number, from: number, to: number): Promise<TimeSpan[]> {
    return readSpans(this.db, 'cloud_spans', cameraId, stream, from, to);
  }

  /** Adds `span` in one transaction: the stored spans it touches (edges included) are replaced by
   *  `merge` of them and the new span, so concurrent additions never lose each other. */
  async add(cameraId: string, stream: number, span: TimeSpan, merge: (spans: TimeSpan[]) => TimeSpan[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const touching = await trx
        .selectFrom('cloud_spans')
        .select(['start_ms', 'end_ms'])
        .where('camera_id', '=', cameraId)
        .where('stream', '=', stream)
        .where('end_ms', '>=', span.start)
        .where('start_ms', '<=', span.end)
        .execute();
      const merged = merge([span, ...touching.map((r) => ({ start: r.start_ms, end: r.end_ms }))]);
      if (touching.length) {
        await trx
          .deleteFrom('cloud_spans')
          .where('camera_id', '=', cameraId)
          .where('stream', '=', stream)
          .where(
            'start_ms',
            'in',
            touching.map((r) => r.start_ms),
          )
          .execute();
      }
      await trx
        .insertInto('cloud_spans')
        .values(merged.map((s) => ({ camera_id: cameraId, stream, start_ms: s.start, end_ms: s.end })))
        .execute();
    });
  }
}
