/** What the plate and face engines share (issue 32; issue 35): an engine on one camera watches its
 *  review stream as a live viewer, decodes it to grey pictures and takes one per 1/fps slot of the
 *  capture clock; a picture that comes while the previous one is being analysed is dropped, never
 *  queued. It counts what the VAE aspect's statistics report (fps, frames analysed and dropped,
 *  reads, latency), times its stages, and has the camera's own picture of a read's moment fetched
 *  while the read goes out. A subclass analyses a picture (analyse) and names its engine and stages. */
import type { AnalysisTarget, AnalyticsEngineKind, AnalyticsStatistics } from '../../../shared/analytics/plateRead';
import { LumaFrameDecoder, type Frame, type LiveViewer, type LumaFrame, type StreamInit } from '../../media';
import { greyJpeg, type GreyPicture } from '../lpr/greyJpeg';
import { StageTimes, type StageFigures } from '../lpr/StageTimes';

/** Frame times kept for the engine's fps. */
const WINDOW = 100;
const FPS_WINDOW_MS = 5_000;

/** The stages every engine times after its own (in this order): a frame's capture to its analysis
 *  done, the crop's JPEG, the settling frame's capture to the read given out (read), the first
 *  sighting to the read (passage) and the read to its camera picture had (picture). An engine's
 *  stages are 'decode' (capture to grey picture), its own, then these. */
export const READ_STAGES = ['analysis', 'cropJpeg', 'read', 'passage', 'picture'] as const;
type CommonStage = 'decode' | (typeof READ_STAGES)[number];

/** A passage settled by an engine's tracker: when it was first seen and when it was decided. */
export interface SettledPassage {
  firstSeen: number;
  decidedAt: number;
}

export interface DecodingEngineDeps {
  /** The camera's picture at `time` (its FULL stream), when it can be had. */
  snapshot(cameraId: string, time: number): Promise<Buffer | undefined>;
  onError(message: string): void;
  now?: () => number;
}

export abstract class DecodingEngine<
  Stage extends string,
  Target extends AnalysisTarget = AnalysisTarget,
> implements LiveViewer {
  private avcC: Buffer | undefined;
  private size = { width: 0, height: 0 };
  private readonly decoder: LumaFrameDecoder;
  private busy = false;
  private givingOut = 0;
  private lastSlot = Number.NEGATIVE_INFINITY;
  private readonly analysedAt: number[] = [];
  protected readonly stages = new StageTimes<Stage | CommonStage>();
  protected readonly figures = { framesAnalysed: 0, framesDropped: 0, reads: 0 };
  private readonly since: number;
  protected closed = false;
  protected readonly now: () => number;

  protected constructor(
    protected target: Target,
    private readonly base: DecodingEngineDeps,
    /** The engine's kind and its stages, as statistics and stageTimes report them. */
    private readonly kind: { engine: AnalyticsEngineKind; stages: readonly Stage[]; what: string },
  ) {
    this.now = base.now ?? Date.now;
    this.since = this.now();
    this.decoder = new LumaFrameDecoder(
      (frame) => this.picture(frame),
      (message) => base.onError(`${target.cameraId}: ${message}`),
    );
  }

  /** Analyses one picture: finds, follows and gives out what it sees; calls counted() once done. */
  protected abstract analyse(frame: LumaFrame): Promise<void>;

  /** Frames handed on and not yet analysed or passed over, and reads whose picture is still
   *  coming (a bench or test waits for 0). */
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
    const analysis = this.stages.figures('analysis');
    return {
      cameraId: this.target.cameraId,
      engine: this.kind.engine,
      requestedFps: this.target.fps,
      engineFps: span > 0 ? Math.round((recent.length * 1000 * 100) / span) / 100 : 0,
      ...this.figures,
      latencyMsP50: rounded(analysis.p50),
      latencyMsP95: rounded(analysis.p95),
      since: this.since,
    };
  }

  /** How long each stage took over the recent frames and reads. */
  stageTimes(): Record<Stage, StageFigures> {
    return Object.fromEntries(this.kind.stages.map((stage) => [stage, this.stages.figures(stage)])) as Record<
      Stage,
      StageFigures
    >;
  }

  /** An analysed picture counted: the engine's fps and its capture-to-analysis latency. */
  protected counted(pts: number): void {
    const now = this.now();
    this.figures.framesAnalysed += 1;
    this.analysedAt.push(now);
    if (this.analysedAt.length > WINDOW) this.analysedAt.shift();
    this.stages.add('analysis', now - pts);
  }

  /** Gives out each settled passage (giveOut); one that fails is reported and lost, never holding
   *  up the others. */
  protected giveOutAll<P>(settled: readonly P[], giveOut: (passage: P) => void): void {
    for (const passage of settled) {
      try {
        giveOut(passage);
      } catch (err) {
        this.base.onError(`${this.target.cameraId}: a ${this.kind.what} read was lost: ${(err as Error).message}`);
      }
    }
  }

  /** A read given out now: its crop as JPEG, counted, with its read and passage times. */
  protected readGiven(crop: GreyPicture, passage: SettledPassage): { cropJpeg: Buffer; givenAt: number } {
    const encoding = performance.now();
    const cropJpeg = greyJpeg(crop);
    this.stages.add('cropJpeg', performance.now() - encoding);
    this.figures.reads += 1;
    const givenAt = this.now();
    this.stages.add('read', givenAt - passage.decidedAt);
    this.stages.add('passage', givenAt - passage.firstSeen);
    return { cropJpeg, givenAt };
  }

  /** The camera's own picture at the frame's time (its FULL stream, decoded by ffmpeg), else the
   *  analysed grey frame; counted in the backlog until had. */
  protected async cameraPicture(frame: LumaFrame, givenAt: number): Promise<Uint8Array | undefined> {
    this.givingOut += 1;
    try {
      const own = await this.base.snapshot(this.target.cameraId, frame.pts).catch(() => undefined);
      const jpeg = own ?? greyJpeg({ width: frame.width, height: frame.height, grey: frame.luma });
      this.stages.add('picture', this.now() - givenAt);
      return jpeg;
    } catch (err) {
      this.base.onError(
        `${this.target.cameraId}: a ${this.kind.what} read's picture was lost: ${(err as Error).message}`,
      );
      return undefined;
    } finally {
      this.givingOut -= 1;
    }
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
      .catch((err: Error) =>
        this.base.onError(`${this.target.cameraId}: ${this.kind.what} analysis failed: ${err.message}`),
      )
      .finally(() => {
        this.busy = false;
      });
  }
}

function rounded(value: number | null): number | null {
  return value === null ? null : Math.round(value);
}
