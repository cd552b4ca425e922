import { clampTime, fromLocalInputValue, toLocalInputValue } from './localDateTime';

describe('local date-time values', () => {
  it('round-trips a time to the second', () => {
    const time = new Date(2026, 4, 6, 7, 8, 9).getTime();
    expect(toLocalInputValue(time)).toBe('2026-05-06T07:08:09');
    expect(fromLocalInputValue('2026-05-06T07:08:09')).toBe(time);
    expect(fromLocalInputValue('2026-05-06T07:08:09.000')).toBe(time);
    expect(fromLocalInputValue('2026-05-06T07:08')).toBe(time - 9000);
    expect(fromLocalInputValue('')).toBeNaN();
  });

  it('keeps a time between its limits', () => {
    expect(clampTime(5, 10, 20)).toBe(10);
    expect(clampTime(25, 10, 20)).toBe(20);
    expect(clampTime(5, undefined, 20)).toBe(5);
  });
});
