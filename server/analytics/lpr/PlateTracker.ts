/** Follows plates across the analysed frames of one camera and keeps each passage's best read
 *  (issue 32: one read per passage). A sighting joins the track whose last box is nearest, if it
 *  is near enough and recent; a track no sighting joined for TRACK_GAP_MS has ended. A track's
 *  read is given out as soon as two reads agree, so it comes while the vehicle is still in the
 *  picture, and otherwise when the track ends: the text read most often, its surest read. After that the track is not read again. The same text again just after a read (a
 *  track lost and found while its vehicle drove off) is the same passage. */
import { normalisePlate, type FrameBox } from '../../../shared/analytics/plateRead';

export const TRACKING = {
  /** A track without a sighting for this long has ended. */
  gapMs: 1_500,
  /** Farthest a plate moves between two analysed frames, in frame widths. */
  maxStep: 0.5,
  /** Reads of one text that give it out at once: a single read, however sure tesseract says it
   *  is, misreads a character now and then (J for I); two seldom misread it alike. */
  agreeing: 2,
  /** A track's best read below this is no read. */
  minConfidence: 0.5,
  /** The same text within this time after a read is the same passage. */
  sameTextMs: 10_000,
  /** Plates have 4–10 characters. */
  minLength: 4,
  maxLength: 10,
} as const;

export interface Sighting<T> {
  time: number;
  box: FrameBox;
  rawText: string;
  confidence: number;
  /** What the read is given out with (the frame, its crop). */
  evidence: T;
}

export interface TrackRead<T> extends Sighting<T> {
  trackId: string;
  text: string;
  /** The time of the frame that settled the read (the second agreeing read's, or the one that
   *  found the track ended): where the read's latency is counted from. */
  decidedAt: number;
  /** The time of the frame the plate was first seen in: where the passage's wait for its read is
   *  counted from. */
  firstSeen: number;
}

interface Track<T> {
  id: string;
  box: FrameBox;
  firstSeen: number;
  lastSeen: number;
  done: boolean;
  reads: Array<Sighting<T> & { text: string }>;
}

export class PlateTracker<T> {
  private tracks: Array<Track<T>> = [];
  private nextId = 1;
  private lastRead: { text: string; time: number } | undefined;

  constructor(private readonly prefix: string) {}

  /** The track a plate seen at `box` at `time` belongs to (a new one if none), and whether it
   *  still wants reading. */
  sight(box: FrameBox, time: number): { trackId: string; wantsRead: boolean } {
    let best: Track<T> | undefined;
    let bestDistance: number = TRACKING.maxStep;
    for (const track of this.tracks) {
      if (time - track.lastSeen >= TRACKING.gapMs) continue;
      const d = Math.hypot(centre(track.box).x - centre(box).x, centre(track.box).y - centre(box).y);
      if (d <= bestDistance) {
        best = track;
        bestDistance = d;
      }
    }
    if (!best) {
      best = { id: `${this.prefix}-${this.nextId}`, box, firstSeen: time, lastSeen: time, done: false, reads: [] };
      this.nextId += 1;
      this.tracks.push(best);
    }
    best.box = box;
    best.lastSeen = Math.max(best.lastSeen, time);
    return { trackId: best.id, wantsRead: !best.done };
  }

  /** A read of a sighted plate; answers the track's read when it is to be given out now. */
  read(trackId: string, sighting: Sighting<T>): TrackRead<T> | undefined {
    const track = this.tracks.find((t) => t.id === trackId);
    const text = normalisePlate(sighting.rawText);
    if (!track || track.done || text.length < TRACKING.minLength || text.length > TRACKING.maxLength) return undefined;
    track.reads.push({ ...sighting, text });
    const agreeing = track.reads.filter((r) => r.text === text);
    if (agreeing.length < TRACKING.agreeing) return undefined;
    return this.giveOut(
      track,
      agreeing.reduce((a, b) => (b.confidence > a.confidence ? b : a)),
      sighting.time,
    );
  }

  /** Ends the tracks not sighted since `now - gapMs`; answers their best reads. */
  expire(now: number): Array<TrackRead<T>> {
    const out: Array<TrackRead<T>> = [];
    this.tracks = this.tracks.filter((track) => {
      if (now - track.lastSeen < TRACKING.gapMs) return true;
      if (!track.done && track.reads.length > 0) {
        // The text read most often, the surer on a tie; its surest read.
        const votes = (text: string) => track.reads.filter((r) => r.text === text).length;
        const best = track.reads.reduce((a, b) => {
          const diff = votes(b.text) - votes(a.text);
          return diff > 0 || (diff === 0 && b.confidence > a.confidence) ? b : a;
        });
        const read = best.confidence >= TRACKING.minConfidence ? this.giveOut(track, best, now) : undefined;
        if (read) out.push(read);
      }
      return false;
    });
    return out;
  }

  private giveOut(track: Track<T>, best: Sighting<T> & { text: string }, decidedAt: number): TrackRead<T> | undefined {
    track.done = true;
    const last = this.lastRead;
    if (last && last.text === best.text && best.time - last.time < TRACKING.sameTextMs) return undefined;
    this.lastRead = { text: best.text, time: best.time };
    return { ...best, trackId: track.id, decidedAt, firstSeen: track.firstSeen };
  }
}

function centre(box: FrameBox) {
  return { x: box.x + box.w / 2, y: box.y + box.h / 2 };
}
