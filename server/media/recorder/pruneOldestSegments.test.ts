/** Pruning for space on each database: the oldest closed segments over all cameras go first,
 *  rows before files, each stream's coverage then starts at the first fragment it keeps, and a
 *  segment still being written is never pruned. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ArchiveIndexRepository } from '../../db/repositories/archiveIndex';
import { openMigratedDatabase, type MigratedDatabase } from '../../testing/migratedDatabase';
import { testDatabases } from '../../testing/testDatabases';
import { pruneOldestSegments } from './pruneOldestSegments';
import { segmentRow, storeSegment } from './testing/archiveFixture';

const MINUTE = 60_000;

const segment = (cameraId: string, stream: number, startMin: number, closed = 1) =>
  segmentRow({
    id: `${cameraId}:${stream}:${startMin}`,
    cameraId,
    stream,
    startMs: startMin * MINUTE,
    endMs: (startMin + 10) * MINUTE,
    size: 100,
    closed: closed === 1,
  });

describe.each(testDatabases())('pruneOldestSegments on $kind', (database) => {
  let t: MigratedDatabase;
  let archiveDir: string;

  beforeAll(async () => {
    t = await openMigratedDatabase(database);
    archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-prune-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(archiveDir, { recursive: true, force: true });
  });

  it('deletes the oldest segments over all cameras until there is enough room', async () => {
    const index = new ArchiveIndexRepository(t.db);
    // Camera a: 0, 10, 20 (20 still open); camera b: 5, 15 on stream 1, 5 on stream 0.
    const segments = [
      segment('a', 1, 0),
      segment('a', 1, 10),
      segment('a', 1, 20, 0),
      segment('b', 1, 5),
      segment('b', 1, 15),
      segment('b', 0, 5),
    ];
    for (const s of segments) {
      // Two fragments a segment, the second starting a minute in.
      await storeSegment(index, archiveDir, s, [
        { startMs: s.start_ms + 500, endMs: s.start_ms + MINUTE },
        { startMs: s.start_ms + MINUTE + 500, endMs: s.start_ms + 10 * MINUTE },
      ]);
    }
    for (const [cameraId, stream, start, end] of [
      ['a', 1, 0, 30],
      ['b', 1, 5, 25],
      ['b', 0, 5, 15],
    ] as const) {
      await index.insertSpans(cameraId, stream, [{ start: start * MINUTE + 500, end: end * MINUTE }]);
    }

    // "Enough" after three segments have gone: the space check is the caller's.
    let checks = 0;
    const result = await pruneOldestSegments(index, archiveDir, async () => checks++ >= 1);

    // One batch of four: a 0, b/0 5, b/1 5, a 10 (the oldest by start, whatever the camera).
    expect(result).toMatchObject({ segments: 4, fragments: 8, bytes: 400, oldestStartMs: 0 });
    const left = (await t.db.selectFrom('archive_segments').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(left).toEqual(['a:1:20', 'b:1:15']);
    for (const s of segments) {
      expect(fs.existsSync(path.join(archiveDir, s.file))).toBe(left.includes(s.id));
      expect(fs.existsSync(path.join(archiveDir, s.init_file))).toBe(left.includes(s.id));
    }
    // Coverage starts at each stream's first kept fragment; a stream with nothing kept has none.
    expect(await index.spans('a', 1, 0, 60 * MINUTE)).toEqual([{ start: 20 * MINUTE + 500, end: 30 * MINUTE }]);
    expect(await index.spans('b', 1, 0, 60 * MINUTE)).toEqual([{ start: 15 * MINUTE + 500, end: 25 * MINUTE }]);
    expect(await index.spans('b', 0, 0, 60 * MINUTE)).toEqual([]);

    // Only the open segment is left of camera a: pruning stops rather than touch it.
    const more = await pruneOldestSegments(index, archiveDir, async () => false);
    expect(more.segments).toBe(1);
    expect(await index.segment('a:1:20')).toBeDefined();
  });
});
