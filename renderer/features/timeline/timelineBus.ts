/** The per-view channel between a Timeline widget and the Archive Viewers of its view (spec 2 §3
 *  Timeline device, §4 Timeline widget events): viewers publish their devices, the timeline sends
 *  commands. Plain TypeScript so both sides and their tests use it without React. */
import type { ConnectionChoice } from '../player';

/** Spec 2 §3 Timeline device, one per Archive Viewer cell (`key` is viewer instance + index). */
export interface TimelineDevice {
  key: string;
  /** The camera shown, or null for an empty cell. */
  id: string | null;
  widgetIndex: number;
  name: string;
  outOfSync: boolean;
  stopped: boolean;
  paused: boolean;
  /** Media time on the viewer's canvas (ms), null before its first frame. */
  playerTime: number | null;
  /** The time the timeline last asked for (ms). */
  timelineTime: number | null;
  speed: number;
  /** The viewer is the selected one (SetSelected / ClearSelected). */
  selected: boolean;
  /** The viewer's widget properties allow an export (allowExport) and a created event
   *  (userDefinedEvent); the timeline offers them in the viewer's stead (spec 2 §6). */
  allowExport: boolean;
  userDefinedEvent: boolean;
}

/** Spec 2 §4 Timeline widget events. Without `target` a command goes to every in-sync viewer. */
export type TimelineCommand =
  | { type: 'SetTime'; time: number; byUser: boolean }
  | { type: 'SetSpeed'; speed: number }
  | { type: 'Pause' }
  | { type: 'Play' }
  | { type: 'BackToSync'; time: number; speed: number; paused: boolean }
  | { type: 'GetAOD'; deviceId: string; start: number; duration: number; stream: 'FULL' | 'REVIEW' }
  /** The viewer answers with the picture on its canvas (null before its first frame). */
  | { type: 'GetSnapshot'; reply: (image: Blob | null) => void }
  | { type: 'PreferredConnectionType'; connection: ConnectionChoice }
  | { type: 'AutoAodRequest'; on: boolean }
  | { type: 'SetSelected' }
  | { type: 'ClearSelected' }
  | { type: 'EventClick'; time: number; deviceId: string };

/** What viewers tell the timeline (spec 2 §4: OutOfSync, BackToSync, play state, time). */
export type TimelineDevicePatch = Partial<Omit<TimelineDevice, 'key'>>;

type CommandHandler = (command: TimelineCommand) => void;

export class TimelineBus {
  private readonly devices = new Map<string, TimelineDevice>();
  private readonly handlers = new Map<string, CommandHandler>();
  private readonly listeners = new Set<() => void>();
  private timelines = 0;
  private snapshot: readonly TimelineDevice[] = [];

  /** A viewer joins with its device; returns the function that removes it. */
  register(device: TimelineDevice, onCommand: CommandHandler): () => void {
    this.devices.set(device.key, device);
    this.handlers.set(device.key, onCommand);
    this.changed();
    return () => {
      this.devices.delete(device.key);
      this.handlers.delete(device.key);
      this.changed();
    };
  }

  update(key: string, patch: TimelineDevicePatch): void {
    const current = this.devices.get(key);
    if (!current) return;
    const next = { ...current, ...patch };
    if (Object.entries(patch).every(([k, v]) => current[k as keyof TimelineDevice] === v)) return;
    this.devices.set(key, next);
    this.changed();
  }

  /** The devices in widget order; the same array until something changes (for useSyncExternalStore). */
  list(): readonly TimelineDevice[] {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends to one viewer, or to every in-sync viewer when `target` is absent. */
  send(command: TimelineCommand, target?: string): void {
    const keys = target !== undefined ? [target] : this.snapshot.filter((d) => !d.outOfSync).map((d) => d.key);
    for (const key of keys) this.handlers.get(key)?.(command);
  }

  /** Spec 2 §4 GetSnapshot: the picture one viewer shows; null when it shows none or has left. */
  askSnapshot(key: string): Promise<Blob | null> {
    const handler = this.handlers.get(key);
    if (!handler) return Promise.resolve(null);
    return new Promise((resolve) => handler({ type: 'GetSnapshot', reply: resolve }));
  }

  /** A Timeline widget is present in the view while at least one is mounted (viewers hide some
   *  of their own controls then, spec 3 §2.6). Returns the function that leaves. */
  attachTimeline(): () => void {
    this.timelines += 1;
    this.changed();
    return () => {
      this.timelines -= 1;
      this.changed();
    };
  }

  hasTimeline(): boolean {
    return this.timelines > 0;
  }

  private changed(): void {
    this.snapshot = [...this.devices.values()].sort(
      (a, b) => a.widgetIndex - b.widgetIndex || (a.key < b.key ? -1 : 1),
    );
    for (const listener of [...this.listeners]) listener();
  }
}

const buses = new Map<string, { bus: TimelineBus; users: number }>();

function entryOf(viewId: string): { bus: TimelineBus; users: number } {
  let entry = buses.get(viewId);
  if (!entry) {
    entry = { bus: new TimelineBus(), users: 0 };
    buses.set(viewId, entry);
  }
  return entry;
}

/** The bus of a view without holding it (what a render reads; its effect then acquires it). */
export function timelineBusOf(viewId: string): TimelineBus {
  return entryOf(viewId).bus;
}

/** The bus of a view, shared by its widgets; released when the last user leaves. The bus is
 *  dropped a task later, so a user that leaves and rejoins at once (React's StrictMode re-runs
 *  effects that way) keeps the same bus. */
export function acquireTimelineBus(viewId: string): { bus: TimelineBus; release: () => void } {
  const held = entryOf(viewId);
  held.users += 1;
  let released = false;
  return {
    bus: held.bus,
    release: () => {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      setTimeout(() => {
        if (held.users === 0 && buses.get(viewId) === held) buses.delete(viewId);
      }, 0);
    },
  };
}
