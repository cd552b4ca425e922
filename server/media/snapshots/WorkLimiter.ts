/** Runs at most `concurrency` jobs at once and holds at most `queueLimit` more; beyond that it
 *  refuses at once with a `busy` DomainError, so a burst of requests can never start unbounded work.
 *  A job run `first` (an alarm's pictures) waits ahead of the others and is never refused. */
import { DomainError } from '../../kernel/DomainError';

export class WorkLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private peak = { running: 0, waiting: 0 };

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
  ) {}

  async run<T>(job: () => Promise<T>, first = false): Promise<T> {
    if (this.running >= this.concurrency) {
      if (!first && this.waiting.length >= this.queueLimit) throw DomainError.busy();
      await new Promise<void>((resolve) => {
        if (first) this.waiting.unshift(resolve);
        else this.waiting.push(resolve);
        this.peak.waiting = Math.max(this.peak.waiting, this.waiting.length);
      });
    } else {
      this.running += 1;
      this.peak.running = Math.max(this.peak.running, this.running);
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next waiter, so `running` never dips below the truth.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Jobs running and waiting now, for tests and health figures. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** The most jobs that ever ran and waited at once. */
  get peakLoad(): { running: number; waiting: number } {
    return { ...this.peak };
  }
}
