import { clipRuns, coverageRuns, mergeSpans, runsCover } from './coverageRuns';

const S = 1_000;
const CHUNK = 30 * S;

describe('coverageRuns', () => {
  it('merges adjacent 30 s chunks into one run', () => {
    expect(coverageRuns([0, CHUNK, 2 * CHUNK])).toEqual([{ start: 0, end: 3 * CHUNK }]);
  });

  it('sorts chunks and drops duplicates', () => {
    expect(coverageRuns([2 * CHUNK, 0, CHUNK, CHUNK])).toEqual([{ start: 0, end: 3 * CHUNK }]);
  });

  it('ignores gaps under 2 s and keeps gaps of 2 s or more', () => {
    expect(coverageRuns([0, CHUNK + 1_999])).toEqual([{ start: 0, end: 2 * CHUNK + 1_999 }]);
    expect(coverageRuns([0, CHUNK + 2 * S])).toEqual([
      { start: 0, end: CHUNK },
      { start: CHUNK + 2 * S, end: 2 * CHUNK + 2 * S },
    ]);
  });

  it('draws a day of chunks as one box', () => {
    const day = Array.from({ length: 2_880 }, (_, i) => i * CHUNK);
    expect(coverageRuns(day)).toHaveLength(1);
  });

  it('merges overlapping spans such as AOD requests', () => {
    expect(
      mergeSpans([
        { start: 10, end: 50 },
        { start: 0, end: 20 },
        { start: 100_000, end: 100_001 },
      ]),
    ).toEqual([
      { start: 0, end: 50 },
      { start: 100_000, end: 100_001 },
    ]);
  });

  it('clips runs to the visible range and answers whether a time is covered', () => {
    const runs = coverageRuns([0, 3 * CHUNK]);
    expect(clipRuns(runs, { start: 10 * S, end: 100 * S })).toEqual([
      { start: 10 * S, end: CHUNK },
      { start: 3 * CHUNK, end: 100 * S },
    ]);
    expect(runsCover(runs, 15 * S)).toBe(true);
    expect(runsCover(runs, 45 * S)).toBe(false);
  });
});
