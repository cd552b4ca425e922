/** The platform's scheduler (issue 28): runs the enabled schedules' tasks — at each window's start
 *  their actions are in force, at its end they are reverted — by computing, at start and at each
 *  change, what is in force now (resolveInForce) and sleeping until the next window opens or
 *  closes. A restart mid-window therefore applies the window's state at once. Schedules are read
 *  afresh at every evaluation, so an edit, a deleted device or a set's new member counts from the
 *  next one; a schedule change asks for one at once (refresh). */
import { PTZ_PRESET_ACTION } from '../../shared/schedules/scheduleActions';
import type { ScheduleRecord } from './scheduleRecord';
import { resolveInForce, type MomentAction, type RunnableSchedule } from './resolveInForce';
import type { ScheduledState } from './ScheduledState';
import { TaskClocks } from './taskWindows';

/** Longest sleep: timers beyond ~24 days overflow, and a wall clock set by hand is caught within it. */
const MAX_SLEEP_MS = 60 * 60 * 1000;
/** Windows ended more than this ago are forgotten by the once-per-window record of moment actions. */
const MOMENT_MEMORY_MS = 48 * 60 * 60 * 1000;

export interface SchedulerDeps {
  /** The enabled schedules of every realm. */
  enabledSchedules(): Promise<ScheduleRecord[]>;
  /** The devices a schedule covers (its own, its sets' and zones' members) with their types. */
  devicesOf(schedule: ScheduleRecord): Promise<Array<{ id: string; deviceType: string }>>;
  /** Sends a PTZ camera to a preset (a moment action). */
  goToPreset(realmId: string, cameraId: string, preset: string, scheduleName: string): Promise<void>;
  onError(message: string): void;
}

export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private evaluating: Promise<void> = Promise.resolve();
  private readonly momentsDone = new Map<string, number>();
  private now: () => number = Date.now;
  private readonly clocks = new TaskClocks();

  constructor(
    private readonly deps: SchedulerDeps,
    readonly state: ScheduledState,
  ) {}

  /** Puts what is in force now in place without telling anyone, before the pipelines start (they
   *  read it as they start); run() then keeps it current. */
  async prepare(): Promise<void> {
    await this.evaluate(true);
  }

  /** Keeps the state current from now on: evaluates now and at each change. */
  async run(): Promise<void> {
    this.running = true;
    await this.refresh();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Evaluates now (after a schedule or its devices changed). */
  refresh(): Promise<void> {
    const next = this.evaluating.then(() => this.evaluate(false));
    this.evaluating = next.catch(() => undefined);
    return next;
  }

  /** Replaces the clock the windows are read on (tests move time; the timers still sleep in real
   *  milliseconds, the difference between the clock's now and the next change). */
  useClock(now: () => number): Promise<void> {
    this.now = now;
    return this.refresh();
  }

  private async evaluate(quietly: boolean): Promise<void> {
    clearTimeout(this.timer);
    let nextChange: number | undefined;
    try {
      const now = this.now();
      const runnable = await this.runnable();
      const inForce = resolveInForce(runnable, now);
      this.state.replace(inForce.held, inForce.activeSchedules, quietly);
      if (!quietly) await this.happen(inForce.moments, now);
      nextChange = inForce.nextChange;
    } catch (err) {
      this.deps.onError(`schedule evaluation failed: ${(err as Error).message}`);
    }
    if (!this.running) return;
    const now = this.now();
    const sleep = Math.min(MAX_SLEEP_MS, Math.max(0, (nextChange ?? now + MAX_SLEEP_MS) - now));
    this.timer = setTimeout(() => void this.refresh(), sleep);
    this.timer.unref();
  }

  private async runnable(): Promise<RunnableSchedule[]> {
    const schedules = await this.deps.enabledSchedules();
    const runnable = await Promise.all(
      schedules.map(async (schedule) => ({
        id: schedule.id,
        realmId: schedule.realmId,
        name: schedule.name,
        tasks: schedule.tasks.map((task) => ({ task, clock: this.clocks.of(task, schedule.timezone) })),
        devices: await this.deps.devicesOf(schedule),
      })),
    );
    this.clocks.sweep();
    return runnable;
  }

  /** Moment actions of windows in force, each once per window. */
  private async happen(moments: readonly MomentAction[], now: number): Promise<void> {
    for (const [key, at] of this.momentsDone) if (at < now - MOMENT_MEMORY_MS) this.momentsDone.delete(key);
    for (const moment of moments) {
      if (this.momentsDone.has(moment.key)) continue;
      this.momentsDone.set(moment.key, now);
      if (moment.action !== PTZ_PRESET_ACTION) continue;
      await this.deps
        .goToPreset(moment.realmId, moment.deviceId, moment.value, moment.scheduleName)
        .catch((err: Error) => this.deps.onError(`schedule ${moment.scheduleName}: preset failed: ${err.message}`));
    }
  }
}
