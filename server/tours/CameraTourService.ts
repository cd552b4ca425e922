/** Camera tours (spec 3 §3.6, §7; issue 28): a realm's tours, checked and saved with warnings,
 *  recorded in the user audit, and run: start and stop keep a TourRunner per running tour and the
 *  running flag in the database, so a restart resumes the patrols that were on. A schedule may hold
 *  a tour running or stopped for a window (TourSchedules): at each window's edge the tour follows
 *  the schedule, else its own running flag, which the schedule never writes; an operator's start or
 *  stop acts at once, the most recent word winning until the next edge. */
import { randomUUID } from 'node:crypto';
import { namedBySchedulesWarning } from '../../shared/schedules/scheduleActions';
import { TOUR_ERROR } from '../../shared/tours/cameraTours';
import type { CameraTourRecord, CameraTourRepository } from '../db/repositories/cameraTours';
import type { DeviceRepository } from '../db/repositories/devices';
import type { AuditParty, UserAudit } from '../events';
import { DomainError } from '../kernel';
import { checkCameraTour, type CameraTourInput, type TourWarning } from './checkCameraTour';
import { TourRunner, type TourProgress, type TourPtz } from './TourRunner';

/** Who acts, in which realm, for the user audit; left out when the platform acts (a schedule). */
export interface TourActing {
  realmId: string;
  actor: AuditParty;
  address?: string;
}

/** A tour with where it is, when running. */
export interface CameraTourView extends CameraTourRecord {
  progress: TourProgress | undefined;
}

export interface CameraTourSaved {
  tour: CameraTourView;
  warning: TourWarning | undefined;
}

/** What the schedules hold on tours now (platform/ wires the schedules' state in). */
export interface TourSchedules {
  /** True or false while a schedule of the realm holds the tour running or stopped; else undefined. */
  tourRunning(realmId: string, tourId: string): boolean | undefined;
  /** The tours a schedule holds running now. */
  runningTours(): Array<{ realmId: string; tourId: string }>;
}

/** The names of the realm's schedules whose actions name a tour (platform/ wires the schedules in). */
export type TourNamedBy = (realmId: string, tourId: string) => Promise<string[]>;

/** A tour deleted; the warning names the schedules whose actions on it no longer apply. */
export interface CameraTourDeleted {
  deleted: boolean;
  warning: ReturnType<typeof namedBySchedulesWarning>;
}

type TourAuditKind = 'TOUR_CREATED' | 'TOUR_UPDATED' | 'TOUR_DELETED' | 'TOUR_STARTED' | 'TOUR_STOPPED';

export class CameraTourService {
  private readonly runners = new Map<string, TourRunner>();
  private schedules: TourSchedules | undefined;
  private namedBy: TourNamedBy = async () => [];
  /** Whether this node runs the patrols (issue 33: one node of a cluster does; the others keep the
   *  running flags, which that node follows at its next round). */
  private runsHere: () => boolean = () => true;

  constructor(
    private readonly tours: CameraTourRepository,
    private readonly devices: DeviceRepository,
    private readonly ptz: TourPtz,
    private readonly onError: (message: string) => void,
    private readonly audit?: UserAudit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Follows what the schedules hold from now on (see follow). */
  followSchedules(schedules: TourSchedules): void {
    this.schedules = schedules;
  }

  /** Patrols only while `runs` says this node runs the tours (platform/ wires the cluster's job). */
  runOnlyWhile(runs: () => boolean): void {
    this.runsHere = runs;
  }

  /** Where the schedules naming a tour are found (asked before and at a delete). */
  useNamedBy(namedBy: TourNamedBy): void {
    this.namedBy = namedBy;
  }

  /** A schedule's window opened or closed on the tour: it patrols as the schedule holds it, or,
   *  with no window in force, as it was last started or stopped. */
  async follow(realmId: string, id: string): Promise<void> {
    const tour = await this.tours.byId(realmId, id);
    if (!tour) return;
    const run = this.shouldRun(tour);
    if (run && !this.runners.has(id)) this.launch(tour);
    else if (!run) await this.halt(id);
  }

  async list(realmId: string): Promise<CameraTourView[]> {
    return (await this.tours.list(realmId)).map((t) => this.view(t));
  }

  async byId(realmId: string, id: string): Promise<CameraTourView | undefined> {
    const tour = await this.tours.byId(realmId, id);
    return tour && this.view(tour);
  }

  async create(realmId: string, input: CameraTourInput, acting?: TourActing): Promise<CameraTourSaved> {
    const checked = await checkCameraTour(input, await this.tours.list(realmId), (ids) =>
      this.devices.camerasOfRealm(realmId, ids),
    );
    const id = randomUUID();
    await this.tours.insert(realmId, { id, ...checked.tour }, this.now());
    const tour = await this.existing(realmId, id);
    await this.record(acting, 'TOUR_CREATED', tour, { ...checked.tour });
    return { tour: this.view(tour), warning: checked.warning };
  }

  /** Saves the tour; a running tour goes on with the new steps, a disabled one stops. */
  async update(realmId: string, input: CameraTourInput, acting?: TourActing): Promise<CameraTourSaved> {
    const before = await this.existing(realmId, input.id ?? '');
    const checked = await checkCameraTour(input, await this.tours.list(realmId), (ids) =>
      this.devices.camerasOfRealm(realmId, ids),
    );
    await this.tours.update(realmId, { id: before.id, ...checked.tour }, this.now());
    const tour = await this.existing(realmId, before.id);
    if (this.runners.has(tour.id)) {
      await this.halt(tour.id);
      if (this.shouldRun(tour)) this.launch(tour);
    }
    await this.record(acting, 'TOUR_UPDATED', tour, {
      ...(before.name !== tour.name && { name: { from: before.name, to: tour.name } }),
      ...(before.enabled !== tour.enabled && { enabled: tour.enabled }),
      steps: tour.steps,
    });
    return { tour: this.view(tour), warning: checked.warning };
  }

  /** Deletes the tour, stopping it first; schedules naming it hold nothing on it from then on
   *  (their editor shows the action's target as gone), and the warning names them. */
  async delete(realmId: string, id: string, acting?: TourActing): Promise<CameraTourDeleted> {
    const tour = await this.existing(realmId, id);
    const namedBy = await this.namedBy(realmId, id);
    await this.halt(id);
    await this.tours.delete(realmId, id);
    await this.record(acting, 'TOUR_DELETED', tour, {});
    return { deleted: true, warning: namedBySchedulesWarning(namedBy) };
  }

  /** Starts the tour's patrol (also what a schedule's action calls); a running tour goes on. */
  async start(realmId: string, id: string, acting?: TourActing): Promise<CameraTourView> {
    const tour = await this.existing(realmId, id);
    if (!tour.enabled) throw DomainError.badInput(TOUR_ERROR.DISABLED);
    if (tour.steps.length === 0) throw DomainError.badInput(TOUR_ERROR.NO_STEPS);
    // Running already, here or (as its flag says) on the node that runs the patrols.
    const running = this.runners.has(id) || (!this.runsHere() && tour.running);
    if (!running) {
      await this.tours.setRunning(realmId, id, true);
      this.launch({ ...tour, running: true });
      await this.record(acting, 'TOUR_STARTED', tour, {});
    }
    return this.view({ ...tour, running: true });
  }

  /** Stops the tour's patrol and lets go of its cameras; a stopped tour stays stopped. */
  async stop(realmId: string, id: string, acting?: TourActing): Promise<CameraTourView> {
    const tour = await this.existing(realmId, id);
    const wasRunning = tour.running || this.runners.has(id);
    await this.halt(id);
    await this.tours.setRunning(realmId, id, false);
    if (wasRunning) await this.record(acting, 'TOUR_STOPPED', tour, {});
    return this.view({ ...tour, running: false });
  }

  /** At start-up: resumes every enabled tour that was running when the platform stopped, unless a
   *  schedule holds it stopped now, and starts those a schedule holds running. */
  async resume(): Promise<void> {
    for (const tour of await this.tours.running()) if (this.shouldRun(tour)) this.launch(tour);
    for (const held of this.schedules?.runningTours() ?? []) await this.follow(held.realmId, held.tourId);
  }

  /** Brings the patrols run here in line with the running flags and the schedules, which another
   *  node may have changed: starts those that should run, stops those that should not. */
  async reconcile(): Promise<void> {
    const held = new Set((this.schedules?.runningTours() ?? []).map((t) => t.tourId));
    const running = new Map((await this.tours.running()).map((t) => [t.id, t]));
    for (const [id, runner] of [...this.runners]) {
      const tour = running.get(id);
      const wanted = held.has(id) || (tour !== undefined && this.shouldRun(tour));
      // Saved through another node: the patrol starts again with the new steps.
      if (!wanted || (tour && tour.updatedAt !== runner.tour.updatedAt)) await this.halt(id);
    }
    await this.resume();
  }

  /** At shutdown: the patrols stop here but stay marked running, so the next start resumes them. */
  async close(): Promise<void> {
    await Promise.all([...this.runners.keys()].map((id) => this.halt(id)));
  }

  /** Whether the tour should patrol now: as a schedule holds it, else as its running flag says;
   *  never when disabled or without steps. */
  private shouldRun(tour: CameraTourRecord): boolean {
    const held = this.schedules?.tourRunning(tour.realmId, tour.id);
    return tour.enabled && tour.steps.length > 0 && (held ?? tour.running);
  }

  private launch(tour: CameraTourRecord): void {
    if (this.runners.has(tour.id) || !this.runsHere()) return;
    const runner = new TourRunner(tour, {
      camera: (realmId, cameraId) => this.devices.cameraOfRealm(realmId, cameraId),
      ptz: this.ptz,
      onError: this.onError,
    });
    this.runners.set(tour.id, runner);
    runner.start();
  }

  private async halt(id: string): Promise<void> {
    const runner = this.runners.get(id);
    if (!runner) return;
    this.runners.delete(id);
    await runner.stop();
  }

  private view(tour: CameraTourRecord): CameraTourView {
    const runner = this.runners.get(tour.id);
    // On a node that does not run the patrols, the tour runs as its flag and the schedules say.
    const running = this.runsHere() ? runner !== undefined : this.shouldRun(tour);
    return { ...tour, running, progress: runner?.state };
  }

  private async existing(realmId: string, id: string): Promise<CameraTourRecord> {
    const tour = id ? await this.tours.byId(realmId, id) : undefined;
    if (!tour) throw DomainError.notFound(TOUR_ERROR.NOT_FOUND);
    return tour;
  }

  private async record(
    acting: TourActing | undefined,
    kind: TourAuditKind,
    tour: { id: string; name: string },
    detail: Record<string, unknown>,
  ): Promise<void> {
    if (!acting || !this.audit) return;
    await this.audit.record([acting.realmId], {
      kind,
      actor: acting.actor,
      target: { type: 'tour', id: tour.id, name: tour.name },
      detail,
      address: acting.address ?? null,
    });
  }
}
