/** The in-process event bus, for the embedded (single process, SQLite) platform. */
import type { EventBus, Listener } from './eventBus';

export class MemoryBus implements EventBus {
  private readonly listeners = new Map<string, Set<Listener>>();

  async publish(topic: string, payload: unknown): Promise<void> {
    this.deliver(topic, payload);
  }

  subscribe(topic: string, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(topic);
    };
  }

  /** Hands a payload to this process's listeners; a throwing listener does not stop the others. */
  deliver(topic: string, payload: unknown): void {
    for (const listener of [...(this.listeners.get(topic) ?? [])]) {
      try {
        listener(payload);
      } catch {
        // A subscriber's failure is its own; delivery to the rest goes on.
      }
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
