import { needsPrefetch, nextChunkStart, prefetchRange } from './aodPrefetch';

const C = Date.UTC(2026, 0, 1, 10, 1, 0);

describe('AOD ahead of playback (spec 2 §4)', () => {
  it('looks at the next 30 s chunk in the playing direction', () => {
    expect(nextChunkStart(C + 12_000, 1)).toBe(C + 30_000);
    expect(nextChunkStart(C + 12_000, -2)).toBe(C - 30_000);
  });

  it('requests 60 s from that chunk', () => {
    expect(prefetchRange(C, 1)).toEqual({ start: C, end: C + 60_000 });
    expect(prefetchRange(C, -1)).toEqual({ start: C - 30_000, end: C + 30_000 });
  });

  it.each([
    ['only on the avatar', { cloud: [], avatarOnly: [C], pending: [] }, true],
    ['already in the cloud', { cloud: [C], avatarOnly: [], pending: [] }, false],
    ['recorded nowhere', { cloud: [], avatarOnly: [], pending: [] }, false],
    ['already requested', { cloud: [], avatarOnly: [C], pending: [{ start: C - 30_000, end: C + 30_000 }] }, false],
    ['a request that ends before it', { cloud: [], avatarOnly: [C], pending: [{ start: C - 60_000, end: C }] }, true],
  ])('a chunk %s → %s', (_name, coverage, expected) => {
    expect(needsPrefetch(C, coverage)).toBe(expected);
  });
});
