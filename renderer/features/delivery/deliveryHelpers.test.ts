import { downloadHref } from './downloadHref';
import { formatClipDuration } from './formatClipDuration';
import { mergeVideoRequests } from './mergeVideoRequests';

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

describe('mergeVideoRequests', () => {
  const a = { id: 'a', status: 'QUEUED', createdAt: 1, updatedAt: 1 };
  const b = { id: 'b', status: 'QUEUED', createdAt: 2, updatedAt: 2 };

  it('replaces changed requests and adds new ones, newest first', () => {
    expect(mergeVideoRequests([a], [b, { ...a, status: 'PAUSED', updatedAt: 3 }])).toEqual([
      b,
      { ...a, status: 'PAUSED', updatedAt: 3 },
    ]);
  });

  it('keeps a newer copy over an older answer', () => {
    const newer = { ...a, status: 'EXPORTING', updatedAt: 5 };
    expect(mergeVideoRequests([newer], [{ ...a, status: 'PROCESSING', updatedAt: 4 }])).toEqual([newer]);
  });
});
