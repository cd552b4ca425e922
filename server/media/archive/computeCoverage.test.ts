import { computeCoverage, mergeSpans } from './computeCoverage';

const S = 1000;
const C = 30 * S;

describe('computeCoverage', () => {
  it.each([
    ['no video', [], { full: [], partial: [] }],
    ['one chunk wholly covered', [{ start: 0, end: C }], { full: [0], partial: [] }],
    ['video across two chunks', [{ start: 0, end: 2 * C }], { full: [0, C], partial: [] }],
    ['half a chunk', [{ start: 0, end: 15 * S }], { full: [], partial: [0] }],
    [
      'a gap under 2 s is ignored',
      [
        { start: 0, end: 10 * S },
        { start: 11.5 * S, end: C },
      ],
      { full: [0], partial: [] },
    ],
    [
      'a gap of 2 s or more makes it partial',
      [
        { start: 0, end: 10 * S },
        { start: 12 * S, end: C },
      ],
      { full: [], partial: [0] },
    ],
    ['edges within 2 s still count as whole', [{ start: 1.5 * S, end: C - 1.5 * S }], { full: [0], partial: [] }],
    ['video only in the second chunk', [{ start: C + 5 * S, end: 2 * C }], { full: [], partial: [C] }],
  ])('%s', (_name, spans, expected) => {
    expect(computeCoverage(spans, 0, 2 * C)).toEqual(expected);
  });

  it('aligns chunks to multiples of the chunk length', () => {
    expect(computeCoverage([{ start: 0, end: 10 * C }], 45 * S, 100 * S).full).toEqual([C, 2 * C, 3 * C]);
  });

  it('costs what the recordings cost, not what the range spans', () => {
    // 3.3e10 empty chunks: a walk over the range never came back.
    const T = 1_700_000_010_000; // a chunk boundary
    expect(computeCoverage([{ start: T, end: T + C + 5 * S }], 0, 1e15)).toEqual({ full: [T], partial: [T + C] });
  });

  it('answers nothing for a chunk under a millisecond, which could never advance an epoch time', () => {
    expect(computeCoverage([{ start: 0, end: 10 * C }], 1_700_000_000_000, 1_700_000_020_000, 1e-6)).toEqual({
      full: [],
      partial: [],
    });
  });

  it('merges spans closer than the threshold, keeps the others apart', () => {
    expect(
      mergeSpans([
        { start: 5 * S, end: 6 * S },
        { start: 0, end: 4 * S },
        { start: 9 * S, end: 10 * S },
      ]),
    ).toEqual([
      { start: 0, end: 6 * S },
      { start: 9 * S, end: 10 * S },
    ]);
  });
});
