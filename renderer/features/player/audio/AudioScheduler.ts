/** When each decoded piece of a camera's sound starts (issue 31): on the picture's clock, so a
 *  sound is heard when the picture of its time is on screen (A/V offset within AUDIO_SYNC.toleranceMs).
 *  Pieces follow each other without a gap while the picture's clock agrees within the tolerance;
 *  when it moved further (a skip, a stall, a jump) the next piece starts where the picture says. A
 *  piece whose time has passed by more than its own length is left out. Times are wall-clock
 *  milliseconds; the caller turns them into the AudioContext's. */

export const AUDIO_SYNC = {
  /** How far the sound may drift from the picture before it is moved back to it (ms). */
  toleranceMs: 20,
  /** The least time ahead a piece is given to start (the audio thread needs it). */
  minLeadMs: 5,
} as const;

export interface PictureAnchor {
  /** Media time of the picture on screen, ms since the epoch. */
  pts: number;
  /** Wall time it was painted, ms. */
  at: number;
}

export class AudioScheduler {
  private anchor: PictureAnchor | null = null;
  /** Wall time the last scheduled piece ends. */
  private playhead: number | null = null;
  /** Pieces moved to the picture's clock since the start (the statistics' resyncs). */
  resyncs = 0;

  /** The picture of media time `pts` was painted at `at`. */
  painted(pts: number, at: number): void {
    this.anchor = { pts, at };
  }

  /** A new play, a seek or a pause: nothing scheduled carries on. */
  reset(): void {
    this.anchor = null;
    this.playhead = null;
  }

  /** Where the picture's clock puts media time `pts` (wall ms); null before the first picture. */
  due(pts: number): number | null {
    return this.anchor ? this.anchor.at + (pts - this.anchor.pts) : null;
  }

  /** The wall time a piece of `durationMs` at media time `pts` starts, or null to leave it out. */
  place(pts: number, durationMs: number, now: number): number | null {
    const due = this.due(pts);
    if (due === null) return null;
    if (due + durationMs < now) {
      this.playhead = null;
      return null;
    }
    let start = due;
    if (this.playhead !== null && Math.abs(due - this.playhead) <= AUDIO_SYNC.toleranceMs) start = this.playhead;
    else if (this.playhead !== null) this.resyncs += 1;
    start = Math.max(start, now + AUDIO_SYNC.minLeadMs);
    this.playhead = start + durationMs;
    return start;
  }
}
