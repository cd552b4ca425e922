/** Local (WebRTC) successes and failures remembered per avatar for 15 minutes (spec 2 §4). */
import { LOCAL_MEMORY_MS } from '../../../shared/video/playerConstants';

export class LocalTransportMemory {
  private readonly failures = new Map<string, { at: number; message: string }>();
  private readonly successes = new Map<string, number>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  failed(avatarId: string, message: string): void {
    this.failures.set(avatarId, { at: this.now(), message });
    this.successes.delete(avatarId);
  }

  succeeded(avatarId: string): void {
    this.successes.set(avatarId, this.now());
    this.failures.delete(avatarId);
  }

  /** The failure's message while it is remembered. */
  failure(avatarId: string): string | undefined {
    const entry = this.failures.get(avatarId);
    if (!entry) return undefined;
    if (this.now() - entry.at >= LOCAL_MEMORY_MS) {
      this.failures.delete(avatarId);
      return undefined;
    }
    return entry.message;
  }

  /** A local success in the last 15 minutes: Auto tries local first. */
  recentSuccess(avatarId: string): boolean {
    const at = this.successes.get(avatarId);
    return at !== undefined && this.now() - at < LOCAL_MEMORY_MS;
  }
}

/** The memory every player shares unless given its own. */
export const sharedLocalMemory = new LocalTransportMemory();
