/** The scorer's regions where an object stood (issue 31 analytics overlay): a detector started
 *  while an object is in the picture learns it as background, and once the object has gone its
 *  place differs from what was learnt — no box may stay there (a ghost); an object that parks is
 *  still boxed while an operator would want to see it arrive and stand, and fades into the scene. */
import { MOTION_DEFAULTS, MOTION_GRID } from '../../../shared/events/motionConstants';
import type { MetadataBox } from '../../../shared/video/mediaMetadata';
import { MotionScorer } from './MotionScorer';

const { width: W, height: H } = MOTION_GRID;
const FRAME_MS = 200;
const OBJECT = { width: 4, height: 12, value: 220 };

/** A textured scene (a busy picture, as the demo patterns are) with a little flicker and, when
 *  `objectX` is set, the object standing there. */
function grid(frame: number, objectX?: number): Uint8Array {
  const cells = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const texture = 70 + ((x * 37 + y * 53) % 60);
      cells[i] = texture + (((i * 31 + frame * 17) % 12) - 6);
    }
  }
  if (objectX === undefined) return cells;
  const top = Math.floor((H - OBJECT.height) / 2);
  for (let y = top; y < top + OBJECT.height; y += 1) {
    for (let x = Math.max(0, objectX); x < Math.min(W, objectX + OBJECT.width); x += 1) cells[y * W + x] = OBJECT.value;
  }
  return cells;
}

/** Whether a region covers the middle of the object's place at `x`. */
function covers(regions: MetadataBox[], x: number): boolean {
  const cx = (x + OBJECT.width / 2) / W;
  const cy = 0.5;
  return regions.some((r) => r.x <= cx && cx <= r.x + r.w && r.y <= cy && cy <= r.y + r.h);
}

const framesWithBoxes = (frames: MetadataBox[][]) => frames.filter((regions) => regions.length > 0).length;

class Scene {
  readonly scorer = new MotionScorer(W, H, MOTION_DEFAULTS.sensitivity);
  frame = 0;

  /** Pushes a frame with the object at `objectX` (or none) and answers its regions. */
  push(objectX?: number): MetadataBox[] {
    const verdict = this.scorer.push(grid(this.frame, objectX), this.frame * FRAME_MS);
    this.frame += 1;
    return verdict.regions;
  }

  /** The object drives off to the right, two cells a frame, from `x`. */
  driveOff(x: number): void {
    for (let at = x; at < W; at += 2) this.push(at);
  }

  /** The regions of `seconds` of frames without the object. */
  empty(seconds: number): MetadataBox[][] {
    return Array.from({ length: (seconds * 1000) / FRAME_MS }, () => this.push());
  }
}

describe('MotionScorer where an object stood', () => {
  it('leaves no box where an object stood when the detector started, once it has driven off', () => {
    const scene = new Scene();
    for (let i = 0; i < 20; i += 1) scene.push(12);
    scene.driveOff(12);
    const after = scene.empty(20);
    // A box where it just left is fair for a moment; two seconds on, the empty place is scene.
    expect(framesWithBoxes(after.slice(10))).toBe(0);
  });

  it('leaves no box where a crossing object was when the detector started', () => {
    const scene = new Scene();
    for (let x = 0; x < W; x += 2) scene.push(x);
    const after = scene.empty(20);
    expect(framesWithBoxes(after.slice(10))).toBe(0);
  });

  it('keeps a parked object boxed, fades it into the scene, and leaves no box once it drives off', () => {
    const scene = new Scene();
    scene.empty(4);
    for (let x = -OBJECT.width; x < 12; x += 2) scene.push(x);
    // Parked: boxed on every frame of its first ten seconds, not only while it moved.
    const parked = Array.from({ length: (10 * 1000) / FRAME_MS }, () => scene.push(12));
    expect(parked.filter((regions) => !covers(regions, 12))).toHaveLength(0);
    // Standing for a minute, it has become part of the scene.
    const later = Array.from({ length: (50 * 1000) / FRAME_MS }, () => scene.push(12));
    expect(later.at(-1)).toEqual([]);
    // Driving off leaves no ghost of the learnt car behind.
    scene.driveOff(12);
    expect(framesWithBoxes(scene.empty(20).slice(10))).toBe(0);
  });
});
