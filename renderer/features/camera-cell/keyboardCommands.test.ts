import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SPEED_OPTIONS } from '../../../shared/video/constants';
import { FRAME_STEP_WAIT_MS } from '../../../shared/video/cellConstants';
import type { PlayerController, PlayerState, PlayerStats } from '../player';
import { frameBefore, frameInterval, shuttleSpeed, stepFrame } from './keyboardCommands';

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

describe('stepFrame', () => {
  /** A paused archive cell at 10 000 with frames every 100 ms; a play request starts a new
   *  time-to-first-frame measurement, as the player's does. */
  function pausedCell() {
    const state = { mode: 'archive', status: 'PAUSE', time: 10_000 } as PlayerState;
    const stats = {
      chunks: [9_800, 9_900, 10_000].map((pts) => ({ at: pts, pts, bytes: 1, key: false })),
      requestedAt: 0,
      firstFrameAt: 0 as number | null,
    };
    const pause = jest.fn(() => void (state.status = 'PAUSE'));
    const playArchive = jest.fn((time: number, _speed?: number) => {
      Object.assign(state, { status: 'INITIALIZING', time });
      stats.requestedAt += 1;
      stats.firstFrameAt = null;
    });
    const controller = {
      getState: () => state,
      stats: () => stats as unknown as PlayerStats,
      playArchive,
      pause,
    } as unknown as PlayerController;
    /** The play's first picture is painted after `ms`. */
    const painted = (ms: number) => {
      jest.advanceTimersByTime(ms);
      state.status = 'PLAY';
      stats.firstFrameAt = performance.now();
      jest.advanceTimersByTime(50);
    };
    return { controller, stats, playArchive, pause, painted };
  }
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('holds the frame before when its picture comes seconds later, as on a loaded workstation', () => {
    const cell = pausedCell();
    stepFrame(cell.controller, -1);
    expect(cell.playArchive).toHaveBeenCalledWith(9_900, 1);
    cell.painted(8_000);
    expect(cell.pause).toHaveBeenCalledTimes(1);
  });

  it('does not hold a play asked for after the step, nor one whose picture never came in time', () => {
    const replaced = pausedCell();
    stepFrame(replaced.controller, 1);
    replaced.stats.requestedAt += 1; // the user plays on before the step's picture came
    replaced.painted(1_000);
    expect(replaced.pause).not.toHaveBeenCalled();

    const late = pausedCell();
    stepFrame(late.controller, 1);
    expect(late.playArchive).toHaveBeenCalledWith(10_100, 1);
    late.painted(FRAME_STEP_WAIT_MS + 1_000);
    expect(late.pause).not.toHaveBeenCalled();
  });
});
