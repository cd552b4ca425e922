/** One running camera tour (issue 28; spec 2 §6 lock type Tour): drives each step's PTZ camera to
 *  its preset, stays the step's delay, goes on, and starts again after the last step. When a person
 *  holds a step's camera the tour waits on that step and goes on once their lock has lapsed. */
import type { CameraTourRecord, CameraTourStepRecord } from '../db/repositories/cameraTours';
import type { DeviceRecord } from '../db/repositories/devices';
import type { PtzTour, PtzTourMove } from '../media';

/** The PTZ control a tour drives cameras through (media's PtzService). */
export interface TourPtz {
  tourPreset(camera: DeviceRecord, preset: string, tour: PtzTour, holdMs: number): Promise<PtzTourMove>;
  releaseTour(camera: DeviceRecord, tourId: string): void;
}

export interface TourRunnerDeps {
  /** The realm's camera by id; undefined when it was deleted since the tour was saved. */
  camera(realmId: string, cameraId: string): Promise<DeviceRecord | undefined>;
  ptz: TourPtz;
  onError(message: string): void;
}

/** The tour's lock outlasts its step by this much, so the next step on the same camera takes it
 *  over without an Unlock and a Lock in between. */
export const TOUR_LOCK_GRACE_MS = 2_000;
/** After a person's lock lapses the tour tries again this much later. */
const RETRY_AFTER_LOCK_MS = 100;

/** Where a running tour is. */
export interface TourProgress {
  /** The step shown now (counted from 0). */
  stepIndex: number;
  /** The camera of that step. */
  cameraId: string | null;
  /** True while the tour waits for a person to let go of the step's camera. */
  yielding: boolean;
}

export class TourRunner {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private next = 0;
  private readonly progress: TourProgress = { stepIndex: 0, cameraId: null, yielding: false };

  constructor(
    readonly tour: CameraTourRecord,
    private readonly deps: TourRunnerDeps,
  ) {}

  get state(): TourProgress {
    return { ...this.progress };
  }

  start(): void {
    this.schedule(0);
  }

  /** Stops the patrol and lets go of the cameras it holds. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const ids = [...new Set(this.tour.steps.filter((s) => s.cameraPreset).map((s) => s.cameraId))];
    for (const id of ids) {
      const camera = await this.deps.camera(this.tour.realmId, id).catch(() => undefined);
      if (camera) this.deps.ptz.releaseTour(camera, this.tour.id);
    }
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.step().catch((err: Error) => {
        this.deps.onError(`camera tour ${this.tour.id} failed: ${err.message}`);
        this.schedule(1_000);
      });
    }, ms);
    this.timer.unref();
  }

  private async step(): Promise<void> {
    if (this.stopped || this.tour.steps.length === 0) return;
    const index = this.next % this.tour.steps.length;
    const step = this.tour.steps[index]!;
    const stayMs = step.delay * 1000;
    const held = await this.drive(step, stayMs);
    if (this.stopped) return;
    if (held !== undefined) {
      // A person has the camera: the tour waits on this step and goes on when their lock lapses.
      this.progress.yielding = true;
      this.schedule(Math.max(0, held - Date.now()) + RETRY_AFTER_LOCK_MS);
      return;
    }
    this.progress.stepIndex = index;
    this.progress.cameraId = step.cameraId;
    this.progress.yielding = false;
    this.next = index + 1;
    this.schedule(stayMs);
  }

  /** Moves the step's camera to its preset; answers until when a person holds it, if one does. */
  private async drive(step: CameraTourStepRecord, stayMs: number): Promise<number | undefined> {
    if (!step.cameraPreset) return undefined;
    const camera = await this.deps.camera(this.tour.realmId, step.cameraId);
    if (!camera) return undefined;
    try {
      const move = await this.deps.ptz.tourPreset(
        camera,
        step.cameraPreset,
        { id: this.tour.id, name: this.tour.name },
        stayMs + TOUR_LOCK_GRACE_MS,
      );
      return move.moved ? undefined : move.heldUntil;
    } catch (err) {
      // A preset deleted since the tour was saved: the step shows its camera where it is.
      this.deps.onError(`camera tour ${this.tour.id} step on ${step.cameraId}: ${(err as Error).message}`);
      return undefined;
    }
  }
}
