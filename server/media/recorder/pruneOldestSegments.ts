/** Frees archive space by deleting the oldest closed segments over all cameras (issue: "when
 *  the archive volume fills, the oldest recordings are pruned before writing fails"): index rows
 *  and spans first, then the files, batch after batch until there is enough room. */
import fs from 'node:fs';
import path from 'node:path';
import type { ArchiveIndexRepository } from '../../db/repositories/archiveIndex';

/** Segments deleted per transaction: small enough to recheck the space often. */
const PRUNE_BATCH = 4;

export interface PruneResult {
  segments: number;
  fragments: number;
  /** Bytes of segment files deleted. */
  bytes: number;
  /** Start of the oldest segment deleted, ms since the epoch (undefined when none was). */
  oldestStartMs: number | undefined;
}

export async function pruneOldestSegments(
  index: ArchiveIndexRepository,
  archiveDir: string,
  enough: () => Promise<boolean>,
  scope: {
    /** Only these cameras' segments (an avatar's, for its local storage); all cameras when absent. */
    cameraIds?: readonly string[];
    /** Segments deleted between two checks (PRUNE_BATCH by default). */
    batch?: number;
  } = {},
): Promise<PruneResult> {
  const result: PruneResult = { segments: 0, fragments: 0, bytes: 0, oldestStartMs: undefined };
  while (!(await enough())) {
    const oldest = await index.oldestClosedSegments(scope.batch ?? PRUNE_BATCH, scope.cameraIds);
    if (oldest.length === 0) break; // only the segments being written are left
    result.fragments += await index.deleteOldestSegments(oldest);
    // Files go only once their rows are gone, so the index never points at a missing file.
    for (const segment of oldest) {
      fs.rmSync(path.join(archiveDir, segment.file), { force: true });
      fs.rmSync(path.join(archiveDir, segment.init_file), { force: true });
      result.bytes += Number(segment.size);
    }
    result.oldestStartMs ??= Number(oldest[0]?.start_ms);
    result.segments += oldest.length;
  }
  return result;
}
