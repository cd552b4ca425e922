/** The per-view channel between a Timeline widget and the Archive Viewers of its view (spec 2 §3
 *  Timeline device, §4 Timeline widget events): viewers publish their devices, the timeline sends
 *  commands. Plain TypeScript so both sides and their tests use it without React. */
import { atom, createStore, getDefaultStore, type PrimitiveAtom, type StateStore } from '../../state';
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
  /** The user asks for archive from the avatar; the viewer answers with the request's id (null
   *  when it was refused). */
  | {
      type: 'GetAOD';
      deviceId: string;
      start: number;
      duration: number;
      stream: 'FULL' | 'REVIEW';
      reply?: (requestId: string | null) => void;
    }
  /** The viewer answers with the picture on its canvas (null before its first frame). */
  | { type: 'GetSnapshot'; reply: (image: Blob | null) => void }
  | { type: 'PreferredConnectionType'; connection: ConnectionChoice }
  | { type: 'AutoAodRequest'; on: boolean }
  | { type: 'SetSelected' }
  | { type: 'ClearSelected' }
  | { type: 'EventClick'; time: number; deviceId: string };

/** An event marker clicked on the timeline's events row (spec 2 §4 EventClick); `n` counts the
 *  clicks, so the same marker clicked again is news to the event lists. */
export interface TimelineEventClick {
  time: number;
  deviceId: string;
  n: number;
}

/** What viewers tell the timeline (spec 2 §4: OutOfSync, BackToSync, play state, time). */
export type TimelineDevicePatch = Partial<Omit<TimelineDevice, 'key'>>;

type CommandHandler = (command: TimelineCommand) => void;

function inWidgetOrder(devices: Iterable<TimelineDevice>): readonly TimelineDevice[] {
  return [...devices].sort((a, b) => a.widgetIndex - b.widgetIndex || (a.key < b.key ? -1 : 1));
}

/** The bus of one view. Its state (the devices, whether a Timeline widget is present) lives in
 *  atoms of the session's store, so React reads it like other UI state and logout drops it; the
 *  commands are events and go straight to the viewers' handlers. */
export class TimelineBus {
  /** The devices in widget order; the same array until something changes. */
  readonly devicesAtom: PrimitiveAtom<readonly TimelineDevice[]> = atom<readonly TimelineDevice[]>([]);
  /** How many Timeline widgets of the view are mounted. */
  readonly timelinesAtom: PrimitiveAtom<number> = atom(0);
  /** The last event marker clicked on the events row; the view's event lists select it. */
  readonly eventClickAtom: PrimitiveAtom<TimelineEventClick | null> = atom<TimelineEventClick | null>(null);
  private readonly handlers = new Map<string, CommandHandler>();

  constructor(readonly store: StateStore = createStore()) {}

  /** A viewer joins with its device; returns the function that removes it. */
  register(device: TimelineDevice, onCommand: CommandHandler): () => void {
    this.handlers.set(device.key, onCommand);
    this.setDevices([...this.list().filter((d) => d.key !== device.key), device]);
    return () => {
      this.handlers.delete(device.key);
      this.setDevices(this.list().filter((d) => d.key !== device.key));
    };
  }

  update(key: string, patch: TimelineDevicePatch): void {
    const current = this.list().find((d) => d.key === key);
    if (!current) return;
    if (Object.entries(patch).every(([k, v]) => current[k as keyof TimelineDevice] === v)) return;
    this.setDevices(this.list().map((d) => (d.key === key ? { ...current, ...patch } : d)));
  }

  /** The devices in widget order (what the store holds now). */
  list(): readonly TimelineDevice[] {
    return this.store.get(this.devicesAtom);
  }

  /** Sends to one viewer, or to every in-sync viewer when `target` is absent. */
  send(command: TimelineCommand, target?: string): void {
    const keys =
      target !== undefined
        ? [target]
        : this.list()
            .filter((d) => !d.outOfSync)
            .map((d) => d.key);
    for (const key of keys) this.handlers.get(key)?.(command);
  }

  /** Spec 2 §4 GetSnapshot: the picture one viewer shows; null when it shows none or has left. */
  askSnapshot(key: string): Promise<Blob | null> {
    const handler = this.handlers.get(key);
    if (!handler) return Promise.resolve(null);
    return new Promise((resolve) => handler({ type: 'GetSnapshot', reply: resolve }));
  }

  /** An event marker was clicked on the events row (spec 2 §4 EventClick). */
  clickEvent(time: number, deviceId: string): void {
    this.store.set(this.eventClickAtom, (last) => ({ time, deviceId, n: (last?.n ?? 0) + 1 }));
  }

  /** A Timeline widget is present in the view while at least one is mounted (viewers hide some
   *  of their own controls then, spec 3 §2.6). Returns the function that leaves. */
  attachTimeline(): () => void {
    this.store.set(this.timelinesAtom, (n) => n + 1);
    return () => this.store.set(this.timelinesAtom, (n) => n - 1);
  }

  hasTimeline(): boolean {
    return this.store.get(this.timelinesAtom) > 0;
  }

  private setDevices(devices: Iterable<TimelineDevice>): void {
    this.store.set(this.devicesAtom, inWidgetOrder(devices));
  }
}

interface Held {
  bus: TimelineBus;
  users: number;
}

/** The buses of each store (one per session), by view. */
const busesByStore = new WeakMap<StateStore, Map<string, Held>>();

function entryOf(viewId: string, store: StateStore): Held {
  let buses = busesByStore.get(store);
  if (!buses) {
    buses = new Map();
    busesByStore.set(store, buses);
  }
  let entry = buses.get(viewId);
  if (!entry) {
    entry = { bus: new TimelineBus(store), users: 0 };
    buses.set(viewId, entry);
  }
  return entry;
}

/** The bus of a view without holding it (what a render reads; its effect then acquires it).
 *  Without a store: the one components use outside a session's state (tests). */
export function timelineBusOf(viewId: string, store: StateStore = getDefaultStore()): TimelineBus {
  return entryOf(viewId, store).bus;
}

/** The bus of a view, shared by its widgets; released when the last user leaves. The bus is
 *  dropped a task later, so a user that leaves and rejoins at once (React's StrictMode re-runs
 *  effects that way) keeps the same bus. */
export function acquireTimelineBus(
  viewId: string,
  store: StateStore = getDefaultStore(),
): { bus: TimelineBus; release: () => void } {
  const held = entryOf(viewId, store);
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
        const buses = busesByStore.get(store);
        if (held.users === 0 && buses?.get(viewId) === held) buses.delete(viewId);
      }, 0);
    },
  };
}
