/** Retention on each database: rows and spans before a camera's TTL go, closed segment files
 *  that ended before it are deleted, and a camera without a TTL (deleted device) is kept. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ArchiveIndexRepository, type SegmentRow } from '../../db/repositories/archiveIndex';
import { openMigratedDatabase, type MigratedDatabase } from '../../testing/migratedDatabase';
import { testDatabases } from '../../testing/testDatabases';
import { applyRetention } from './applyRetention';

const HOUR = 3_600_000;
const NOW = 100 * HOUR;

function segment(id: string, cameraId: string, startMs: number, endMs: number, closed: number): SegmentRow {
  return {
    id,
    camera_id: cameraId,
    stream: 1,
    file: path.join(cameraId, '1', `${id}.m4s`),
    init_file: path.join(cameraId, '1', `${id}.init.mp4`),
    codec: 'avc1.64001f',
    width: 640,
    height: 360,
    origin_ms: startMs,
    start_ms: startMs,
    end_ms: endMs,
    size: 10,
    closed,
  };
}

describe.each(testDatabases())('applyRetention on $kind', (database) => {
  let t: MigratedDatabase;
  let archiveDir: string;

  beforeAll(async () => {
    t = await openMigratedDatabase(database);
    archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-retention-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(archiveDir, { recursive: true, force: true });
  });

  it('deletes what is older than each TTL and keeps cameras it has none for', async () => {
    const index = new ArchiveIndexRepository(t.db);
    const segments = [
      segment('old', 'cam', NOW - 30 * HOUR, NOW - 25 * HOUR, 1),
      segment('edge', 'cam', NOW - 25 * HOUR, NOW - 23 * HOUR, 1),
      segment('orphan', 'gone', NOW - 90 * HOUR, NOW - 80 * HOUR, 1),
    ];
    for (const s of segments) {
      await index.insertSegment(s);
      fs.mkdirSync(path.join(archiveDir, path.dirname(s.file)), { recursive: true });
      fs.writeFileSync(path.join(archiveDir, s.file), 'm4s');
      fs.writeFileSync(path.join(archiveDir, s.init_file), 'init');
      await index.insertFragments([
        {
          segment_id: s.id,
          byte_offset: 0,
          size: 10,
          camera_id: s.camera_id,
          stream: 1,
          start_ms: s.start_ms,
          end_ms: s.end_ms,
          is_key: 1,
        },
      ]);
      await index.insertSpans(s.camera_id, 1, [{ start: s.start_ms, end: s.end_ms }]);
    }

    const result = await applyRetention(index, archiveDir, new Map([['cam', 24]]), NOW);

    expect(result).toEqual({ fragments: 1, segments: 1 });
    expect(fs.existsSync(path.join(archiveDir, segments[0]?.file ?? ''))).toBe(false);
    expect(fs.existsSync(path.join(archiveDir, segments[0]?.init_file ?? ''))).toBe(false);
    expect(fs.existsSync(path.join(archiveDir, segments[1]?.file ?? ''))).toBe(true);
    expect(await index.segment('old')).toBeUndefined();
    expect(await index.spans('cam', 1, 0, NOW)).toEqual([{ start: NOW - 24 * HOUR, end: NOW - 23 * HOUR }]);
    expect(await index.spans('gone', 1, 0, NOW)).toHaveLength(1);
    expect(fs.existsSync(path.join(archiveDir, segments[2]?.file ?? ''))).toBe(true);
  });
});
