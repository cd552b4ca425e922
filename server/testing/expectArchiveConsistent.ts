/** Asserts that a closed archive and its index agree: every segment closed, every row's bytes a
 *  parsable fragment that starts where the row says, rows back to back up to the file's last
 *  byte, and every row inside a span. Returns how many rows it checked. */
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../db/database';
import { parseFragment, parseInitSegment } from '../media/fmp4';
import { expect } from '@jest/globals';

export async function expectArchiveConsistent(handle: DatabaseHandle, archiveDir: string) {
  const segments = await handle.db.selectFrom('archive_segments').selectAll().execute();
  let rowsChecked = 0;
  for (const segment of segments) {
    expect(segment.closed).toBe(1);
    const rows = await handle.db
      .selectFrom('archive_fragments')
      .selectAll()
      .where('segment_id', '=', segment.id)
      .orderBy('byte_offset')
      .execute();
    const bytes = fs.readFileSync(path.join(archiveDir, segment.file));
    const init = parseInitSegment(fs.readFileSync(path.join(archiveDir, segment.init_file)));
    let offset = 0;
    for (const row of rows) {
      expect(row.byte_offset).toBe(offset);
      offset += row.size;
      const samples = parseFragment(bytes.subarray(row.byte_offset, row.byte_offset + row.size), init);
      expect(samples.length).toBeGreaterThan(0);
      expect(samples[0]?.key).toBe(row.is_key === 1);
      const start = segment.origin_ms + ((samples[0]?.pts ?? 0) * 1000) / init.timescale;
      expect(Math.abs(start - row.start_ms)).toBeLessThanOrEqual(1);
      rowsChecked += 1;
    }
    // The file holds exactly the indexed bytes: nothing dangling after the last row.
    expect(bytes.length).toBe(offset);
    expect(segment.size).toBe(offset);
  }
  const spans = await handle.db.selectFrom('archive_spans').selectAll().execute();
  const rows = await handle.db
    .selectFrom('archive_fragments')
    .select(['camera_id', 'stream', 'start_ms', 'end_ms'])
    .execute();
  for (const row of rows) {
    expect(
      spans.some(
        (s) =>
          s.camera_id === row.camera_id &&
          s.stream === row.stream &&
          s.start_ms <= row.start_ms &&
          s.end_ms >= row.end_ms,
      ),
    ).toBe(true);
  }
  return rowsChecked;
}
