/** Spec 2 §7 localStorage enforced on each database: an avatar's cameras are pruned oldest first,
 *  whatever the camera, until they fit its capacity; another avatar's cameras and a segment still
 *  being written are left alone; the avatar's retention shortens a camera's own when shorter. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ArchiveIndexRepository } from '../../db/repositories/archiveIndex';
import type { DeviceRecord } from '../../db/repositories/devices';
import { openMigratedDatabase, type MigratedDatabase } from '../../testing/migratedDatabase';
import { testDatabases } from '../../testing/testDatabases';
import { applyStorageLimits, limitTtlHours, storageLimits } from './storageLimits';
import { segmentRow, storeSegment } from './testing/archiveFixture';

const MINUTE = 60_000;

function device(id: string, deviceType: string, parentId: string | null, config = {}): DeviceRecord {
  return { id, deviceType, parentId, config, realmId: 'r', name: id, aspects: [] } as unknown as DeviceRecord;
}

const segment = (cameraId: string, startMin: number, closed = 1) =>
  segmentRow({
    id: `${cameraId}:${startMin}`,
    cameraId,
    startMs: startMin * MINUTE,
    endMs: (startMin + 10) * MINUTE,
    size: 100,
    closed: closed === 1,
  });

describe('storageLimits', () => {
  const avatars = [
    device('edge', 'avatar', null, { localStorage: { capacity: 250, ttlHours: 12 } }),
    device('hq', 'avatar', null, { localStorage: { capacity: 0 } }),
  ];
  const cameras = [device('a', 'camera', 'edge'), device('b', 'camera', 'edge'), device('c', 'camera', 'hq')];

  it('reads each avatar capacity and retention over its own cameras', () => {
    expect(storageLimits(cameras, avatars)).toEqual([
      { avatarId: 'edge', cameraIds: ['a', 'b'], capacity: 250, ttlHours: 12 },
      { avatarId: 'hq', cameraIds: ['c'], capacity: 0, ttlHours: null },
    ]);
  });

  it("takes the avatar's retention where it is shorter than the camera's", () => {
    const ttl = limitTtlHours(
      new Map([
        ['a', 24],
        ['b', 6],
        ['c', 24],
      ]),
      storageLimits(cameras, avatars),
    );
    expect([...ttl]).toEqual([
      ['a', 12],
      ['b', 6],
      ['c', 24],
    ]);
  });
});

describe.each(testDatabases())('applyStorageLimits on $kind', (database) => {
  let t: MigratedDatabase;
  let archiveDir: string;

  beforeAll(async () => {
    t = await openMigratedDatabase(database);
    archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-limits-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(archiveDir, { recursive: true, force: true });
  });

  it("prunes an avatar's oldest recordings until they fit its capacity, and no one else's", async () => {
    const index = new ArchiveIndexRepository(t.db);
    // Avatar edge records a and b (500 bytes, 100 of them still being written); hq records c.
    const segments = [
      segment('a', 0),
      segment('b', 5),
      segment('a', 10),
      segment('b', 15),
      segment('a', 20, 0),
      segment('c', 0),
      segment('c', 10),
    ];
    for (const s of segments) await storeSegment(index, archiveDir, s);
    const limits = [
      { avatarId: 'edge', cameraIds: ['a', 'b'], capacity: 250, ttlHours: null },
      { avatarId: 'hq', cameraIds: ['c'], capacity: 0, ttlHours: null },
    ];
    expect(await index.recordedBytes(['a', 'b'])).toBe(500);

    const pruned = await applyStorageLimits(index, archiveDir, limits);

    // The oldest segments of a and b, whichever camera, go until 250 bytes are not exceeded.
    expect(pruned.get('edge')).toMatchObject({ segments: 3, bytes: 300, oldestStartMs: 0 });
    expect(pruned.has('hq')).toBe(false);
    const left = (await t.db.selectFrom('archive_segments').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(left).toEqual(['a:20', 'b:15', 'c:0', 'c:10']);
    for (const s of segments) expect(fs.existsSync(path.join(archiveDir, s.file))).toBe(left.includes(s.id));
    expect(await index.recordedBytes(['a', 'b'])).toBe(200);
    // Within its capacity, nothing more goes.
    expect((await applyStorageLimits(index, archiveDir, limits)).size).toBe(0);
  });
});
