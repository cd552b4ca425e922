import { formatSize } from './formatSize';

describe('formatSize (spec 2 §4: Bytes, KB, MB, GB, base 1024)', () => {
  it.each([
    [0, '0 Bytes'],
    [null, '0 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024, '1 MB'],
    [5.25 * 1024 * 1024, '5.25 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [2048 * 1024 ** 3, '2048 GB'],
  ])('%s bytes → %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});
