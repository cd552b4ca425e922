/** The licence plate engine on one camera (issue 32): watches the camera's review stream as a live
 *  viewer, decodes it to grey pictures, takes them at the target's fps, finds plate regions, has
 *  them read (PlateOcr, in its worker thread), follows them (PlateTracker) and gives out one read
 *  per passage with the plate's crop and the camera's picture of that moment. A picture that comes
 *  while the previous one is still being analysed is dropped, never queued: the engine reports its
 *  fps, frames analysed and dropped, reads and latency (the VAE aspect's statistics). */
import type { AnalysisTarget, AnalyticsStatistics, PlateRead } from '../../../shared/analytics/plateRead';
import { LumaFrameDecoder, type Frame, type LiveViewer, type LumaFrame, type StreamInit } from '../../media';
import { findPlateRegions, regionBox, type PlateRegion } from './findPlateRegions';
import { lumaToPgm, pgmToJpeg } from './pgmToJpeg';
import type { PlateOcr } from './PlateOcr';
import { PlateTracker, type TrackRead } from './PlateTracker';

/** Latencies kept for the percentiles; frame times kept for the engine's fps. */
const WINDOW = 100;
const FPS_WINDOW_MS = 5_000;

export interface LprEngineDeps {
  ocr: PlateOcr;
  /** The camera's picture at `time` (its FULL stream), when it can be had. */
  snapshot(cameraId: string, time: number): Promise<Buffer | undefined>;
  onRead(read: PlateRead): void;
  onError(message: string): void;
  now?: () => number;
}

interface Evidence {
  frame: LumaFrame;
  pgm: Buffer;
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
  private readonly latencies: number[] = [];
  private readonly readLatenciesKept: number[] = [];
  private readonly figures = { framesAnalysed: 0, framesDropped: 0, reads: 0 };
  private readonly since: number;
  private closed = false;
  private readonly now: () => number;

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
      latencyMsP50: percentile(this.latencies, 0.5),
      latencyMsP95: percentile(this.latencies, 0.95),
      since: this.since,
    };
  }

  /** From the frame that settled a read to the read given out (crop and picture encoded), ms,
   *  recent reads. */
  get readLatencies(): readonly number[] {
    return this.readLatenciesKept;
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
    this.busy = true;
    this.analyse(frame)
      .catch((err: Error) => this.deps.onError(`${this.target.cameraId}: plate analysis failed: ${err.message}`))
      .finally(() => {
        this.busy = false;
      });
  }

  private async analyse(frame: LumaFrame): Promise<void> {
    const regions = findPlateRegions(frame.luma, frame.width, frame.height);
    // One lane: the largest plate in the picture is the vehicle at the gate.
    const region = regions.reduce<PlateRegion | undefined>((a, b) => (!a || b.w * b.h > a.w * a.h ? b : a), undefined);
    // Tracks that ended first: a plate seen now never joins the passage before it.
    const done: Array<TrackRead<Evidence>> = this.tracker.expire(frame.pts);
    if (region) {
      const box = regionBox(region, frame.width, frame.height);
      const { trackId, wantsRead } = this.tracker.sight(box, frame.pts);
      if (wantsRead) {
        const ocr = await this.deps.ocr.read(frame.luma, frame.width, region);
        const read = this.tracker.read(trackId, { time: frame.pts, box, ...ocr, evidence: { frame, pgm: ocr.pgm } });
        if (read) done.push(read);
      }
    }
    this.counted(frame.pts);
    // The read's pictures are encoded beside the next frames' analysis, not in its way.
    for (const read of done) {
      this.giveOut(read).catch((err: Error) =>
        this.deps.onError(`${this.target.cameraId}: a plate read was lost: ${err.message}`),
      );
    }
  }

  private counted(pts: number): void {
    const now = this.now();
    this.figures.framesAnalysed += 1;
    push(this.analysedAt, now, WINDOW);
    push(this.latencies, now - pts, WINDOW);
  }

  private async giveOut(read: TrackRead<Evidence>): Promise<void> {
    this.givingOut += 1;
    try {
      await this.sendRead(read);
    } finally {
      this.givingOut -= 1;
    }
  }

  private async sendRead(read: TrackRead<Evidence>): Promise<void> {
    const { frame, pgm } = read.evidence;
    const [cropJpeg, snapshotJpeg] = await Promise.all([
      pgmToJpeg(pgm),
      this.deps
        .snapshot(this.target.cameraId, frame.pts)
        .catch(() => undefined)
        .then((jpeg) => jpeg ?? pgmToJpeg(lumaToPgm(frame.luma, frame.width, frame.height))),
    ]);
    this.figures.reads += 1;
    push(this.readLatenciesKept, this.now() - read.decidedAt, WINDOW);
    this.deps.onRead({
      cameraId: this.target.cameraId,
      time: Math.round(frame.pts),
      text: read.text,
      rawText: read.rawText,
      confidence: read.confidence,
      box: read.box,
      trackId: read.trackId,
      cropJpeg,
      snapshotJpeg,
    });
  }
}

function push(list: number[], value: number, max: number): void {
  list.push(value);
  if (list.length > max) list.shift();
}

function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number);
}
