/** How avatar figures read. */
import { formatBps, formatBytes, formatDuration } from './formatFigures';

describe('avatar figures', () => {
  it('reads bytes, bit rates and durations', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 ** 3)).toBe('50 GB');
    expect(formatBytes(null)).toBe('—');
    expect(formatBps(2_500_000)).toBe('2.5 Mbit/s');
    expect(formatBps(800)).toBe('800 bit/s');
    expect(formatDuration(59)).toBe('0m 59s');
    expect(formatDuration(3 * 3600 + 120)).toBe('3h 2m');
    expect(formatDuration(2 * 86400 + 3600)).toBe('2d 1h');
  });
});
