/** Deletes archive older than each camera's storage TTL: index rows, spans (cut at the
 *  cut-off) and whole segment files once none of their fragments is kept. */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface RetentionResult {
  fragments: number;
  segments: number;
}

export async function applyRetention(
  db: Kysely<Database>,
  archiveDir: string,
  ttlHoursByCamera: Map<string, number>,
  now = Date.now(),
): Promise<RetentionResult> {
  const result: RetentionResult = { fragments: 0, segments: 0 };
  const cameras = await db.selectFrom('archive_segments').select('camera_id').distinct().execute();
  for (const { camera_id: cameraId } of cameras) {
    const ttl = ttlHoursByCamera.get(cameraId);
    if (ttl === undefined) continue; // unknown camera (deleted): kept until an operator decides
    const cutoff = now - ttl * 3_600_000;
    const files = await db
      .selectFrom('archive_segments')
      .select(['id', 'file', 'init_file'])
      .where('camera_id', '=', cameraId)
      .where('closed', '=', 1)
      .where('end_ms', '<', cutoff)
      .execute();
    await db.transaction().execute(async (trx) => {
      const fragments = await trx
        .deleteFrom('archive_fragments')
        .where('camera_id', '=', cameraId)
        .where('end_ms', '<', cutoff)
        .executeTakeFirst();
      result.fragments += Number(fragments.numDeletedRows);
      if (files.length) {
        await trx
          .deleteFrom('archive_segments')
          .where(
            'id',
            'in',
            files.map((f) => f.id),
          )
          .execute();
      }
      await trx.deleteFrom('archive_spans').where('camera_id', '=', cameraId).where('end_ms', '<', cutoff).execute();
      await trx
        .updateTable('archive_spans')
        .set({ start_ms: cutoff })
        .where('camera_id', '=', cameraId)
        .where('start_ms', '<', cutoff)
        .execute();
    });
    for (const file of files) {
      fs.rmSync(path.join(archiveDir, file.file), { force: true });
      fs.rmSync(path.join(archiveDir, file.init_file), { force: true });
    }
    result.segments += files.length;
  }
  return result;
}
