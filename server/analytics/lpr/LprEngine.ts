/** The licence plate engine on one camera (issue 32): watches the camera's review stream as a live
 *  viewer, decodes it to grey pictures, takes them at the target's fps, finds plate regions, has
 *  them read (PlateOcr, in its worker thread), follows them (PlateTracker) and gives out one read
 *  per passage the moment it is settled, with the plate's crop (encoded here, in a millisecond);
 *  the camera's picture of that moment follows as a promise, its decode taking an ffmpeg. A picture
 *  that comes while the previous one is still being analysed is dropped, never queued: the engine
 *  reports its fps, frames analysed and dropped, reads and latency (the VAE aspect's statistics)
 *  and how long each stage took (stageTimes). Each analysed picture's plate box, with the text its
 *  passage was last read as, goes to the stream's metadata channel (issue 31/32: Analytics Markup
 *  draws it), and an empty one when the plate has gone. */
import type { AnalysisTarget, AnalyticsStatistics, PlateRead } from '../../../shared/analytics/plateRead';
import { normalisePlate } from '../../../shared/analytics/plateRead';
import type { MetadataBox } from '../../../shared/video/mediaMetadata';
import { LumaFrameDecoder, type Frame, type LiveViewer, type LumaFrame, type StreamInit } from '../../media';
import { findPlateRegions, regionBox, type PlateRegion } from './findPlateRegions';
import { greyJpeg, type GreyPicture } from './greyJpeg';
import type { PlateOcr } from './PlateOcr';
import { PlateTracker, type TrackRead } from './PlateTracker';
import { StageTimes, type StageFigures } from './StageTimes';

/** Frame times kept for the engine's fps. */
const WINDOW = 100;
const FPS_WINDOW_MS = 5_000;
/** Passages whose last read text is kept for their boxes' labels. */
const MAX_LABELS = 8;

/** The stages timed, ms: a frame's capture to its grey picture (decode), region finding, the OCR
 *  of a region (tesseract alone, and with its wait for the worker), a frame's capture to its
 *  analysis done, the crop's JPEG, the settling frame's capture to the read given out (read), the
 *  plate's first sighting to the read (passage) and the read to its picture had (picture). */
export const LPR_STAGES = [
  'decode',
  'regions',
  'ocr',
  'ocrWithWait',
  'analysis',
  'cropJpeg',
  'read',
  'passage',
  'picture',
] as const;
export type LprStage = (typeof LPR_STAGES)[number];

export interface LprEngineDeps {
  ocr: PlateOcr;
  /** The camera's picture at `time` (its FULL stream), when it can be had. */
  snapshot(cameraId: string, time: number): Promise<Buffer | undefined>;
  onRead(read: PlateRead): void;
  onError(message: string): void;
  /** The plate boxes of an analysed picture at `pts`; none only after a picture that had some. */
  onBoxes?(pts: number, boxes: MetadataBox[]): void;
  now?: () => number;
}

interface Evidence {
  frame: LumaFrame;
  crop: GreyPicture;
}

export class LprEngine implements LiveViewer {
  private avcC: Buffer | undefined;
  private size = { width: 0, height: 0 };
  private readonly decoder: LumaFrameDecoder;
  private readonly tracker: PlateTracker<Evidence>;
  private busy = false;
  private givingOut = 0;
  private lastSlot = Number.NEGATIVE_INFINITY;
  private readonly analysedAt: number[] = [];
  private readonly stages = new StageTimes<LprStage>();
  private readonly figures = { framesAnalysed: 0, framesDropped: 0, reads: 0 };
  private readonly since: number;
  private closed = false;
  private readonly now: () => number;
  /** The text each passage was last read as (the box's label), and whether a box is standing. */
  private readonly lastText = new Map<string, string>();
  private boxShown = false;

  constructor(
    private target: AnalysisTarget,
    private readonly deps: LprEngineDeps,
  ) {
    this.now = deps.now ?? Date.now;
    this.since = this.now();
    this.tracker = new PlateTracker(target.cameraId);
    this.decoder = new LumaFrameDecoder(
      (frame) => this.picture(frame),
      (message) => deps.onError(`${target.cameraId}: ${message}`),
    );
  }

  /** A new fps for the same camera. */
  retune(target: AnalysisTarget): void {
    this.target = target;
  }

  /** Frames handed on and not yet analysed or passed over, and reads not yet given out (a bench
   *  or test waits for 0). */
  get backlog(): number {
    return this.decoder.inFlightCount + (this.busy ? 1 : 0) + this.givingOut;
  }

  get decoderPid(): number | undefined {
    return this.decoder.pid;
  }

  init(init: StreamInit): void {
    this.decoder.close();
    this.avcC = init.init.description;
    this.size = { width: init.init.width, height: init.init.height };
  }

  frame(frame: Frame): void {
    if (this.avcC && !this.closed) this.decoder.write(this.avcC, this.size, frame);
  }

  ended(): void {
    this.decoder.close();
    this.avcC = undefined;
  }

  close(): void {
    this.closed = true;
    this.ended();
  }

  statistics(): AnalyticsStatistics {
    const now = this.now();
    const recent = this.analysedAt.filter((t) => now - t <= FPS_WINDOW_MS);
    const span = Math.min(FPS_WINDOW_MS, now - this.since);
    return {
      cameraId: this.target.cameraId,
      engine: 'lpr',
      requestedFps: this.target.fps,
      engineFps: span > 0 ? Math.round((recent.length * 1000 * 100) / span) / 100 : 0,
      ...this.figures,
      latencyMsP50: rounded(this.stages.figures('analysis').p50),
      latencyMsP95: rounded(this.stages.figures('analysis').p95),
      since: this.since,
    };
  }

  /** How long each stage took over the recent frames and reads. */
  stageTimes(): Record<LprStage, StageFigures> {
    return Object.fromEntries(LPR_STAGES.map((stage) => [stage, this.stages.figures(stage)])) as Record<
      LprStage,
      StageFigures
    >;
  }

  /** From the frame that settled a read to the read given out with its crop, ms, recent reads. */
  get readLatencies(): readonly number[] {
    return this.stages.recent('read');
  }

  private picture(frame: LumaFrame): void {
    if (this.closed) return;
    // One picture per slot of 1/fps on the capture clock: the first one in each slot is taken, so
    // a 5 fps stream analysed at 2 fps gives 2 pictures a second, not 2.5 or 1.67.
    const slot = Math.floor((frame.pts * this.target.fps) / 1000);
    if (slot <= this.lastSlot) return;
    if (this.busy) {
      this.figures.framesDropped += 1;
      return;
    }
    this.lastSlot = slot;
    this.stages.add('decode', this.now() - frame.pts);
    this.busy = true;
    this.analyse(frame)
      .catch((err: Error) => this.deps.onError(`${this.target.cameraId}: plate analysis failed: ${err.message}`))
      .finally(() => {
        this.busy = false;
      });
  }

  private async analyse(frame: LumaFrame): Promise<void> {
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
    for (const read of done) {
      try {
        this.giveOut(read);
      } catch (err) {
        this.deps.onError(`${this.target.cameraId}: a plate read was lost: ${(err as Error).message}`);
      }
    }
  }

  private counted(pts: number): void {
    const now = this.now();
    this.figures.framesAnalysed += 1;
    this.analysedAt.push(now);
    if (this.analysedAt.length > WINDOW) this.analysedAt.shift();
    this.stages.add('analysis', now - pts);
  }

  /** The read goes out at once with its crop; the camera's picture of its moment follows. */
  private giveOut(read: TrackRead<Evidence>): void {
    const { frame, crop } = read.evidence;
    const encoding = performance.now();
    const cropJpeg = greyJpeg(crop);
    this.stages.add('cropJpeg', performance.now() - encoding);
    this.figures.reads += 1;
    const givenAt = this.now();
    this.stages.add('read', givenAt - read.decidedAt);
    this.stages.add('passage', givenAt - read.firstSeen);
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

  /** The camera's own picture at the frame's time (its FULL stream, decoded by ffmpeg), else the
   *  analysed grey frame; counted in the backlog until had. */
  private async cameraPicture(frame: LumaFrame, givenAt: number): Promise<Uint8Array | undefined> {
    this.givingOut += 1;
    try {
      const own = await this.deps.snapshot(this.target.cameraId, frame.pts).catch(() => undefined);
      const jpeg = own ?? greyJpeg({ width: frame.width, height: frame.height, grey: frame.luma });
      this.stages.add('picture', this.now() - givenAt);
      return jpeg;
    } catch (err) {
      this.deps.onError(`${this.target.cameraId}: a plate read's picture was lost: ${(err as Error).message}`);
      return undefined;
    } finally {
      this.givingOut -= 1;
    }
  }
}

function rounded(value: number | null): number | null {
  return value === null ? null : Math.round(value);
}
