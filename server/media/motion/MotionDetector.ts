/** Motion detection on one camera (issue 11: events computed from the video): watches the camera's
 *  review stream as a live viewer, decodes it to grey grids, scores them and reports each motion's
 *  first frame, at most one per minimum gap, and each frame's moving regions to the stream's
 *  metadata channel (issue 31). The viewer only hands frames to a pipe, so the media path never
 *  waits for detection. */
import type { MotionSettings } from '../../../shared/events/motionConstants';
import { MOTION_GRID } from '../../../shared/events/motionConstants';
import type { MetadataBox } from '../../../shared/video/mediaMetadata';
import type { Frame, StreamInit } from '../sources/SourceListener';
import type { LiveViewer } from '../streaming/LiveStream';
import { LumaFrameDecoder, type PictureSize } from '../analysis/LumaFrameDecoder';
import { MotionScorer } from './MotionScorer';

export interface MotionFound {
  /** Time of the first frame that showed the motion, ms since the epoch. */
  at: number;
  /** Height of the moving object, 0..1 of the frame. */
  score: number;
}

export class MotionDetector implements LiveViewer {
  private avcC: Buffer | undefined;
  /** The stream's picture size; the decoder scales it down to the motion grid. */
  private size: PictureSize = { width: 0, height: 0 };
  private scorer: MotionScorer;
  private readonly decoder: LumaFrameDecoder;
  private lastAt = Number.NEGATIVE_INFINITY;
  /** Frames scored so far (for measurement). */
  scored = 0;
  /** Whether the last frame told of had regions: a still frame after moving ones is told once. */
  private moving = false;

  constructor(
    private readonly settings: MotionSettings,
    private readonly onMotion: (found: MotionFound) => void,
    onError: (message: string) => void,
    /** A frame's moving regions; frames without any only when the one before had some. */
    private readonly onRegions?: (pts: number, regions: MetadataBox[]) => void,
  ) {
    this.scorer = this.newScorer();
    this.decoder = new LumaFrameDecoder((frame) => this.score(frame.luma, frame.pts), onError, {
      label: 'motion decoder',
      scaleTo: MOTION_GRID,
      role: 'detection',
    });
  }

  get decoderPid(): number | undefined {
    return this.decoder.pid;
  }

  init(init: StreamInit): void {
    this.decoder.close();
    this.scorer = this.newScorer();
    this.avcC = init.init.description;
    this.size = { width: init.init.width, height: init.init.height };
  }

  frame(frame: Frame): void {
    if (this.avcC) this.decoder.write(this.avcC, this.size, frame);
  }

  ended(): void {
    this.decoder.close();
    this.avcC = undefined;
  }

  close(): void {
    this.ended();
  }

  private score(gray: Uint8Array, pts: number): void {
    this.scored += 1;
    const verdict = this.scorer.push(gray, pts);
    if (verdict.regions.length > 0 || this.moving) this.onRegions?.(pts, verdict.regions);
    this.moving = verdict.regions.length > 0;
    if (!verdict.started || verdict.startedAt === undefined) return;
    if (verdict.startedAt - this.lastAt < this.settings.minGapMs) return;
    this.lastAt = verdict.startedAt;
    this.onMotion({ at: verdict.startedAt, score: verdict.score });
  }

  private newScorer(): MotionScorer {
    return new MotionScorer(MOTION_GRID.width, MOTION_GRID.height, this.settings.sensitivity);
  }
}
