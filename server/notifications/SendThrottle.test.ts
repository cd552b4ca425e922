/** The event throttle per policy and device (spec 3 §9: 7,000 ms). */
import { describe, expect, it } from '@jest/globals';
import { SendThrottle } from './SendThrottle';

describe('SendThrottle', () => {
  it('admits one send per policy and device in the window, counted from the last admitted', () => {
    let now = 1_000_000;
    const throttle = new SendThrottle(() => now);
    expect(throttle.admit('p', 'cam', 7000)).toBe(true);
    now += 6999;
    expect(throttle.admit('p', 'cam', 7000)).toBe(false);
    expect(throttle.admit('p', 'other', 7000)).toBe(true);
    expect(throttle.admit('q', 'cam', 7000)).toBe(true);
    now += 1;
    expect(throttle.admit('p', 'cam', 7000)).toBe(true);
  });

  it('admits every send with a window of 0, and starts afresh after forget()', () => {
    const throttle = new SendThrottle(() => 5);
    expect(throttle.admit('p', 'cam', 0)).toBe(true);
    expect(throttle.admit('p', 'cam', 0)).toBe(true);
    expect(throttle.admit('p', 'cam', 7000)).toBe(true);
    expect(throttle.admit('p', 'cam', 7000)).toBe(false);
    throttle.forget('p');
    expect(throttle.admit('p', 'cam', 7000)).toBe(true);
  });
});
