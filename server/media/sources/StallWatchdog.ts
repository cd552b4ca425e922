/** Tells when a camera run has gone silent (issue 16: BROKEN within 5 s), counting silence only
 *  over time the platform was watching (issue 27 #9). A check that runs late ran on a starved
 *  event loop: whatever the camera sent meanwhile waits unread in the pipe, and is read only after
 *  the timers of the same turn, so the late part of the interval is the platform's, not the
 *  camera's. A restart then would throw away video the camera did deliver. */
export class StallWatchdog {
  private timer: NodeJS.Timeout | undefined;
  private silentMs = 0;
  private lastCheckAt = 0;

  constructor(
    private readonly checkEveryMs: number,
    /** Longest silence allowed now (a run gets longer for its first video). */
    private readonly limitMs: () => number,
    /** Told once the silence passes the limit, with the silence the platform watched. */
    private readonly onStall: (silentMs: number) => void,
  ) {}

  start(): void {
    this.silentMs = 0;
    this.lastCheckAt = Date.now();
    this.timer = setInterval(() => this.check(), this.checkEveryMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The camera delivered video. */
  heard(): void {
    this.silentMs = 0;
  }

  private check(): void {
    const now = Date.now();
    const elapsed = now - this.lastCheckAt;
    this.lastCheckAt = now;
    // At most one interval per check: the rest is the time the event loop was held elsewhere.
    this.silentMs += Math.min(Math.max(elapsed, 0), this.checkEveryMs);
    if (this.silentMs > this.limitMs()) {
      this.stop();
      this.onStall(this.silentMs);
    }
  }
}
