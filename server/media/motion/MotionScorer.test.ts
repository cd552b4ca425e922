/** The motion scorer on synthetic grids: a tall object crossing a still or flickering background is
 *  one motion from the frame it enters; flicker, a small object and one that stops are none. */
import { MOTION_DEFAULTS, MOTION_GRID } from '../../../shared/events/motionConstants';
import { MotionScorer } from './MotionScorer';

const { width: W, height: H } = MOTION_GRID;

/** A grey grid with noise of `flicker` levels and, when `objectX` is set, a block of the given height. */
function grid(frame: number, options: { objectX?: number; objectHeight?: number; flicker?: number } = {}) {
  const cells = new Uint8Array(W * H);
  for (let i = 0; i < cells.length; i += 1) {
    const noise = options.flicker ? ((i * 31 + frame * 17) % (2 * options.flicker)) - options.flicker : 0;
    cells[i] = 100 + noise;
  }
  if (options.objectX !== undefined) {
    const height = options.objectHeight ?? 12;
    const top = Math.floor((H - height) / 2);
    for (let y = top; y < top + height; y += 1) {
      for (let x = options.objectX; x < options.objectX + 4 && x < W; x += 1) if (x >= 0) cells[y * W + x] = 220;
    }
  }
  return cells;
}

function run(frames: Uint8Array[]) {
  const scorer = new MotionScorer(W, H, MOTION_DEFAULTS.sensitivity);
  return frames.map((f, i) => scorer.push(f, i * 200)).flatMap((v) => (v.started ? [v.startedAt] : []));
}

describe('MotionScorer', () => {
  const quiet = (n: number, flicker = 0) => Array.from({ length: n }, (_, i) => grid(i, { flicker }));
  const crossing = (from: number, options: { objectHeight?: number; flicker?: number } = {}) =>
    Array.from({ length: 30 }, (_, i) => grid(from + i, { ...options, objectX: -4 + i * 2 }));

  it.each([
    ['a still background', 0],
    ['a flickering background', 12],
  ])('finds one motion, from its first frame, when a tall object crosses %s', (_, flicker) => {
    const frames = [...quiet(20, flicker), ...crossing(20, { flicker }), ...quiet(20, flicker)];
    // The object shows from frame 21 (its first column enters at x = 0 on the second crossing frame).
    expect(run(frames)).toEqual([21 * 200]);
  });

  it('finds none in flicker alone, for a small object, or for an object that appears and stays still', () => {
    expect(run(quiet(80, 20))).toEqual([]);
    expect(run([...quiet(20), ...crossing(20, { objectHeight: 4 }), ...quiet(20)])).toEqual([]);
    const parked = Array.from({ length: 20 }, (_, i) => grid(20 + i, { objectX: 10 }));
    expect(run([...quiet(20), ...parked])).toEqual([]);
  });
});
