import { downloadHref } from './downloadHref';
import { formatClipDuration } from './formatClipDuration';

describe('download links (spec 2 §7: href plus a time-zone offset)', () => {
  it('adds the offset as the tz parameter', () => {
    expect(downloadHref('/api/media/exports/r1/a.mp4', 120)).toBe('/api/media/exports/r1/a.mp4?tz=120');
    expect(downloadHref('/x?y=1', -300)).toBe('/x?y=1&tz=-300');
  });

  it("defaults to the viewer's offset", () => {
    expect(downloadHref('/f')).toBe(`/f?tz=${-new Date().getTimezoneOffset()}`);
  });
});

describe('clip duration', () => {
  it.each([
    [30_000, '0:00:30'],
    [65 * 60_000, '1:05:00'],
    [null, '0:00:00'],
  ])('%s ms → %s', (ms, text) => {
    expect(formatClipDuration(ms)).toBe(text);
  });
});
