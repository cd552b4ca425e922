import { LIMITED_SPEED_OPTIONS, SPEED_OPTIONS } from './constants';
import { nearestSpeed, speedOptions } from './speedOptions';

describe('speedOptions', () => {
  it('offers the spec speeds, or the limited list under limitedSpeedList (spec 2 §6)', () => {
    expect(speedOptions(false)).toEqual([-30, -10, -5, -2, -1, 0.125, 0.25, 0.5, 1, 2, 5, 10, 30]);
    expect(speedOptions(true)).toEqual([-5, -2, -1, 0.125, 0.25, 0.5, 1, 2, 5]);
  });
});

describe('nearestSpeed', () => {
  it('keeps a speed that is an option', () => {
    for (const speed of SPEED_OPTIONS) expect(nearestSpeed(speed, SPEED_OPTIONS)).toBe(speed);
  });

  it('takes a limited user to the nearest speed they may use, in the same direction', () => {
    // Hold-to-scrub's ±10 and the fastest shuttle speeds.
    expect(nearestSpeed(10, LIMITED_SPEED_OPTIONS)).toBe(5);
    expect(nearestSpeed(-10, LIMITED_SPEED_OPTIONS)).toBe(-5);
    expect(nearestSpeed(30, LIMITED_SPEED_OPTIONS)).toBe(5);
    expect(nearestSpeed(-0.5, LIMITED_SPEED_OPTIONS)).toBe(-1);
    expect(nearestSpeed(0.3, LIMITED_SPEED_OPTIONS)).toBe(0.25);
    expect(nearestSpeed(3, LIMITED_SPEED_OPTIONS)).toBe(2);
  });

  it('finds none where no option goes that way', () => {
    expect(nearestSpeed(-2, [0.5, 1, 2])).toBeNull();
    expect(nearestSpeed(0, LIMITED_SPEED_OPTIONS)).toBeNull();
  });
});
