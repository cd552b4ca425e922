/** What the cloud holds: spans read by overlap, and an added span merged with those it touches
 *  in one transaction, other streams and cameras untouched. */
import { openMigratedDatabase, type MigratedDatabase } from '../../testing/migratedDatabase';
import { testDatabases } from '../../testing/testDatabases';
import { CloudSpanRepository } from './cloudSpans';
import type { TimeSpan } from './spanRows';

/** Merges spans that touch or overlap, as the media archive does. */
function union(spans: TimeSpan[]): TimeSpan[] {
  const out: TimeSpan[] = [];
  for (const s of [...spans].sort((p, q) => p.start - q.start)) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

describe.each(testDatabases())('CloudSpanRepository on $kind', (database) => {
  let t: MigratedDatabase;
  let cloud: CloudSpanRepository;

  beforeAll(async () => {
    t = await openMigratedDatabase(database);
    cloud = new CloudSpanRepository(t.db);
  });
  afterAll(() => t.close());

  it('adds spans apart as they are and reads them by overlap', async () => {
    await cloud.add('cam', 1, { start: 1_000, end: 2_000 }, union);
    await cloud.add('cam', 1, { start: 5_000, end: 6_000 }, union);
    await cloud.add('cam', 0, { start: 0, end: 10_000 }, union);
    await cloud.add('other', 1, { start: 2_000, end: 5_000 }, union);
    expect(await cloud.spans('cam', 1, 0, 10_000)).toEqual([
      { start: 1_000, end: 2_000 },
      { start: 5_000, end: 6_000 },
    ]);
    expect(await cloud.spans('cam', 1, 2_000, 5_000)).toEqual([]);
  });

  it('hands the merge every span the new one touches, edges included, and keeps its result', async () => {
    const seen: TimeSpan[][] = [];
    await cloud.add('cam', 1, { start: 2_000, end: 5_000 }, (spans) => {
      seen.push(spans);
      return union(spans);
    });
    expect(seen.map((spans) => [...spans].sort((p, q) => p.start - q.start))).toEqual([
      [
        { start: 1_000, end: 2_000 },
        { start: 2_000, end: 5_000 },
        { start: 5_000, end: 6_000 },
      ],
    ]);
    expect(await cloud.spans('cam', 1, 0, 10_000)).toEqual([{ start: 1_000, end: 6_000 }]);
    expect(await cloud.spans('cam', 0, 0, 10_000)).toEqual([{ start: 0, end: 10_000 }]);
    expect(await cloud.spans('other', 1, 0, 10_000)).toEqual([{ start: 2_000, end: 5_000 }]);
  });

  it('keeps what it had when the merge throws', async () => {
    await expect(
      cloud.add('cam', 1, { start: 0, end: 500 }, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await cloud.spans('cam', 1, 0, 10_000)).toEqual([{ start: 1_000, end: 6_000 }]);
  });
});
