/** The A/V offset a player keeps (issue 31), measured for every picture painted once its camera's
 *  sound has begun: when the sound of the picture's time is heard minus when the picture was shown
 *  (positive: the sound comes after it). A picture's sound may be placed after the picture was
 *  painted (sound that came late is started at once), so a picture waits for its piece; one whose
 *  piece was left out (too late, or to bring the sound back to the picture) is unheard, the share a bench reports beside the
 *  offsets. Times are wall-clock ms. */

/** Pictures judged (the statistics keep the last this many). */
const OUTCOMES_KEPT = 240;
/** Pictures waiting for their sound: more than the sound's longest lateness covers. */
const WAITING_KEPT = 64;

interface Painted {
  pts: number;
  at: number;
}

interface Placed {
  pts: number;
  duration: number;
  /** Wall time it is heard; null when it was left out. */
  start: number | null;
}

export class AvOffsetMeter {
  /** Signed offset of each picture judged, or null when its sound was left out. */
  private outcomes: Array<number | null> = [];
  private waiting: Painted[] = [];
  private placed: Placed[] = [];
  /** Media time the sound began at since the last reset: earlier pictures have none to judge. */
  private soundFrom: number | null = null;

  /** The offsets of the pictures whose sound was heard, ms. */
  get offsetsMs(): number[] {
    return this.outcomes.filter((o): o is number => o !== null);
  }

  /** Share of the pictures judged whose sound was heard, percent; null before any. */
  get heardPercent(): number | null {
    if (this.outcomes.length === 0) return null;
    return (100 * this.offsetsMs.length) / this.outcomes.length;
  }

  /** The picture of media time `pts` was painted at wall time `at`. */
  painted(pts: number, at: number): void {
    if (this.soundFrom === null || pts < this.soundFrom) return;
    if (!this.judge({ pts, at })) {
      this.waiting.push({ pts, at });
      if (this.waiting.length > WAITING_KEPT) this.waiting.shift();
    }
  }

  /** A piece of sound of media time `pts` was started at wall time `start`, or left out (null). */
  piece(pts: number, duration: number, start: number | null): void {
    this.soundFrom ??= pts;
    this.placed.push({ pts, duration, start });
    if (this.placed.length > WAITING_KEPT) this.placed.shift();
    // Pictures before this piece that no piece covered: the sound had a gap there, nothing to judge.
    this.waiting = this.waiting.filter((p) => !this.judge(p) && p.pts >= pts);
  }

  /** A new play, a seek or a pause: what was scheduled is gone. */
  reset(): void {
    this.waiting = [];
    this.placed = [];
    this.soundFrom = null;
  }

  /** Records the picture's outcome if a piece covers its time; false while none does yet. */
  private judge(picture: Painted): boolean {
    const piece = this.placed.find((p) => p.pts <= picture.pts && picture.pts < p.pts + p.duration);
    if (!piece) return false;
    this.outcomes.push(piece.start === null ? null : piece.start + (picture.pts - piece.pts) - picture.at);
    if (this.outcomes.length > OUTCOMES_KEPT) this.outcomes.shift();
    return true;
  }
}
