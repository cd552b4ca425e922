/** Scores a camera's frames for motion (issue 11: motion computed from the video): each grey grid
 *  frame is compared with the one before; a cell moved when it changed by more than a threshold and
 *  more than three times its own usual flicker (so a busy texture does not count); the score is
 *  the height, as a share of the frame, of the largest connected patch of moved cells. An object
 *  of at least the size the sensitivity asks for, seen in MOTION_CONFIRM_FRAMES frames running,
 *  is motion. Pure: frames in, decisions out. */
import { MOTION_CONFIRM_FRAMES } from '../../../shared/events/motionConstants';

export interface MotionVerdict {
  /** Height of the largest moving patch, 0..1 of the frame. */
  score: number;
  /** True on the frame that confirms a motion (once per motion, until it stops). */
  started: boolean;
  /** Time of the first frame of the motion that started. */
  startedAt?: number;
}

/** Frames used only to learn each cell's flicker before anything is reported. */
const WARM_UP_FRAMES = 10;
const FLICKER_FACTOR = 3;
const FLICKER_RATE = 0.1;

export class MotionScorer {
  private previous: Uint8Array | undefined;
  private readonly flicker: Float32Array;
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
  }

  push(frame: Uint8Array, pts: number): MotionVerdict {
    const previous = this.previous;
    this.previous = frame;
    this.frames += 1;
    if (!previous || frame.length !== previous.length) return { score: 0, started: false };
    const moved = new Uint8Array(frame.length);
    for (let i = 0; i < frame.length; i += 1) {
      const diff = Math.abs((frame[i] ?? 0) - (previous[i] ?? 0));
      const usual = this.flicker[i] ?? 0;
      if (diff > this.diffThreshold && diff > FLICKER_FACTOR * usual) moved[i] = 1;
      else this.flicker[i] = usual + FLICKER_RATE * (diff - usual);
    }
    if (this.frames <= WARM_UP_FRAMES) return { score: 0, started: false };
    const score = tallestPatch(moved, this.width, this.height) / this.height;
    if (score < this.minScore) {
      this.run = 0;
      this.quiet += 1;
      // A frame or two of less is the same motion; a few in a row end it.
      if (this.quiet >= MOTION_CONFIRM_FRAMES + 1) this.inMotion = false;
      return { score, started: false };
    }
    this.quiet = 0;
    if (this.run === 0) this.runStartedAt = pts;
    this.run += 1;
    if (this.inMotion || this.run < MOTION_CONFIRM_FRAMES) return { score, started: false };
    this.inMotion = true;
    return { score, started: true, startedAt: this.runStartedAt };
  }
}

/** Rows spanned by the largest 4-connected patch of set cells. */
function tallestPatch(cells: Uint8Array, width: number, height: number): number {
  const seen = new Uint8Array(cells.length);
  const stack: number[] = [];
  let bestSize = 0;
  let bestRows = 0;
  for (let start = 0; start < cells.length; start += 1) {
    if (!cells[start] || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    let size = 0;
    let top = height;
    let bottom = -1;
    while (stack.length > 0) {
      const cell = stack.pop() as number;
      size += 1;
      const y = Math.floor(cell / width);
      const x = cell - y * width;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      const next = [x > 0 ? cell - 1 : -1, x < width - 1 ? cell + 1 : -1, cell - width, cell + width];
      for (const n of next) {
        if (n >= 0 && n < cells.length && cells[n] && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    if (size > bestSize) {
      bestSize = size;
      bestRows = bottom - top + 1;
    }
  }
  return bestRows;
}
