/** The event throttle of a notification policy (spec 3 §9: 7,000 ms): per policy and device, an
 *  event within the window after the last one notified is not notified again, so a flapping
 *  sensor sends one message, not fifty. Memory: keys older than their window are dropped as new
 *  ones come. */
export class SendThrottle {
  private readonly last = new Map<string, { at: number; windowMs: number }>();
  private sweptAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** True (and the send counted) when this policy may notify about this device now. */
  admit(policyId: string, deviceId: string, windowMs: number): boolean {
    const now = this.now();
    this.sweep(now);
    if (windowMs <= 0) return true;
    const key = `${policyId}\u0000${deviceId}`;
    const previous = this.last.get(key);
    if (previous && now - previous.at < windowMs) return false;
    this.last.set(key, { at: now, windowMs });
    return true;
  }

  /** Forgets a policy's windows (it was changed or deleted). */
  forget(policyId: string): void {
    const prefix = `${policyId}\u0000`;
    for (const key of this.last.keys()) if (key.startsWith(prefix)) this.last.delete(key);
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [key, entry] of this.last) if (now - entry.at >= entry.windowMs) this.last.delete(key);
  }
}
