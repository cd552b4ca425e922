import { hourChoices, joinDuration, minuteChoices, normalizeDuration, splitDuration } from './exportDuration';

describe('export duration (spec 2 §5)', () => {
  it.each([
    [60_000, { hours: 0, minutes: 1 }],
    [30_000, { hours: 0, minutes: 0.5 }],
    [90 * 60_000, { hours: 1, minutes: 30 }],
    [-120_000, { hours: 0, minutes: 2 }],
    [Number.NaN, { hours: 0, minutes: 0 }],
    [Number.POSITIVE_INFINITY, { hours: 0, minutes: 0 }],
  ])('splits %d ms into %j', (ms, parts) => {
    expect(splitDuration(ms)).toEqual(parts);
  });

  it.each([
    [0, 60, { hours: 1, minutes: 0 }],
    [1, 75, { hours: 2, minutes: 15 }],
    [-1, -5, { hours: 1, minutes: 5 }],
    [Number.NaN, 10, { hours: 0, minutes: 10 }],
    [2, Number.NaN, { hours: 2, minutes: 0 }],
  ])('normalises %s h %s min to %j (absolute, NaN as 0, 60 min carried)', (hours, minutes, parts) => {
    expect(normalizeDuration(hours, minutes)).toEqual(parts);
  });

  it('joins hours and minutes into milliseconds', () => {
    expect(joinDuration(1, 5)).toBe(65 * 60_000);
    expect(joinDuration(0, 0.5)).toBe(30_000);
  });

  it('offers hours from 0 up to the maximum whole hours', () => {
    expect(hourChoices(150)).toEqual([0, 1, 2]);
    expect(hourChoices(59)).toEqual([0]);
    expect(hourChoices(undefined)).toEqual([0]);
  });

  it('offers the minute choices the maximum allows, keeping the current value', () => {
    expect(minuteChoices(60, 0)).toEqual([0, 5, 10, 15, 30, 45, 60]);
    expect(minuteChoices(20, 0)).toEqual([0, 5, 10, 15]);
    expect(minuteChoices(60, 1)).toEqual([0]);
    expect(minuteChoices(90, 1)).toEqual([0, 5, 10, 15, 30]);
    expect(minuteChoices(60, 0, 1)).toEqual([0, 1, 5, 10, 15, 30, 45, 60]);
    expect(minuteChoices(0, 0)).toEqual([0]);
  });
});
