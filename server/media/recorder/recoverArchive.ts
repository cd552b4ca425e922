/** Makes the archive consistent after a crash: every open segment is cut back to its last
 *  indexed byte, rows that point past their file are dropped, and spans are rebuilt from rows. */
import fs from 'node:fs';
import path from 'node:path';
import { GAP_MERGE_THRESHOLD_MS } from '../../../shared/video/constants';
import type { ArchiveIndexRepository } from '../../db/repositories/archiveIndex';
import type { Span } from '../archive/computeCoverage';

export interface RecoveryReport {
  segments: number;
  droppedRows: number;
  truncatedBytes: number;
}

export async function recoverArchive(index: ArchiveIndexRepository, archiveDir: string): Promise<RecoveryReport> {
  const report: RecoveryReport = { segments: 0, droppedRows: 0, truncatedBytes: 0 };
  const open = await index.openSegments();
  const touched = new Set<string>();
  for (const segment of open) {
    report.segments += 1;
    const file = path.join(archiveDir, segment.file);
    const fileSize = fs.existsSync(file) ? fs.statSync(file).size : 0;
    report.droppedRows += await index.deleteFragmentsPast(segment.id, fileSize);
    const last = await index.lastFragment(segment.id);
    const indexed = last ? last.byte_offset + last.size : 0;
    if (fileSize > indexed) {
      fs.truncateSync(file, indexed);
      report.truncatedBytes += fileSize - indexed;
    }
    if (!last) {
      await index.deleteSegment(segment.id);
      fs.rmSync(file, { force: true });
      fs.rmSync(path.join(archiveDir, segment.init_file), { force: true });
    } else {
      await index.closeSegment(segment.id, { endMs: last.end_ms, size: indexed });
    }
    touched.add(`${segment.camera_id}\u0000${segment.stream}`);
  }
  for (const key of touched) {
    const [cameraId, stream] = key.split('\u0000') as [string, string];
    await rebuildSpans(index, cameraId, Number(stream), Math.min(...open.map((s) => s.start_ms)));
  }
  return report;
}

/** Recomputes the spans of a camera stream from `fromMs` on (the span covering fromMs included). */
export function rebuildSpans(index: ArchiveIndexRepository, cameraId: string, stream: number, fromMs: number) {
  return index.rebuildSpans(cameraId, stream, fromMs, mergeFragments);
}

/** Fragments (oldest first) merged into spans across gaps under the merge threshold. */
function mergeFragments(fragments: Span[]): Span[] {
  const spans: Span[] = [];
  for (const row of fragments) {
    const last = spans[spans.length - 1];
    if (last && row.start - last.end < GAP_MERGE_THRESHOLD_MS) last.end = Math.max(last.end, row.end);
    else spans.push({ start: row.start, end: row.end });
  }
  return spans;
}
