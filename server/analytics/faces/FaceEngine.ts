/** The face engine on one camera (issue 32), shaped as the plate engine: it watches the camera's
 *  review stream as a live viewer, decodes it to grey pictures, takes one per 1/fps slot of the
 *  capture clock, has its faces found and described (FaceNet, in its worker thread), follows them
 *  (FaceTracker) and gives out one read per passage once it is settled, with the face's crop
 *  (encoded here) and the camera's picture of that moment as a promise. A picture that comes while
 *  the previous one is being analysed is dropped, never queued; the engine reports its fps, frames
 *  analysed and dropped, reads and latency (the VAE aspect's statistics) and its stages' times.
 *  A picture unchanged since the last analysed one keeps its faces without the network. Each
 *  analysed picture's face boxes go to the stream's metadata channel (the cell's Analytics
 *  Markup draws them), an empty message once they have gone; a passage the watchlists matched
 *  (named) carries the person's name on its box from then on, as a plate's box its text. The
 *  stream, the slots, the figures and the camera's picture are DecodingEngine's, shared with the
 *  plate engine. */
import type { FaceRead } from '../../../shared/analytics/faceRead';
import type { AnalysisTarget, FrameBox } from '../../../shared/analytics/plateRead';
import type { MetadataBox } from '../../../shared/video/mediaMetadata';
import type { LumaFrame } from '../../media';
import { DecodingEngine, READ_STAGES, type DecodingEngineDeps } from '../engine/DecodingEngine';
import type { GreyPicture } from '../lpr/greyJpeg';
import type { FaceNet, FoundFace } from './FaceNet';
import { FaceTracker, type SettledFace } from './FaceTracker';

/** Passages whose person's name is kept for their boxes' labels (a lobby shows a few at a time). */
const NAMES_KEPT = 32;
/** The crop keeps this share of the face's size round it (hair, chin). */
const CROP_MARGIN = 0.25;

/** Stages timed, ms: capture to grey picture (decode), the network in its worker (faces), with its
 *  wait (facesWithWait), then those every engine times (READ_STAGES). */
export const FACE_STAGES = ['decode', 'faces', 'facesWithWait', ...READ_STAGES] as const;
export type FaceStage = (typeof FACE_STAGES)[number];

export interface FaceEngineDeps extends DecodingEngineDeps {
  net: FaceNet;
  onRead(read: FaceRead): void;
  onBoxes?(pts: number, boxes: MetadataBox[]): void;
}

export interface FaceTarget extends AnalysisTarget {
  /** The VAE config's match threshold, handed on with each read. */
  matchDistance: number;
}

export class FaceEngine extends DecodingEngine<FaceStage, FaceTarget> {
  private readonly tracker: FaceTracker<LumaFrame>;
  private boxShown = false;
  /** The person each matched passage is, by its track (the box's label). */
  private readonly names = new Map<string, string>();
  /** The last picture the network analysed, and its faces. */
  private last: { frame: LumaFrame; faces: FoundFace[] } | undefined;

  constructor(
    target: FaceTarget,
    private readonly deps: FaceEngineDeps,
  ) {
    super(target, deps, { engine: 'face', stages: FACE_STAGES, what: 'face' });
    this.tracker = new FaceTracker(target.cameraId, 2, endAfter(target.fps));
  }

  retune(target: FaceTarget): void {
    this.target = target;
    this.tracker.retune(endAfter(target.fps));
  }

  /** The watchlists matched the passage to this person: its boxes carry the name from now on. */
  name(trackId: string, person: string): void {
    this.names.delete(trackId);
    this.names.set(trackId, person);
    if (this.names.size > NAMES_KEPT) this.names.delete(this.names.keys().next().value as string);
  }

  protected async analyse(frame: LumaFrame): Promise<void> {
    // A picture that has not changed since the last one analysed holds the same faces: the
    // network is spared (a still scene, an empty corridor) and the faces are seen again.
    const still = this.last && unchanged(this.last.frame, frame) ? this.last.faces : undefined;
    let faces: FoundFace[];
    if (still) faces = still;
    else {
      const asked = performance.now();
      faces = await this.deps.net.faces({ width: frame.width, height: frame.height, grey: frame.luma });
      this.stages.add('faces', this.deps.net.lastMs);
      this.stages.add('facesWithWait', performance.now() - asked);
      this.last = { frame, faces };
    }
    if (this.closed) return;
    const done = this.tracker.expire(frame.pts);
    const boxes: MetadataBox[] = [];
    for (const face of faces) {
      const box = clampBox({
        x: face.x / frame.width,
        y: face.y / frame.height,
        w: face.w / frame.width,
        h: face.h / frame.height,
      });
      const { trackId, settled } = this.tracker.sight({
        box,
        score: face.score,
        descriptor: face.descriptor,
        time: frame.pts,
        evidence: frame,
      });
      if (settled) done.push(settled);
      const label = this.names.get(trackId);
      boxes.push({ ...box, alert: true, ...(label && { label }) });
    }
    if (boxes.length > 0 || this.boxShown) this.deps.onBoxes?.(frame.pts, boxes);
    this.boxShown = boxes.length > 0;
    this.counted(frame.pts);
    this.giveOutAll(done, (face) => this.giveOut(face));
  }

  private giveOut(face: SettledFace<LumaFrame>): void {
    const frame = face.best.evidence;
    const { cropJpeg, givenAt } = this.readGiven(cropOf(frame, face.best.box), face);
    this.deps.onRead({
      cameraId: this.target.cameraId,
      time: Math.round(frame.pts),
      trackId: face.trackId,
      box: face.best.box,
      score: face.best.score,
      descriptor: face.descriptor,
      matchDistance: this.target.matchDistance,
      cropJpeg,
      picture: this.cameraPicture(frame, givenAt),
    });
  }
}

/** Mean absolute difference of luma (0-255) under which two pictures are the same picture: H.264's
 *  own noise on a still scene stays well below it, a person moving a few pixels far above. */
const STILL_DIFFERENCE = 0.75;

/** Whether `b` is `a` again, compared on every fourth pixel of every fourth row. */
export function unchanged(a: LumaFrame, b: LumaFrame): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  let sum = 0;
  let n = 0;
  for (let y = 0; y < a.height; y += 4) {
    for (let x = 0, i = y * a.width; x < a.width; x += 4, i += 4) {
      sum += Math.abs((a.luma[i] as number) - (b.luma[i] as number));
      n += 1;
    }
  }
  return n > 0 && sum / n < STILL_DIFFERENCE;
}

/** A passage ends after two and a half analysed pictures without it (2.5 s at 1 fps). */
function endAfter(fps: number): number {
  return Math.max(2_500, 2_500 / Math.max(0.1, fps));
}

function clampBox(box: FrameBox): FrameBox {
  const x = Math.max(0, Math.min(1, box.x));
  const y = Math.max(0, Math.min(1, box.y));
  return { x, y, w: Math.max(0, Math.min(1 - x, box.w)), h: Math.max(0, Math.min(1 - y, box.h)) };
}

/** The face's box with its margin, cut from the grey frame. */
export function cropOf(frame: LumaFrame, box: FrameBox): GreyPicture {
  const mx = box.w * CROP_MARGIN;
  const my = box.h * CROP_MARGIN;
  const x0 = Math.max(0, Math.floor((box.x - mx) * frame.width));
  const y0 = Math.max(0, Math.floor((box.y - my) * frame.height));
  const x1 = Math.min(frame.width, Math.ceil((box.x + box.w + mx) * frame.width));
  const y1 = Math.min(frame.height, Math.ceil((box.y + box.h + my) * frame.height));
  const width = Math.max(1, x1 - x0);
  const height = Math.max(1, y1 - y0);
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    grey.set(frame.luma.subarray((y0 + y) * frame.width + x0, (y0 + y) * frame.width + x0 + width), y * width);
  }
  return { width, height, grey };
}
