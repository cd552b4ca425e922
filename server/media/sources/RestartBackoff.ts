/** How long a camera source waits before it restarts ffmpeg after a run ended (issue 27 #14): the
 *  delay doubles from 1 s with each failed run. A camera that has delivered video since it was
 *  started waits at most 30 s, so recording resumes soon after a network blip; one that never has
 *  (unreachable, refusing the login, not a camera at all) backs off to 5 minutes, so a realm's
 *  unreachable cameras do not keep the machine spawning ffmpeg. A run that delivered video for a
 *  minute starts the count again. Each delay is spread by ±10 %, so cameras that failed together
 *  (a switch rebooting) do not all restart in the same instant. */

export const RESTART_BACKOFF = {
  firstMs: 1_000,
  /** The longest wait of a camera that has delivered video since it was started. */
  maxMs: 30_000,
  /** The longest wait of a camera that never has. */
  neverDeliveredMaxMs: 300_000,
  /** A run that delivered video this long was healthy: the next failure waits firstMs again. */
  healthyAfterMs: 60_000,
  jitter: 0.1,
} as const;

export class RestartBackoff {
  /** Runs that ended since the last healthy one. */
  private failures = 0;
  /** Whether any run since the source started delivered video. */
  private delivered = false;

  constructor(private readonly random: () => number = Math.random) {}

  /** A run delivered its first video. */
  deliveredVideo(): void {
    this.delivered = true;
  }

  /** A run ended: the wait before the next one. `healthyForMs` is how long it delivered video (0
   *  when it never did). */
  nextDelayMs(healthyForMs: number): number {
    if (healthyForMs > RESTART_BACKOFF.healthyAfterMs) this.failures = 0;
    const cap = this.delivered ? RESTART_BACKOFF.maxMs : RESTART_BACKOFF.neverDeliveredMaxMs;
    const base = Math.min(RESTART_BACKOFF.firstMs * 2 ** Math.min(this.failures, 30), cap);
    this.failures += 1;
    const spread = 1 + RESTART_BACKOFF.jitter * (2 * this.random() - 1);
    return Math.round(base * spread);
  }
}
