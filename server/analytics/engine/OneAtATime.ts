/** Requests to one worker, run in turn (issue 32; issue 35): the plate OCR and the face network
 *  each have a single worker thread, and a request waits for the one before it to finish; a failed
 *  one never holds up the next. `load` is how many wait or run, which the benches report. */
export class OneAtATime {
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  /** Requests waiting or running. */
  get load(): number {
    return this.waiting;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    this.waiting += 1;
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    try {
      return await run;
    } finally {
      this.waiting -= 1;
    }
  }
}
