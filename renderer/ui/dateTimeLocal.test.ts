import { clampTime, fromDateTimeLocal, toDateTimeLocal } from './dateTimeLocal';

describe('datetime-local values', () => {
  const at = new Date(2026, 4, 6, 7, 8, 9).getTime();

  it('writes the local minute by default, and the second for an input that steps by seconds', () => {
    expect(toDateTimeLocal(at)).toBe('2026-05-06T07:08');
    expect(toDateTimeLocal(at, 'second')).toBe('2026-05-06T07:08:09');
  });

  it('reads back what it writes, and what a browser writes', () => {
    expect(fromDateTimeLocal(toDateTimeLocal(at, 'second'))).toBe(at);
    expect(fromDateTimeLocal('2026-05-06T07:08')).toBe(at - 9_000);
    expect(fromDateTimeLocal('2026-05-06T07:08:09.000')).toBe(at);
    expect(fromDateTimeLocal('2026-05-06T07:08:09.5')).toBe(at + 500);
  });

  it('reads null from anything that is not a local date-time', () => {
    for (const bad of ['', 'yesterday', '2026-05-06', '2026-05-06 07:08', '2026-02-31T10:00', '2026-13-01T10:00']) {
      expect(fromDateTimeLocal(bad)).toBeNull();
    }
    expect(fromDateTimeLocal('2026-05-06T24:00')).toBeNull();
    expect(fromDateTimeLocal('2026-05-06T07:60')).toBeNull();
    expect(fromDateTimeLocal('2028-02-29T10:00')).toBe(new Date(2028, 1, 29, 10).getTime());
  });

  it('keeps a time between its limits', () => {
    expect(clampTime(5, 10, 20)).toBe(10);
    expect(clampTime(25, 10, 20)).toBe(20);
    expect(clampTime(5, undefined, 20)).toBe(5);
  });
});
