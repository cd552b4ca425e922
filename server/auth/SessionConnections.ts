/** The long-lived connections a session opened (graphql-ws sockets, media sockets), ended when
 *  the session ends: logout, expiry, a password change or the user's removal all publish
 *  sessionClose on the bus, so a socket held by this process or another one hears of it. */
import { topics, type EventBus } from '../events/eventBus';
import { SESSION_CLOSE_GRACE_MS } from './authPolicy';

export interface SessionConnection {
  /** True once the session has ended: the connection must refuse new work. */
  readonly ended: boolean;
  /** Forgets the connection (it closed by itself). */
  detach(): void;
}

interface Entry {
  closers: Set<() => void>;
  unsubscribe: () => void;
}

export class SessionConnections {
  private readonly sessions = new Map<string, Entry>();

  constructor(
    private readonly bus: EventBus,
    private readonly graceMs = SESSION_CLOSE_GRACE_MS,
  ) {}

  /** Holds a connection of a session; `close` ends it when the session ends, after a grace that
   *  lets the sessionClose message reach a graphql-ws client before its socket goes. */
  attach(sessionId: string, close: () => void): SessionConnection {
    const entry = this.sessions.get(sessionId) ?? this.watch(sessionId);
    const state = { ended: false };
    const closer = () => {
      state.ended = true;
      setTimeout(close, this.graceMs).unref();
    };
    entry.closers.add(closer);
    return {
      get ended() {
        return state.ended;
      },
      detach: () => {
        entry.closers.delete(closer);
        if (entry.closers.size === 0 && this.sessions.get(sessionId) === entry) {
          entry.unsubscribe();
          this.sessions.delete(sessionId);
        }
      },
    };
  }

  /** Connections held now, for tests and health figures. */
  get size(): number {
    let n = 0;
    for (const entry of this.sessions.values()) n += entry.closers.size;
    return n;
  }

  private watch(sessionId: string): Entry {
    const entry: Entry = {
      closers: new Set(),
      unsubscribe: this.bus.subscribe(topics.sessionClose(sessionId), () => {
        entry.unsubscribe();
        this.sessions.delete(sessionId);
        for (const closer of entry.closers) closer();
      }),
    };
    this.sessions.set(sessionId, entry);
    return entry;
  }
}
