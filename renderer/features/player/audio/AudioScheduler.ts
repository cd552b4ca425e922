/** When each decoded piece of a camera's sound starts (issue 31): on the picture's clock, so a
 *  sound is heard when the picture of its time is on screen. Pieces follow each other without a gap
 *  or an overlap while the picture's clock agrees: the next piece may be due up to
 *  AUDIO_SYNC.toleranceMs after the last one ends (it is heard that much early) or before it (it is
 *  heard late) — pieces played over each other would sound as another pitch. When the clock moved
 *  further (a skip, a stall, a jump) the next piece starts where the picture says.
 *  How late a piece may be heard is judged against how late the decoder has handed pieces out over
 *  the last half second of sound (the soonest each could have been heard): sound that comes out
 *  late for good is heard that late rather than not at all, up to AUDIO_SYNC.latestMs; sound the
 *  pieces before it made late (a hiccup) is brought back to the picture by leaving pieces out; a
 *  piece that starts the sound afresh more than the tolerance late is stale (the pieces sent ahead
 *  at a play's start) and left out. Times are wall-clock milliseconds; the caller turns them into
 *  the AudioContext's. */
export const AUDIO_SYNC = {
  /** How far from its picture the sound may get before it is moved back to it (ms). */
  toleranceMs: 20,
  /** The least time ahead a piece is given to start (the audio thread needs it). */
  minLeadMs: 5,
  /** Sound later than this after its picture is left out rather than heard late: where viewers
   *  begin to notice late sound (ITU-R BT.1359); sound older than that is stale, as after a skip. */
  latestMs: 125,
  /** How far back, in media time, the decoder's lateness is remembered. */
  decoderWindowMs: 500,
} as const;

/** More pieces than the decoder window holds at any rate a camera sends sound. */
const DECODER_PIECES_KEPT = 100;

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
  /** How late each recent piece could be heard at the soonest (ms after its picture, by media time). */
  private decoderLate: { pts: number; ms: number }[] = [];
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
    this.decoderLate = [];
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
    const decoder = this.noteDecoderLate(pts, onTime - due);
    const playhead = this.playhead;
    const follows =
      playhead !== null && due - playhead <= AUDIO_SYNC.toleranceMs && playhead - due <= AUDIO_SYNC.latestMs;
    if (playhead !== null && !follows) this.resyncs += 1;
    const start = follows ? Math.max(playhead, soonest) : onTime;
    // Following: as late as the decoder's worst lately; afresh: as late as it has been all along.
    const allowed = (follows ? decoder.most : decoder.least) + AUDIO_SYNC.toleranceMs;
    if (start - due > Math.min(allowed, AUDIO_SYNC.latestMs)) {
      if (!follows) this.playhead = null;
      return null;
    }
    this.playhead = start + durationMs;
    return start;
  }

  /** Remembers how late a piece could be heard at the soonest. Returns the most of the window, and
   *  the least once the window is half full (before that, nothing says the lateness lasts). */
  private noteDecoderLate(pts: number, lateMs: number): { most: number; least: number } {
    this.decoderLate.push({ pts, ms: lateMs });
    const oldest = pts - AUDIO_SYNC.decoderWindowMs;
    // By count too: media time that went back (a new stream) leaves newer pieces at the end.
    while ((this.decoderLate[0] as { pts: number }).pts < oldest || this.decoderLate.length > DECODER_PIECES_KEPT)
      this.decoderLate.shift();
    const lates = this.decoderLate.map((piece) => piece.ms);
    const spanMs = pts - (this.decoderLate[0] as { pts: number }).pts;
    return {
      most: Math.max(...lates),
      least: spanMs >= AUDIO_SYNC.decoderWindowMs / 2 ? Math.min(...lates) : 0,
    };
  }
}
