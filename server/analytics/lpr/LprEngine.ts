/** The licence plate engine on one camera (issue 32): watches the camera's review stream as a live
 *  viewer, decodes it to grey pictures, takes them at the target's fps, finds plate regions, has
 *  them read (PlateOcr, in its worker thread), follows them (PlateTracker) and gives out one read
 *  per passage the moment it is settled, with the plate's crop (encoded here, in a millisecond);
 *  the camera's picture of that moment follows as a promise, its decode taking an ffmpeg. A picture
 *  that comes while the previous one is still being analysed is dropped, never queued: the engine
 *  reports its fps, frames analysed and dropped, reads and latency (the VAE aspect's statistics)
 *  and how long each stage took (stageTimes). Each analysed picture's plate box, with the text its
 *  passage was last read as, goes to the stream's metadata channel (issue 31/32: Analytics Markup
 *  draws it), and an empty one when the plate has gone. The stream, the slots, the figures and the
 *  camera's picture are DecodingEngine's, shared with the face engine. */
import type { AnalysisTarget, PlateRead } from '../../../shared/analytics/plateRead';
import { normalisePlate } from '../../../shared/analytics/plateRead';
import type { MetadataBox } from '../../../shared/video/mediaMetadata';
import type { LumaFrame } from '../../media';
import { DecodingEngine, READ_STAGES, type DecodingEngineDeps } from '../engine/DecodingEngine';
import { findPlateRegions, regionBox, type PlateRegion } from './findPlateRegions';
import type { GreyPicture } from './greyJpeg';
import type { PlateOcr } from './PlateOcr';
import { PlateTracker, type TrackRead } from './PlateTracker';

/** Passages whose last read text is kept for their boxes' labels. */
const MAX_LABELS = 8;

/** The stages timed, ms: a frame's capture to its grey picture (decode), region finding, the OCR
 *  of a region (tesseract alone, and with its wait for the worker), then those every engine times
 *  (READ_STAGES). */
export const LPR_STAGES = ['decode', 'regions', 'ocr', 'ocrWithWait', ...READ_STAGES] as const;
export type LprStage = (typeof LPR_STAGES)[number];

export interface LprEngineDeps extends DecodingEngineDeps {
  ocr: PlateOcr;
  onRead(read: PlateRead): void;
  /** The plate boxes of an analysed picture at `pts`; none only after a picture that had some. */
  onBoxes?(pts: number, boxes: MetadataBox[]): void;
}

interface Evidence {
  frame: LumaFrame;
  crop: GreyPicture;
}

export class LprEngine extends DecodingEngine<LprStage> {
  private readonly tracker: PlateTracker<Evidence>;
  /** The text each passage was last read as (the box's label), and whether a box is standing. */
  private readonly lastText = new Map<string, string>();
  private boxShown = false;

  constructor(
    target: AnalysisTarget,
    private readonly deps: LprEngineDeps,
  ) {
    super(target, deps, { engine: 'lpr', stages: LPR_STAGES, what: 'plate' });
    this.tracker = new PlateTracker(target.cameraId);
  }

  /** A new fps for the same camera. */
  retune(target: AnalysisTarget): void {
    this.target = target;
  }

  /** From the frame that settled a read to the read given out with its crop, ms, recent reads. */
  get readLatencies(): readonly number[] {
    return this.stages.recent('read');
  }

  protected async analyse(frame: LumaFrame): Promise<void> {
    const started = performance.now();
    const regions = findPlateRegions(frame.luma, frame.width, frame.height);
    this.stages.add('regions', performance.now() - started);
    // One lane: the largest plate in the picture is the vehicle at the gate.
    const region = regions.reduce<PlateRegion | undefined>((a, b) => (!a || b.w * b.h > a.w * a.h ? b : a), undefined);
    // Tracks that ended first: a plate seen now never joins the passage before it.
    const done: Array<TrackRead<Evidence>> = this.tracker.expire(frame.pts);
    const ended = done.map((read) => read.trackId);
    if (region) {
      const box = regionBox(region, frame.width, frame.height);
      const { trackId, wantsRead } = this.tracker.sight(box, frame.pts);
      if (wantsRead) {
        const asked = performance.now();
        const ocr = await this.deps.ocr.read(frame.luma, frame.width, region);
        this.stages.add('ocr', ocr.ocrMs);
        this.stages.add('ocrWithWait', performance.now() - asked);
        const read = this.tracker.read(trackId, { time: frame.pts, box, ...ocr, evidence: { frame, crop: ocr.crop } });
        if (read) done.push(read);
        const text = read?.text ?? normalisePlate(ocr.rawText);
        if (text) this.lastText.set(trackId, text);
      }
      const label = this.lastText.get(trackId);
      this.deps.onBoxes?.(frame.pts, [{ ...box, alert: true, ...(label && { label }) }]);
      this.boxShown = true;
    } else if (this.boxShown) {
      this.deps.onBoxes?.(frame.pts, []);
      this.boxShown = false;
    }
    // An ended passage's label goes with it; a handful are kept at most (one lane, a plate at a time).
    for (const trackId of ended) this.lastText.delete(trackId);
    while (this.lastText.size > MAX_LABELS) this.lastText.delete(this.lastText.keys().next().value as string);
    this.counted(frame.pts);
    this.giveOutAll(done, (read) => this.giveOut(read));
  }

  /** The read goes out at once with its crop; the camera's picture of its moment follows. */
  private giveOut(read: TrackRead<Evidence>): void {
    const { frame, crop } = read.evidence;
    const { cropJpeg, givenAt } = this.readGiven(crop, read);
    this.deps.onRead({
      cameraId: this.target.cameraId,
      time: Math.round(frame.pts),
      text: read.text,
      rawText: read.rawText,
      confidence: read.confidence,
      box: read.box,
      trackId: read.trackId,
      cropJpeg,
      picture: this.cameraPicture(frame, givenAt),
    });
  }
}
