/** The latest events of each device on the image map (spec 3 §2.6 Image Map maxEventCount 1/5/10/20):
 *  entries from the first fetch and the live subscription, newest first, each once, at most the
 *  largest count an Image Map may show; the widget shows its own maxEventCount of them. */
import { IMAGE_MAP_EVENT_COUNTS } from '../../../shared/imageMap/imageMapConstants';

export interface DeviceEvent {
  id: string;
  message: string;
  time: number;
}

export interface EventLike {
  context: string;
  message?: string | null;
  triggeredAt?: number | null;
  witnesses?: ReadonlyArray<{ id: string }> | null;
}

export type DeviceEvents = Readonly<Record<string, readonly DeviceEvent[]>>;

/** The most any Image Map shows per device. */
export const KEPT_EVENTS = Math.max(...IMAGE_MAP_EVENT_COUNTS);

/** Adds entries to the devices they witness among `tracked`; other devices are not kept. */
export function addDeviceEvents(
  state: DeviceEvents,
  entries: readonly EventLike[],
  tracked: ReadonlySet<string>,
): DeviceEvents {
  let next: Record<string, readonly DeviceEvent[]> | null = null;
  for (const entry of entries) {
    const event: DeviceEvent = { id: entry.context, message: entry.message ?? '', time: entry.triggeredAt ?? 0 };
    for (const witness of entry.witnesses ?? []) {
      if (!tracked.has(witness.id)) continue;
      const held = (next ?? state)[witness.id] ?? [];
      const others = held.filter((e) => e.id !== event.id);
      const merged = [...others, event].sort((a, b) => b.time - a.time || (a.id < b.id ? 1 : -1)).slice(0, KEPT_EVENTS);
      next ??= { ...state };
      next[witness.id] = merged;
    }
  }
  return next ?? state;
}

/** The events of a device to show: at most `max`, newest first. */
export function shownEvents(state: DeviceEvents, deviceId: string, max: number): readonly DeviceEvent[] {
  return (state[deviceId] ?? []).slice(0, Math.max(0, max));
}

/** The Image Map widget's maxEventCount property as one of its choices (10 when unset or wrong). */
export function maxEventCount(value: unknown, fallback: number): number {
  const n = Number(value);
  return (IMAGE_MAP_EVENT_COUNTS as readonly number[]).includes(n) ? n : fallback;
}
