/** Recorded archive for the recorder's housekeeping tests (retention, pruning for space, avatars'
 *  capacities): segment rows, their files on disk and their fragment rows. */
import fs from 'node:fs';
import path from 'node:path';
import type { ArchiveIndexRepository, SegmentRow } from '../../../db/repositories/archiveIndex';

export interface TestSegment {
  id: string;
  cameraId: string;
  stream?: number;
  startMs: number;
  endMs: number;
  size: number;
  closed?: boolean;
}

export function segmentRow(s: TestSegment): SegmentRow {
  const stream = s.stream ?? 1;
  return {
    id: s.id,
    camera_id: s.cameraId,
    stream,
    file: path.join(s.cameraId, String(stream), `${s.id.replace(/:/g, '-')}.m4s`),
    init_file: path.join(s.cameraId, String(stream), `${s.id.replace(/:/g, '-')}.init.mp4`),
    codec: 'avc1.64001f',
    width: 640,
    height: 360,
    origin_ms: s.startMs,
    start_ms: s.startMs,
    end_ms: s.endMs,
    size: s.size,
    closed: s.closed === false ? 0 : 1,
  };
}

/** Stores a segment: its row, its files under `archiveDir`, and a keyframe fragment per [start, end)
 *  of `fragments` (the whole segment when none), `size` bytes split evenly among them. */
export async function storeSegment(
  index: ArchiveIndexRepository,
  archiveDir: string,
  row: SegmentRow,
  fragments: ReadonlyArray<{ startMs: number; endMs: number }> = [{ startMs: row.start_ms, endMs: row.end_ms }],
): Promise<void> {
  await index.insertSegment(row);
  fs.mkdirSync(path.join(archiveDir, path.dirname(row.file)), { recursive: true });
  fs.writeFileSync(path.join(archiveDir, row.file), 'm4s');
  fs.writeFileSync(path.join(archiveDir, row.init_file), 'init');
  const size = Math.floor(row.size / fragments.length);
  await index.insertFragments(
    fragments.map((f, n) => ({
      segment_id: row.id,
      byte_offset: n * size,
      size,
      camera_id: row.camera_id,
      stream: row.stream,
      start_ms: f.startMs,
      end_ms: f.endMs,
      is_key: 1,
    })),
  );
}
