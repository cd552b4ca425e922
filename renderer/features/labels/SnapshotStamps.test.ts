import { SnapshotStamps } from './SnapshotStamps';

describe('SnapshotStamps (spec 3 §9: refreshed after 60 s, purged after 5 minutes)', () => {
  it('keeps a stamp for 60 s, then gives a new one', () => {
    const stamps = new SnapshotStamps();
    expect(stamps.stampFor('cam', 1_000)).toBe(1_000);
    expect(stamps.stampFor('cam', 60_999)).toBe(1_000);
    expect(stamps.stampFor('cam', 61_000)).toBe(61_000);
  });

  it('purges stamps 5 minutes old', () => {
    const stamps = new SnapshotStamps();
    stamps.stampFor('old', 0);
    stamps.stampFor('new', 100_000);
    expect(stamps.purge(299_999)).toBe(2);
    expect(stamps.purge(300_000)).toBe(1);
    expect(stamps.stampFor('old', 300_000)).toBe(300_000);
  });
});
