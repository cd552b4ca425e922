/** Makes the archive consistent after a crash: every open segment is cut back to its last
 *  indexed byte, rows that point past their file are dropped, and spans are rebuilt from rows. */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { GAP_MERGE_THRESHOLD_MS } from '../../../shared/video/constants';
import type { Database } from '../../db/schema';

export interface RecoveryReport {
  segments: number;
  droppedRows: number;
  truncatedBytes: number;
}

export async function recoverArchive(db: Kysely<Database>, archiveDir: string): Promise<RecoveryReport> {
  const report: RecoveryReport = { segments: 0, droppedRows: 0, truncatedBytes: 0 };
  const open = await db.selectFrom('archive_segments').selectAll().where('closed', '=', 0).execute();
  const touched = new Set<string>();
  for (const segment of open) {
    report.segments += 1;
    const file = path.join(archiveDir, segment.file);
    const fileSize = fs.existsSync(file) ? fs.statSync(file).size : 0;
    const dropped = await db
      .deleteFrom('archive_fragments')
      .where('segment_id', '=', segment.id)
      .where((eb) => eb(eb('byte_offset', '+', eb.ref('size')), '>', fileSize))
      .executeTakeFirst();
    report.droppedRows += Number(dropped.numDeletedRows);
    const last = await db
      .selectFrom('archive_fragments')
      .select(['byte_offset', 'size', 'end_ms'])
      .where('segment_id', '=', segment.id)
      .orderBy('byte_offset', 'desc')
      .limit(1)
      .executeTakeFirst();
    const indexed = last ? last.byte_offset + last.size : 0;
    if (fileSize > indexed) {
      fs.truncateSync(file, indexed);
      report.truncatedBytes += fileSize - indexed;
    }
    if (!last) {
      await db.deleteFrom('archive_segments').where('id', '=', segment.id).execute();
      fs.rmSync(file, { force: true });
      fs.rmSync(path.join(archiveDir, segment.init_file), { force: true });
    } else {
      await db
        .updateTable('archive_segments')
        .set({ closed: 1, size: indexed, end_ms: last.end_ms })
        .where('id', '=', segment.id)
        .execute();
    }
    touched.add(`${segment.camera_id}\u0000${segment.stream}`);
  }
  for (const key of touched) {
    const [cameraId, stream] = key.split('\u0000') as [string, string];
    await rebuildSpans(db, cameraId, Number(stream), Math.min(...open.map((s) => s.start_ms)));
  }
  return report;
}

/** Recomputes the spans of a camera stream from `fromMs` on (the span covering fromMs included). */
export async function rebuildSpans(db: Kysely<Database>, cameraId: string, stream: number, fromMs: number) {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('archive_spans')
      .select(['start_ms'])
      .where('camera_id', '=', cameraId)
      .where('stream', '=', stream)
      .where('start_ms', '<=', fromMs)
      .orderBy('start_ms', 'desc')
      .limit(1)
      .executeTakeFirst();
    const from = before?.start_ms ?? fromMs;
    await trx
      .deleteFrom('archive_spans')
      .where('camera_id', '=', cameraId)
      .where('stream', '=', stream)
      .where('start_ms', '>=', from)
      .execute();
    const rows = await trx
      .selectFrom('archive_fragments')
      .select(['start_ms', 'end_ms'])
      .where('camera_id', '=', cameraId)
      .where('stream', '=', stream)
      .where('start_ms', '>=', from)
      .orderBy('start_ms')
      .execute();
    const spans: Array<{ start_ms: number; end_ms: number }> = [];
    for (const row of rows) {
      const last = spans[spans.length - 1];
      if (last && row.start_ms - last.end_ms < GAP_MERGE_THRESHOLD_MS) last.end_ms = Math.max(last.end_ms, row.end_ms);
      else spans.push({ start_ms: row.start_ms, end_ms: row.end_ms });
    }
    for (let i = 0; i < spans.length; i += 500) {
      await trx
        .insertInto('archive_spans')
        .values(spans.slice(i, i + 500).map((s) => ({ camera_id: cameraId, stream, ...s })))
        .execute();
    }
  });
}
