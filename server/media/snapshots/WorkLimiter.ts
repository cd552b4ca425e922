/** Runs at most `concurrency` jobs at once and holds at most `queueLimit` more; beyond that it
 *  refuses at once with a `busy` DomainError, so a burst of requests can never start unbounded work.
 *  A job run `first` (an alarm's pictures) has a lane of its own beside those: it never waits
 *  behind the others, only behind another job run first, and is never refused. On a 2-core machine
 *  the one shared lane was often busy with a viewer's picture (the Device List's thumbnails, a
 *  VMX display), and a motion event, which waits for its pictures, reached the console one decode
 *  later (bench/motionToList: 125 and 376 ms of 7 waited on a quiet machine). */
import { DomainError } from '../../kernel/DomainError';

/** Jobs that run in turn, one lane or more: how many run, who waits next. */
class Lanes {
  running = 0;
  readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  get full(): boolean {
    return this.running >= this.size;
  }

  /** Resolves when the job may start: at once, or when a running one hands over its lane. */
  enter(): Promise<void> | undefined {
    if (!this.full) {
      this.running += 1;
      return undefined;
    }
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** The lane passes straight to the next waiter, so `running` never dips below the truth. */
  leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

export class WorkLimiter {
  private readonly shared: Lanes;
  private readonly alarms = new Lanes(1);
  private peak = { running: 0, waiting: 0 };

  constructor(
    concurrency: number,
    private readonly queueLimit: number,
  ) {
    this.shared = new Lanes(concurrency);
  }

  async run<T>(job: () => Promise<T>, first = false): Promise<T> {
    const lanes = first ? this.alarms : this.shared;
    if (!first && lanes.full && lanes.waiting.length >= this.queueLimit) throw DomainError.busy();
    const entered = lanes.enter();
    if (!first) {
      this.peak.running = Math.max(this.peak.running, this.shared.running);
      this.peak.waiting = Math.max(this.peak.waiting, this.shared.waiting.length);
    }
    if (entered) await entered;
    try {
      return await job();
    } finally {
      lanes.leave();
    }
  }

  /** The shared lanes' jobs running and waiting now, for tests and health figures; an alarm's
   *  lane is `alarms`. */
  get load(): { running: number; waiting: number; alarms: { running: number; waiting: number } } {
    return {
      running: this.shared.running,
      waiting: this.shared.waiting.length,
      alarms: { running: this.alarms.running, waiting: this.alarms.waiting.length },
    };
  }

  /** The most jobs that ever ran and waited at once in the shared lanes. */
  get peakLoad(): { running: number; waiting: number } {
    return { ...this.peak };
  }
}
