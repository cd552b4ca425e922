import { formatMetricValue, type MetricWords } from './formatMetricValue';

const words: MetricWords = {
  fps: (value) => `${value} fps`,
  status: (value) => (value === 1 ? 'Normal' : value === 0 ? 'Broken' : String(value)),
};
const en = (value: number | null, unit: Parameters<typeof formatMetricValue>[1]) =>
  formatMetricValue(value, unit, 'en-US', words);

describe('formatMetricValue', () => {
  it('writes sizes in the largest SI unit that keeps the figure at 1 or more', () => {
    expect(en(512, 'bytes')).toBe('512 byte');
    expect(en(1_500, 'bytes')).toBe('1.5 kB');
    expect(en(12_345_678, 'bytes')).toBe('12.3 MB');
    expect(en(987_654_321_000, 'bytes')).toBe('988 GB');
    expect(en(2.5e12, 'bytes')).toBe('2.5 TB');
  });

  it('writes bit rates as kbit/s and Mbit/s', () => {
    expect(en(800, 'bps')).toBe('800 bit/s');
    expect(en(512_000, 'bps')).toBe('512 kb/s');
    expect(en(4_210_000, 'bps')).toBe('4.21 Mb/s');
  });

  it('writes frame rates, milliseconds, percent, counts and states', () => {
    expect(en(24.96, 'fps')).toBe('25 fps');
    expect(en(12.34, 'ms')).toBe('12.3 ms');
    expect(en(0.4, 'ms')).toBe('0.4 ms');
    expect(en(99.5, 'pct')).toBe('99.5%');
    expect(en(12_345, 'pcs')).toBe('12,345');
    expect(en(1, 'status')).toBe('Normal');
    expect(en(0, 'status')).toBe('Broken');
  });

  it('writes long durations in seconds, minutes, hours or days', () => {
    expect(en(4_500, 'ms')).toBe('4.5 sec');
    expect(en(720_000, 'ms')).toBe('12 min');
    expect(en(3 * 3_600_000, 'ms')).toBe('3 hr');
    expect(en(2.5 * 86_400_000, 'ms')).toBe('2.5 days');
  });

  it('says when there is no value rather than showing 0', () => {
    expect(en(null, 'bytes')).toBe('—');
    expect(en(Number.NaN, 'fps')).toBe('—');
  });

  it('writes the operator’s own digits and separators', () => {
    expect(formatMetricValue(12_345_678, 'bytes', 'pl-PL', words)).toBe('12,3 MB');
    expect(formatMetricValue(4_210_000, 'bps', 'ar-AE', words)).toMatch(/٤٫٢١|4[.,]21/);
  });
});
