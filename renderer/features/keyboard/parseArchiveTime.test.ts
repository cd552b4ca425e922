import { describe, expect, it } from '@jest/globals';
import { parseArchiveTime } from './parseArchiveTime';

const NOW = new Date(2026, 10, 29, 13, 0, 0).getTime();

describe('parseArchiveTime', () => {
  it('reads times relative to now', () => {
    expect(parseArchiveTime('10 min ago', NOW)).toBe(NOW - 10 * 60_000);
    expect(parseArchiveTime('10m', NOW)).toBe(NOW - 10 * 60_000);
    expect(parseArchiveTime('2 hours ago', NOW)).toBe(NOW - 2 * 3_600_000);
    expect(parseArchiveTime('30 s ago', NOW)).toBe(NOW - 30_000);
    expect(parseArchiveTime('1 day ago', NOW)).toBe(NOW - 86_400_000);
  });

  it('reads a clock time as today, or yesterday when it is still to come', () => {
    expect(parseArchiveTime('12:30', NOW)).toBe(new Date(2026, 10, 29, 12, 30).getTime());
    expect(parseArchiveTime('14:30', NOW)).toBe(new Date(2026, 10, 28, 14, 30).getTime());
    expect(parseArchiveTime('25:10', NOW)).toBeNull();
  });

  it('reads a date with or without a time, never one in the future', () => {
    expect(parseArchiveTime('2026-11-28', NOW)).toBe(new Date(2026, 10, 28).getTime());
    expect(parseArchiveTime('2026-11-28 09:15', NOW)).toBe(new Date(2026, 10, 28, 9, 15).getTime());
    expect(parseArchiveTime('2026-02-31', NOW)).toBeNull();
    expect(parseArchiveTime('2026-12-01', NOW)).toBeNull();
  });

  it('is null for anything else', () => {
    expect(parseArchiveTime('entrance', NOW)).toBeNull();
    expect(parseArchiveTime('', NOW)).toBeNull();
  });
});
