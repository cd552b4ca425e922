import { fromDateTimeLocal, toDateTimeLocal } from './dateTimeLocal';

describe('dateTimeLocal', () => {
  it('writes and reads the local minute of a time', () => {
    const at = new Date(2026, 10, 21, 8, 5, 0).getTime();
    expect(toDateTimeLocal(at)).toBe('2026-11-21T08:05');
    expect(fromDateTimeLocal('2026-11-21T08:05')).toBe(at);
    expect(fromDateTimeLocal('2026-11-21T08:05:30')).toBe(at + 30_000);
  });

  it('reads nothing from an empty or malformed value', () => {
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('yesterday')).toBeNull();
  });
});
