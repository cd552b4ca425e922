/** Scores a camera's frames for motion (issue 11: motion computed from the video): each grey grid
 *  frame is compared with the one before; a cell moved when it changed by more than a threshold and
 *  more than three times its own usual flicker (so a busy texture does not count); the score is
 *  the height, as a share of the frame, of the largest connected patch of moved cells. An object
 *  of at least the size the sensitivity asks for, seen in MOTION_CONFIRM_FRAMES frames running,
 *  is motion. Each frame also gives the moving regions for the stream's metadata channel (issue 31
 *  analytics overlay): the patches of cells that differ from a slowly learnt background — a moving
 *  object's whole body, where frame differences give only its edges — and none where an object
 *  stood when the background was learnt. Pure: frames in, decisions out. */
import { MOTION_CONFIRM_FRAMES } from '../../../shared/events/motionConstants';
import type { MetadataBox } from '../../../shared/video/mediaMetadata';
import { absorbGhosts } from './absorbGhosts';

export interface MotionVerdict {
  /** Height of the largest moving patch, 0..1 of the frame. */
  score: number;
  /** True on the frame that confirms a motion (once per motion, until it stops). */
  started: boolean;
  /** Time of the first frame of the motion that started. */
  startedAt?: number;
  /** The moving patches of this frame (of at least MIN_REGION_CELLS cells), in fractions of the
   *  frame; alert: a patch of motion size while a motion is under way (what raises the event). */
  regions: MetadataBox[];
}

/** Frames used only to learn each cell's flicker before anything is reported. */
const WARM_UP_FRAMES = 10;
const FLICKER_FACTOR = 3;
const FLICKER_RATE = 0.1;
/** A lone moved cell is noise, not a region worth drawing. */
const MIN_REGION_CELLS = 2;
/** Cells between two patches of one region at most (20 px of a 640 px picture). */
const MERGE_GAP_CELLS = 1;
/** How fast the background follows the picture: where nothing stands out, and under an object (so
 *  one that parks is boxed for half a minute or so before it becomes background; where an object
 *  stood when the background was learnt is taken in at once, absorbGhosts). */
const BACKGROUND_RATE = 0.1;
const BACKGROUND_RATE_UNDER_OBJECT = 0.01;

export class MotionScorer {
  private previous: Uint8Array | undefined;
  private background: Float32Array | undefined;
  private readonly flicker: Float32Array;
  /** Since when each cell has stood out from the background without a break (ms; NaN: it does not). */
  private readonly standingSince: Float64Array;
  private frames = 0;
  private run = 0;
  private runStartedAt = 0;
  private inMotion = false;
  private quiet = 0;
  readonly diffThreshold: number;
  /** Least score that counts as motion. */
  readonly minScore: number;

  constructor(
    private readonly width: number,
    private readonly height: number,
    sensitivity: number,
  ) {
    const s = Math.min(100, Math.max(1, sensitivity));
    this.diffThreshold = 45 - 0.3 * s;
    this.minScore = 0.8 - 0.006 * s;
    this.flicker = new Float32Array(width * height).fill(4);
    this.standingSince = new Float64Array(width * height).fill(Number.NaN);
  }

  push(frame: Uint8Array, pts: number): MotionVerdict {
    const previous = this.previous;
    this.previous = frame;
    this.frames += 1;
    if (!previous || frame.length !== previous.length) return { score: 0, started: false, regions: [] };
    const moved = new Uint8Array(frame.length);
    for (let i = 0; i < frame.length; i += 1) {
      const diff = Math.abs((frame[i] ?? 0) - (previous[i] ?? 0));
      const usual = this.flicker[i] ?? 0;
      if (diff > this.diffThreshold && diff > FLICKER_FACTOR * usual) moved[i] = 1;
      else this.flicker[i] = usual + FLICKER_RATE * (diff - usual);
    }
    const foreground = this.foreground(frame, pts);
    if (this.frames <= WARM_UP_FRAMES) return { score: 0, started: false, regions: [] };
    const patches = movingPatches(moved, this.width, this.height);
    const score = patches.tallestRows / this.height;
    const regions = (alertRows: number) =>
      mergeNear(movingPatches(foreground, this.width, this.height).boxes)
        .filter((box) => box.size >= MIN_REGION_CELLS)
        .map(({ left, top, right, bottom }) => ({
          x: left / this.width,
          y: top / this.height,
          w: (right - left + 1) / this.width,
          h: (bottom - top + 1) / this.height,
          alert: bottom - top + 1 >= alertRows,
        }));
    if (score < this.minScore) {
      this.run = 0;
      this.quiet += 1;
      // A frame or two of less is the same motion; a few in a row end it.
      if (this.quiet >= MOTION_CONFIRM_FRAMES + 1) this.inMotion = false;
      return { score, started: false, regions: regions(Number.POSITIVE_INFINITY) };
    }
    this.quiet = 0;
    if (this.run === 0) this.runStartedAt = pts;
    this.run += 1;
    const started = !this.inMotion && this.run >= MOTION_CONFIRM_FRAMES;
    if (started) this.inMotion = true;
    // While a motion is under way, its patches of motion size are what raised it.
    const alertRows = this.inMotion ? this.minScore * this.height : Number.POSITIVE_INFINITY;
    if (!started) return { score, started: false, regions: regions(alertRows) };
    return { score, started: true, startedAt: this.runStartedAt, regions: regions(alertRows) };
  }

  /** The cells that stand out from the background (by more than the threshold and their flicker),
   *  learning the background as it goes; a patch standing out for a second whose outline is only
   *  in the background (where something stood when it was learnt) is taken into it (absorbGhosts). */
  private foreground(frame: Uint8Array, pts: number): Uint8Array {
    if (this.background?.length !== frame.length) this.background = Float32Array.from(frame);
    const background = this.background;
    const out = new Uint8Array(frame.length);
    for (let i = 0; i < frame.length; i += 1) {
      const diff = Math.abs((frame[i] ?? 0) - (background[i] ?? 0));
      if (diff > this.diffThreshold && diff > FLICKER_FACTOR * (this.flicker[i] ?? 0)) {
        out[i] = 1;
        if (Number.isNaN(this.standingSince[i])) this.standingSince[i] = pts;
      }
    }
    absorbGhosts({
      width: this.width,
      height: this.height,
      frame,
      background,
      standing: out,
      standingSince: this.standingSince,
      now: pts,
    });
    for (let i = 0; i < frame.length; i += 1) {
      if (!out[i]) this.standingSince[i] = Number.NaN;
      const was = background[i] ?? 0;
      background[i] = was + (out[i] ? BACKGROUND_RATE_UNDER_OBJECT : BACKGROUND_RATE) * ((frame[i] ?? 0) - was);
    }
    return out;
  }
}

interface Patch {
  size: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Patches at most MERGE_GAP_CELLS apart as one: a moving object changes the grid at its leading
 *  and trailing edges (and where its colours meet), not in its even middle, and those are one
 *  region to an operator. */
function mergeNear(patches: readonly Patch[]): Patch[] {
  const out = patches.map((p) => ({ ...p }));
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i += 1) {
      for (let j = i + 1; j < out.length; j += 1) {
        const a = out[i] as Patch;
        const b = out[j] as Patch;
        const reach = MERGE_GAP_CELLS + 1;
        const near =
          a.left <= b.right + reach &&
          b.left <= a.right + reach &&
          a.top <= b.bottom + reach &&
          b.top <= a.bottom + reach;
        if (!near) continue;
        out[i] = {
          size: a.size + b.size,
          left: Math.min(a.left, b.left),
          top: Math.min(a.top, b.top),
          right: Math.max(a.right, b.right),
          bottom: Math.max(a.bottom, b.bottom),
        };
        out.splice(j, 1);
        merged = true;
        break;
      }
    }
  }
  return out;
}

/** The 4-connected patches of set cells with their bounding cells, and the rows spanned by the
 *  largest one. */
function movingPatches(cells: Uint8Array, width: number, height: number): { boxes: Patch[]; tallestRows: number } {
  const seen = new Uint8Array(cells.length);
  const stack: number[] = [];
  const boxes: Patch[] = [];
  let bestSize = 0;
  let bestRows = 0;
  for (let start = 0; start < cells.length; start += 1) {
    if (!cells[start] || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    let size = 0;
    let top = height;
    let bottom = -1;
    let left = width;
    let right = -1;
    while (stack.length > 0) {
      const cell = stack.pop() as number;
      size += 1;
      const y = Math.floor(cell / width);
      const x = cell - y * width;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
      const next = [x > 0 ? cell - 1 : -1, x < width - 1 ? cell + 1 : -1, cell - width, cell + width];
      for (const n of next) {
        if (n >= 0 && n < cells.length && cells[n] && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    boxes.push({ size, left, top, right, bottom });
    if (size > bestSize) {
      bestSize = size;
      bestRows = bottom - top + 1;
    }
  }
  return { boxes, tallestRows: bestRows };
}
