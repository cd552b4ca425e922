/** Retention on each database: rows and spans before a camera's TTL go, closed segment files
 *  that ended before it are deleted, and a camera without a TTL (deleted device) is kept. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ArchiveIndexRepository } from '../../db/repositories/archiveIndex';
import { openMigratedDatabase, type MigratedDatabase } from '../../testing/migratedDatabase';
import { testDatabases } from '../../testing/testDatabases';
import { applyRetention } from './applyRetention';
import { segmentRow, storeSegment } from './testing/archiveFixture';

const HOUR = 3_600_000;
const NOW = 100 * HOUR;

const segment = (id: string, cameraId: string, startMs: number, endMs: number, closed: number) =>
  segmentRow({ id, cameraId, startMs, endMs, size: 10, closed: closed === 1 });

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
      await storeSegment(index, archiveDir, s);
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
