/** The motion scorer on synthetic grids: a tall object crossing a still or flickering background is
 *  one motion from the frame it enters; flicker, a small object and one that stops are none. Each
 *  frame's moving regions (the overlay's boxes, issue 31) are where the object is. */
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

  it('gives the moving object as one region where it is, an alert while it is a motion', () => {
    const scorer = new MotionScorer(W, H, MOTION_DEFAULTS.sensitivity);
    quiet(20).forEach((f, i) => scorer.push(f, i * 200));
    const verdicts = crossing(20).map((f, i) => ({ x: -4 + i * 2, v: scorer.push(f, (20 + i) * 200) }));
    // Mid-picture: the object's whole body (4 cells wide, 12 tall), not only the edges it moved by.
    const { x, v } = verdicts[10] as (typeof verdicts)[number];
    expect(v.regions).toHaveLength(1);
    const region = v.regions[0]!;
    expect(region.x).toBeCloseTo(x / W, 5);
    expect(region.w).toBeCloseTo(4 / W, 5);
    expect(region.y).toBeCloseTo(3 / H, 5);
    expect(region.h).toBeCloseTo(12 / H, 5);
    expect(region.alert).toBe(true);
    // Once it has gone, a still frame has none.
    expect(scorer.push(grid(50), 50 * 200).regions).toEqual([]);
  });

  it('gives a small moving object as a region that raised nothing', () => {
    const scorer = new MotionScorer(W, H, MOTION_DEFAULTS.sensitivity);
    quiet(20).forEach((f, i) => scorer.push(f, i * 200));
    const verdicts = crossing(20, { objectHeight: 4 }).map((f, i) => scorer.push(f, (20 + i) * 200));
    const region = verdicts[10]?.regions[0];
    expect(region).toMatchObject({ alert: false });
    expect(region?.h).toBeCloseTo(4 / H, 5);
  });
});
