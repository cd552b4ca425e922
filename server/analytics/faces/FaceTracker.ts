/** Follows faces across a camera's analysed pictures (issue 32): a face joins the passage whose
 *  last box it overlaps or lies near (one box's width from its centre), else the passage whose
 *  face it is by its descriptor (a person crossing the picture moves several face widths between
 *  two pictures a second apart), else starts one; a passage
 *  ends when no face has joined it for `endAfterMs`. Each passage is given out once — at its
 *  `settleAfter`-th sighting, its embedding the mean of its descriptors so far, its evidence the
 *  best-scored sighting — or when it ends with fewer. A face found again by its descriptor soon
 *  after its passage ended (the engine starved of pictures under load, the face turned away a
 *  moment) takes that passage up again, given out already: one person standing there, one read. */
import { faceDistance } from '../../../shared/analytics/faceRead';
import type { FrameBox } from '../../../shared/analytics/plateRead';

/** The same person's descriptors lie within this of each other (face-api's net: ~0.4 apart). */
const SAME_FACE_DISTANCE = 0.55;
/** How long after its last sighting an ended passage may be taken up again, ms. */
const RESUME_WITHIN_MS = 5_000;

export interface FaceSighting<E> {
  box: FrameBox;
  score: number;
  descriptor: readonly number[];
  time: number;
  evidence: E;
}

export interface SettledFace<E> {
  trackId: string;
  /** The best-scored sighting (its box, time, evidence). */
  best: FaceSighting<E>;
  /** Mean of the passage's descriptors. */
  descriptor: number[];
  sightings: number;
  firstSeen: number;
  /** The capture time of the sighting that settled it. */
  decidedAt: number;
}

interface Track<E> {
  id: string;
  box: FrameBox;
  lastSeen: number;
  firstSeen: number;
  sum: number[];
  count: number;
  best: FaceSighting<E>;
  given: boolean;
}

export class FaceTracker<E> {
  private readonly tracks: Array<Track<E>> = [];
  /** Passages ended lately, all given out: one may be taken up again. */
  private readonly ended: Array<Track<E>> = [];
  private next = 1;

  constructor(
    private readonly cameraId: string,
    private readonly settleAfter = 2,
    private endAfterMs = 2_500,
  ) {}

  /** A new pause after which a passage ends (longer at a lower fps). */
  retune(endAfterMs: number): void {
    this.endAfterMs = endAfterMs;
  }

  /** Ends the passages not seen since `time` − endAfterMs; answers those never given out. */
  expire(time: number): Array<SettledFace<E>> {
    const ended: Array<SettledFace<E>> = [];
    for (let i = this.tracks.length - 1; i >= 0; i -= 1) {
      const track = this.tracks[i]!;
      if (time - track.lastSeen <= this.endAfterMs) continue;
      this.tracks.splice(i, 1);
      if (!track.given) ended.push(settled(track, track.lastSeen));
      track.given = true;
      this.ended.push(track);
    }
    for (let i = this.ended.length - 1; i >= 0; i -= 1) {
      if (time - this.ended[i]!.lastSeen > RESUME_WITHIN_MS) this.ended.splice(i, 1);
    }
    return ended;
  }

  /** A face seen now: its passage's id, and the passage settled if this sighting settles it. */
  sight(sighting: FaceSighting<E>): { trackId: string; settled: SettledFace<E> | undefined } {
    let track =
      this.tracks.find((t) => near(t.box, sighting.box)) ??
      this.tracks.find((t) => faceDistance(mean(t), sighting.descriptor) <= SAME_FACE_DISTANCE) ??
      this.resumed(sighting);
    if (!track) {
      track = {
        id: `${this.cameraId}-face-${Date.now().toString(36)}-${this.next++}`,
        box: sighting.box,
        lastSeen: sighting.time,
        firstSeen: sighting.time,
        sum: sighting.descriptor.map(() => 0),
        count: 0,
        best: sighting,
        given: false,
      };
      this.tracks.push(track);
    }
    track.box = sighting.box;
    track.lastSeen = sighting.time;
    track.count += 1;
    sighting.descriptor.forEach((v, i) => (track.sum[i] = (track.sum[i] ?? 0) + v));
    if (sighting.score >= track.best.score) track.best = sighting;
    if (!track.given && track.count >= this.settleAfter) {
      track.given = true;
      return { trackId: track.id, settled: settled(track, sighting.time) };
    }
    return { trackId: track.id, settled: undefined };
  }

  /** The lately ended passage whose face this is, taken up again (nearest first). */
  private resumed(sighting: FaceSighting<E>): Track<E> | undefined {
    let best: { track: Track<E>; distance: number } | undefined;
    for (const track of this.ended) {
      if (sighting.time - track.lastSeen > RESUME_WITHIN_MS) continue;
      const distance = faceDistance(mean(track), sighting.descriptor);
      if (distance <= SAME_FACE_DISTANCE && (!best || distance < best.distance)) best = { track, distance };
    }
    if (!best) return undefined;
    this.ended.splice(this.ended.indexOf(best.track), 1);
    this.tracks.push(best.track);
    return best.track;
  }
}

function mean<E>(track: Track<E>): number[] {
  return track.sum.map((v) => v / Math.max(1, track.count));
}

function settled<E>(track: Track<E>, decidedAt: number): SettledFace<E> {
  return {
    trackId: track.id,
    best: track.best,
    descriptor: mean(track),
    sightings: track.count,
    firstSeen: track.firstSeen,
    decidedAt,
  };
}

/** Overlapping, or centres within the larger box's width of each other. */
function near(a: FrameBox, b: FrameBox): boolean {
  const overlapX = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const overlapY = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  if (overlapX > 0 && overlapY > 0) return true;
  const dx = a.x + a.w / 2 - (b.x + b.w / 2);
  const dy = a.y + a.h / 2 - (b.y + b.h / 2);
  return Math.hypot(dx, dy) <= Math.max(a.w, b.w);
}
