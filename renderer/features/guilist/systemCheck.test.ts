import { clockSkewSeconds, isSystemQuiet, visibleReasons } from './systemCheck';

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

  it("hides reasons about cameras and messages beginning 'Missing local disk space for'", () => {
    const reasons = [
      { message: "Camera 'Gate' is BROKEN", object: { type: 'camera', id: 'c1' } },
      { message: 'Missing local disk space for recordings: 12 MB free' },
      { message: "Sensor 'Door' is BROKEN", object: { type: 'sensor', id: 's1' } },
      { message: 'Licence expires in 3 days', object: null },
    ];
    expect(visibleReasons(reasons).map((r) => r.message)).toEqual([
      "Sensor 'Door' is BROKEN",
      'Licence expires in 3 days',
    ]);
  });

  it('is quiet only when ONLINE, without description and without clock shift', () => {
    expect(isSystemQuiet({ status: 'ONLINE', description: null }, 0)).toBe(true);
    expect(isSystemQuiet({ status: 'ONLINE', description: '1 problem found' }, 0)).toBe(false);
    expect(isSystemQuiet({ status: 'ONLINE', description: null }, 6)).toBe(false);
    expect(isSystemQuiet({ status: 'ALERT', description: null }, 0)).toBe(false);
  });
});
