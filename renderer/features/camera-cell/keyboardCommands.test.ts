import { describe, expect, it } from '@jest/globals';
import { SPEED_OPTIONS } from '../../../shared/video/constants';
import { frameBefore, frameInterval, shuttleSpeed } from './keyboardCommands';

describe('shuttleSpeed (J/K/L)', () => {
  it('L starts forward play at 1 from a pause or backward play, then goes faster', () => {
    expect(shuttleSpeed(1, true, 1, SPEED_OPTIONS)).toBe(1);
    expect(shuttleSpeed(-5, false, 1, SPEED_OPTIONS)).toBe(1);
    expect(shuttleSpeed(1, false, 1, SPEED_OPTIONS)).toBe(2);
    expect(shuttleSpeed(2, false, 1, SPEED_OPTIONS)).toBe(5);
    expect(shuttleSpeed(30, false, 1, SPEED_OPTIONS)).toBe(30);
  });

  it('J starts backward play at the slowest reverse speed, then goes faster backwards', () => {
    expect(shuttleSpeed(1, false, -1, SPEED_OPTIONS)).toBe(-1);
    expect(shuttleSpeed(-1, true, -1, SPEED_OPTIONS)).toBe(-1);
    expect(shuttleSpeed(-1, false, -1, SPEED_OPTIONS)).toBe(-2);
    expect(shuttleSpeed(-30, false, -1, SPEED_OPTIONS)).toBe(-30);
  });
});

describe('frameBefore', () => {
  it('is the frame received before the one on screen, across a gap where frames were dropped', () => {
    // 10 fps with two frames dropped before 1 400: one frame time back would show 1 400 again.
    expect(frameBefore([1_000, 1_100, 1_400, 1_500], 1_400, 100)).toBe(1_100);
    expect(frameBefore([1_400, 1_000, 1_500, 1_100, 1_300], 1_400, 100)).toBe(1_300);
  });

  it('is one frame time back when no frame before it was received', () => {
    expect(frameBefore([1_400, 1_500], 1_400, 100)).toBe(1_300);
    expect(frameBefore([], 1_400, 100)).toBe(1_300);
  });
});

describe('frameInterval', () => {
  it('is the median gap of the last frames, or one frame at 10 fps before any', () => {
    expect(frameInterval([1000, 1040, 1080, 1120, 1400])).toBe(40);
    expect(frameInterval([])).toBe(100);
    expect(frameInterval([5000])).toBe(100);
  });
});
