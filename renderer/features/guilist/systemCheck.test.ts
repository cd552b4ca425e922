import { clockSkewSeconds, isSystemQuiet } from './systemCheck';

describe('system check rules', () => {
  const now = 1_700_000_000_000;

  it.each([
    [0, 0],
    [5000, 0],
    [-5000, 0],
    [5001, 5],
    [5600, 6],
    [-42_000, 42],
    [3_600_000, 3600],
  ])('a server clock %i ms off counts as %i s', (offset, seconds) => {
    expect(clockSkewSeconds(now + offset, now)).toBe(seconds);
  });

  it('is quiet only when ONLINE, without description and without clock shift', () => {
    expect(isSystemQuiet({ status: 'ONLINE', description: null }, 0)).toBe(true);
    expect(isSystemQuiet({ status: 'ONLINE', description: '1 problem found' }, 0)).toBe(false);
    expect(isSystemQuiet({ status: 'ONLINE', description: null }, 6)).toBe(false);
    expect(isSystemQuiet({ status: 'ALERT', description: null }, 0)).toBe(false);
  });
});
