/** When a tile decodes keyframes only and when every frame again (issue 17, issue 37): a tile
 *  that keeps falling behind live shows each keyframe on time instead of skipping whole key
 *  intervals again and again — at its first skip when it is small (isSmallTile), after
 *  KEYFRAMES_ONLY.skipsToEnter otherwise — and steps back up once it keeps up. Pure: the session
 *  tells it what happened, on its now() clock, and applies the answer at a keyframe (a frame
 *  between keyframes cannot be decoded without the ones before it). */
import { KEYFRAMES_ONLY } from '../../../shared/video/playerConstants';

/** Why a tile decodes keyframes only: it is small, or it fell behind at its own size. */
export type KeyframesOnlyCause = 'smallTile' | 'behind';

export class KeyframesOnlyRule {
  private small = false;
  /** now() of the first picture since the stream (re)started; undefined before it. */
  private startedAt: number | undefined;
  private skips: number[] = [];
  private current: KeyframesOnlyCause | null = null;
  /** While keyframes only: since when every keyframe was decoded in time and the picture live. */
  private keptUpSince: number | undefined;
  private steppedUpAt: number | undefined;
  private stepUpAfterMs: number = KEYFRAMES_ONLY.stepUpAfterMs;

  /** Why keyframes only, or null while every frame is decoded. */
  get cause(): KeyframesOnlyCause | null {
    return this.current;
  }

  /** How long the tile must keep up before it tries every frame again (doubled after a failed try). */
  get stepUpWaitMs(): number {
    return this.stepUpAfterMs;
  }

  /** The tile became small or stopped being so; a step up waits for the next keyframe. */
  setSmall(small: boolean): void {
    this.small = small;
  }

  /** A picture of the stream was shown: the start-up grace runs from the first. */
  shown(now: number): void {
    this.startedAt ??= now;
  }

  /** The stream restarted (seek, live again): its start is a burst again. */
  restart(): void {
    this.startedAt = undefined;
  }

  /** The lag rules skipped to the next key chunk; true when the tile steps down now. */
  skipped(now: number): boolean {
    if (this.startedAt === undefined || now - this.startedAt < KEYFRAMES_ONLY.graceMs) return false;
    if (this.current !== null) return false;
    const triedLately = this.steppedUpAt !== undefined && now - this.steppedUpAt < KEYFRAMES_ONLY.windowMs;
    // Every frame held for a whole window since the last step up: the next wait starts short again.
    if (this.steppedUpAt !== undefined && !triedLately) {
      this.steppedUpAt = undefined;
      this.stepUpAfterMs = KEYFRAMES_ONLY.stepUpAfterMs;
    }
    this.skips = [...this.skips.filter((at) => now - at < KEYFRAMES_ONLY.windowMs), now];
    const needed = this.small || triedLately ? 1 : KEYFRAMES_ONLY.skipsToEnter;
    if (this.skips.length < needed) return false;
    if (triedLately) this.stepUpAfterMs = Math.min(KEYFRAMES_ONLY.maxStepUpAfterMs, this.stepUpAfterMs * 2);
    this.current = this.small ? 'smallTile' : 'behind';
    this.skips = [];
    this.keptUpSince = undefined;
    return true;
  }

  /** While keyframes only, at each keyframe: `keptUp` when the decoder had shown the last one.
   *  True when the tile steps up to every frame from this keyframe on. */
  keyframe(now: number, keptUp: boolean): boolean {
    if (this.current === null) return false;
    // Stepped down for being small, and small no more (enlarged, fullscreen): every frame at once.
    const grown = this.current === 'smallTile' && !this.small;
    if (!grown) {
      if (!keptUp) {
        this.keptUpSince = undefined;
        return false;
      }
      this.keptUpSince ??= now;
      if (now - this.keptUpSince < this.stepUpAfterMs) return false;
    }
    this.current = null;
    this.keptUpSince = undefined;
    this.skips = [];
    if (grown) {
      this.steppedUpAt = undefined;
      this.stepUpAfterMs = KEYFRAMES_ONLY.stepUpAfterMs;
    } else this.steppedUpAt = now;
    return true;
  }
}
