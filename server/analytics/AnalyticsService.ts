/** The platform's video analytics (issue 32): which cameras are analysed by which engine at what
 *  fps, following their pipelines as they start and stop, and the reads the engines give out.
 *  start(target) / stop(cameraId) are what a camera's VAE configs drive; statistics(cameraId) is
 *  the VAE aspect's; onRead(listener) is how watchlists and the plate read store hear of reads.
 *  The engines' boxes go to the camera's metadata channel (issue 31 overlay). The licence plate
 *  and face engines run here (faces/: onFace hears of faces, describeFaces describes an enrolment
 *  photo with the same network); a target for an engine this platform does not run is kept but
 *  analyses nothing (statistics: undefined). */
import { matchDistanceOf, type FaceRead } from '../../shared/analytics/faceRead';
import type { AnalysisTarget, AnalyticsStatistics, PlateRead } from '../../shared/analytics/plateRead';
import { STREAM_NUMBER } from '../../shared/video/constants';
import { METADATA_HOLD_MS, type MetadataBox } from '../../shared/video/mediaMetadata';
import type { MediaCamera, MediaService } from '../media';
import { LprEngine } from './lpr/LprEngine';
import { PlateOcr } from './lpr/PlateOcr';
import { describeFaces } from './faces/describeFaces';
import { FaceEngine } from './faces/FaceEngine';
import { FaceNet } from './faces/FaceNet';

/** Frames per second an engine may be asked for. */
export const ANALYSIS_FPS = { min: 0.2, max: 10 } as const;

export class AnalyticsService {
  private readonly targets = new Map<string, AnalysisTarget>();
  private readonly engines = new Map<string, { engine: LprEngine | FaceEngine; unwatch: () => void }>();
  private readonly listeners = new Set<(read: PlateRead) => void>();
  private readonly faceListeners = new Set<(read: FaceRead) => void>();
  private readonly ocr = new PlateOcr();
  private readonly faceNet = new FaceNet();
  private stopWatching: (() => void) | undefined;

  constructor(
    private readonly media: Pick<MediaService, 'camera' | 'running' | 'onCameraRuns' | 'snapshots' | 'metadata'>,
    private readonly onError: (message: string) => void,
  ) {}

  /** Follows the cameras' pipelines: an analysed camera's engine starts with its pipeline. */
  open(): void {
    if (this.stopWatching) return;
    this.stopWatching = this.media.onCameraRuns({
      started: (camera) => this.attach(camera),
      stopped: (cameraId) => this.detach(cameraId),
    });
  }

  async close(): Promise<void> {
    this.stopWatching?.();
    this.stopWatching = undefined;
    for (const cameraId of [...this.engines.keys()]) this.detach(cameraId);
    await this.ocr.close();
    await this.faceNet.close();
  }

  onRead(listener: (read: PlateRead) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Told of each face passage the face engines settle; answers a function that stops telling. */
  onFace(listener: (read: FaceRead) => void): () => void {
    this.faceListeners.add(listener);
    return () => this.faceListeners.delete(listener);
  }

  /** The face passage is this person (a watchlist matched it): the camera's face boxes of the
   *  passage carry the name from now on (the cell's Analytics Markup draws it). */
  nameFace(cameraId: string, trackId: string, person: string): void {
    const running = this.engines.get(cameraId)?.engine;
    if (running instanceof FaceEngine) running.name(trackId, person);
  }

  /** The descriptor of the face in an enrolment photo (a JPEG or PNG data URL), computed by the
   *  face engines' own network; null when the photo shows no face or cannot be read. */
  describeFace(photo: string): Promise<number[] | null> {
    return describeFaces(this.faceNet, photo);
  }

  /** Analyses the camera (now, or when its pipeline runs), or retunes its fps. */
  start(target: AnalysisTarget): void {
    const fps = Math.max(ANALYSIS_FPS.min, Math.min(ANALYSIS_FPS.max, Number(target.fps) || 1));
    const clean: AnalysisTarget = { cameraId: target.cameraId, engine: target.engine, fps };
    // A face config's match threshold goes with its reads.
    if (target.engine === 'face') clean.matchDistance = matchDistanceOf({ matchDistance: target.matchDistance });
    const before = this.targets.get(target.cameraId);
    this.targets.set(target.cameraId, clean);
    const running = this.engines.get(target.cameraId);
    if (running && before?.engine === clean.engine) {
      if (running.engine instanceof FaceEngine)
        return running.engine.retune({ ...clean, matchDistance: clean.matchDistance ?? 0 });
      return running.engine.retune(clean);
    }
    this.detach(target.cameraId);
    const camera = this.media.camera(target.cameraId);
    if (camera) this.attach(camera);
  }

  stop(cameraId: string): void {
    this.targets.delete(cameraId);
    this.detach(cameraId);
  }

  statistics(cameraId: string): AnalyticsStatistics | undefined {
    return this.engines.get(cameraId)?.engine.statistics();
  }

  /** The analysed cameras' targets. */
  analysed(): AnalysisTarget[] {
    return [...this.targets.values()];
  }

  /** The running engines (for measurement). */
  get running(): ReadonlyMap<string, { engine: LprEngine | FaceEngine }> {
    return this.engines;
  }

  private attach(camera: MediaCamera): void {
    const cameraId = camera.device.id;
    const target = this.targets.get(cameraId);
    if (!target || (target.engine !== 'lpr' && target.engine !== 'face') || this.engines.has(cameraId)) return;
    const stream = camera.live.get(STREAM_NUMBER.REVIEW) ?? camera.live.get(STREAM_NUMBER.FULL);
    if (!stream) return;
    const shared = {
      snapshot: async (id: string, time: number) => (await this.media.snapshots.snapshot(id, time))?.jpeg,
      onError: this.onError,
      // The box stands until the next analysed picture, and a little past it.
      onBoxes: (pts: number, boxes: MetadataBox[]) =>
        this.media.metadata.publish(
          cameraId,
          pts,
          Math.max(METADATA_HOLD_MS, 2_000 / (this.targets.get(cameraId)?.fps ?? target.fps)),
          'analytics',
          boxes,
        ),
    };
    const engine =
      target.engine === 'face'
        ? new FaceEngine(
            { ...target, matchDistance: target.matchDistance ?? matchDistanceOf(undefined) },
            {
              ...shared,
              net: this.faceNet,
              onRead: (read) => {
                for (const listener of [...this.faceListeners]) listener(read);
              },
            },
          )
        : new LprEngine(target, {
            ...shared,
            ocr: this.ocr,
            onRead: (read) => {
              for (const listener of [...this.listeners]) listener(read);
            },
          });
    // As a late live viewer: the init and the frames since the newest keyframe first.
    const init = stream.init;
    if (init) {
      engine.init(init);
      for (const frame of stream.gopSoFar) engine.frame(frame);
    }
    this.engines.set(cameraId, { engine, unwatch: stream.watch(engine) });
  }

  private detach(cameraId: string): void {
    const running = this.engines.get(cameraId);
    if (!running) return;
    this.engines.delete(cameraId);
    running.unwatch();
    running.engine.close();
  }
}
