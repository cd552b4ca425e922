/** Deletes archive older than each camera's storage TTL: index rows, spans (cut at the
 *  cut-off) and whole segment files once none of their fragments is kept. */
import fs from 'node:fs';
import path from 'node:path';
import type { ArchiveIndexRepository } from '../../db/repositories/archiveIndex';

export interface RetentionResult {
  fragments: number;
  segments: number;
}

export async function applyRetention(
  index: ArchiveIndexRepository,
  archiveDir: string,
  ttlHoursByCamera: Map<string, number>,
  now = Date.now(),
): Promise<RetentionResult> {
  const result: RetentionResult = { fragments: 0, segments: 0 };
  for (const cameraId of await index.recordedCameras()) {
    const ttl = ttlHoursByCamera.get(cameraId);
    if (ttl === undefined) continue; // unknown camera (deleted): kept until an operator decides
    const cutoff = now - ttl * 3_600_000;
    const files = await index.expiredSegments(cameraId, cutoff);
    result.fragments += await index.deleteBefore(
      cameraId,
      cutoff,
      files.map((f) => f.id),
    );
    // Files go only once their rows are gone, so the index never points at a missing file.
    for (const file of files) {
      fs.rmSync(path.join(archiveDir, file.file), { force: true });
      fs.rmSync(path.join(archiveDir, file.init_file), { force: true });
    }
    result.segments += files.length;
  }
  return result;
}
