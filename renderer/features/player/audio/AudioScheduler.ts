/** When each decoded piece of a camera's sound starts (issue 31): on the picture's clock, so a
 *  sound is heard when the picture of its time is on screen. Pieces follow each other without a gap
 *  or an overlap while the picture's clock agrees: the next piece may be due up to
 *  AUDIO_SYNC.toleranceMs after the last one ends (it is heard that much early) or before it (it is
 *  heard late) — pieces played over each other would sound as another pitch. Sound that comes out
 *  of the decoder late is heard late rather than not at all, up to AUDIO_SYNC.latestMs after its
 *  picture; when it is heard more than AV_OFFSET_MAX_MS late though its piece came in time, pieces
 *  are left out until it is back with the picture. When the clock moved further (a skip, a stall, a
 *  jump) the next piece starts where the picture says. Times are wall-clock milliseconds; the
 *  caller turns them into the AudioContext's. */
import { AV_OFFSET_MAX_MS } from '../../../../shared/video/playerConstants';

export const AUDIO_SYNC = {
  /** How far ahead of its picture the sound may get before it is moved back to it (ms). */
  toleranceMs: 20,
  /** The least time ahead a piece is given to start (the audio thread needs it). */
  minLeadMs: 5,
  /** Sound later than this after its picture is left out rather than heard late: where viewers
   *  begin to notice late sound (ITU-R BT.1359); sound older than that is stale, as after a skip. */
  latestMs: 125,
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
    const soonest = now + AUDIO_SYNC.minLeadMs;
    // When this piece would be heard on its own.
    const onTime = Math.max(due, soonest);
    const playhead = this.playhead;
    const follows =
      playhead !== null && due - playhead <= AUDIO_SYNC.toleranceMs && playhead - due <= AUDIO_SYNC.latestMs;
    if (playhead !== null && !follows) this.resyncs += 1;
    const start = follows ? Math.max(playhead, soonest) : onTime;
    // Late only for the pieces before it: leaving it out brings the sound back to the picture.
    if (start - due > AV_OFFSET_MAX_MS && onTime - due <= AV_OFFSET_MAX_MS) return null;
    if (start - due > AUDIO_SYNC.latestMs) {
      this.playhead = null;
      return null;
    }
    this.playhead = start + durationMs;
    return start;
  }
}
