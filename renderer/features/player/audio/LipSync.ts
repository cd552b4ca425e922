/** How long a live camera's pictures are held so its sound is heard with them (issue 31), as
 *  WebRTC's lip sync delays the stream that is ahead: a camera may send its sound after the
 *  pictures of the same time (an encoder's delay, a microphone of its own), and the player plays a
 *  piece of sound when the picture of its time is on screen, later only as late as AudioScheduler
 *  allows. Each piece of sound is compared, as it arrives, with the arrival of the
 *  picture of its time on the same socket; the hold is the lateness seen lately (LIP_SYNC), bounded
 *  so live stays live. A camera without sound, or whose sound comes first, is not held. Times are
 *  wall-clock ms. */
import { percentile } from '../../../../shared/metrics/percentile';
import { LIP_SYNC } from '../../../../shared/video/playerConstants';

interface Arrival {
  pts: number;
  at: number;
}

/** Pictures remembered to compare sound with: more than the window at 25 pictures a second. */
const PICTURES_KEPT = 100;
/** Fewer pieces of sound than this say too little to move the pictures. */
const LEAST_SAMPLES = 5;

export class LipSync {
  private pictures: Arrival[] = [];
  /** Lateness of each piece of sound against its picture (ms; negative: it came first). */
  private samples: { at: number; lateMs: number }[] = [];
  private held = 0;

  /** How long pictures are held now (ms). */
  get holdMs(): number {
    return this.held;
  }

  /** A picture of media time `pts` came off the socket at wall time `at`. */
  picture(pts: number, at: number): void {
    const last = this.pictures[this.pictures.length - 1];
    // A new stream (a restart, the camera's clock moved): what came before says nothing of it.
    if (last && pts < last.pts) this.pictures = [];
    this.pictures.push({ pts, at });
    if (this.pictures.length > PICTURES_KEPT) this.pictures.shift();
  }

  /** A piece of sound of media time `pts` came at wall time `at`. Returns true when the hold moved. */
  sound(pts: number, at: number): boolean {
    const late = this.lateness(pts, at);
    if (late === null) return false;
    this.samples.push({ at, lateMs: late });
    while (this.samples.length > 0 && (this.samples[0] as { at: number }).at < at - LIP_SYNC.windowMs)
      this.samples.shift();
    if (this.samples.length < LEAST_SAMPLES) return false;
    const lateMs = percentile(
      this.samples.map((sample) => sample.lateMs),
      LIP_SYNC.percentile,
    ) as number;
    // Sound on time needs no hold at all: the margin is for sound that is late.
    const wanted = lateMs <= 0 ? 0 : Math.round(Math.min(LIP_SYNC.maxHoldMs, lateMs + LIP_SYNC.marginMs));
    if (Math.abs(wanted - this.held) <= LIP_SYNC.stepMs) return false;
    this.held = wanted;
    return true;
  }

  /** How much later the sound came than the picture of its time, on the pictures' arrival clock
   *  (the last picture at or before it, plus the media time between: sound newer than every
   *  picture yet comes out early); null when no picture of its time or before it has come. */
  private lateness(pts: number, at: number): number | null {
    for (let i = this.pictures.length - 1; i >= 0; i -= 1) {
      const picture = this.pictures[i] as Arrival;
      if (picture.pts <= pts) return at - (picture.at + (pts - picture.pts));
    }
    return null;
  }
}
