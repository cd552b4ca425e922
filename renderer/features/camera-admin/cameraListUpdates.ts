/** Spec 3 §4 live object updates and §9 timings for the Cameras list: a created camera is read at
 *  once, an updated one after 5 s, a deleted one leaves the list at once (and the list is read
 *  again after 5 s in case it still exists); health changes (STATUS) are gathered and applied to
 *  the list every 2 s. Pure: the hook feeds it updates and clock ticks. */
import { OBJECT_UPDATE_TIMINGS } from '../../../shared/cameraAdmin/cameraAdminConstants';

export interface ObjectUpdateNotice {
  id: string;
  action: string;
  healthStatus?: string | null;
}

export interface ListUpdateState {
  /** When the list must be read again (ms since the epoch), or null. */
  refreshAt: number | null;
  /** Cameras gone from the list before the next read. */
  removed: ReadonlySet<string>;
  /** Health changes waiting for the next batch. */
  pendingHealth: ReadonlyMap<string, string>;
  /** Health changes applied over the list read last. */
  health: ReadonlyMap<string, string>;
  /** When the pending health changes are applied, or null. */
  healthAt: number | null;
}

export const INITIAL_LIST_UPDATES: ListUpdateState = {
  refreshAt: null,
  removed: new Set(),
  pendingHealth: new Map(),
  health: new Map(),
  healthAt: null,
};

const earliest = (current: number | null, at: number) => (current === null ? at : Math.min(current, at));

export function onObjectUpdate(state: ListUpdateState, update: ObjectUpdateNotice, now: number): ListUpdateState {
  switch (update.action) {
    case 'CREATE':
      return { ...state, refreshAt: earliest(state.refreshAt, now) };
    case 'UPDATE':
      return { ...state, refreshAt: earliest(state.refreshAt, now + OBJECT_UPDATE_TIMINGS.updateRefreshMs) };
    case 'DELETE':
      return {
        ...state,
        removed: new Set([...state.removed, update.id]),
        refreshAt: earliest(state.refreshAt, now + OBJECT_UPDATE_TIMINGS.deleteRefreshMs),
      };
    case 'STATUS':
      if (!update.healthStatus) return state;
      return {
        ...state,
        pendingHealth: new Map([...state.pendingHealth, [update.id, update.healthStatus]]),
        healthAt: state.healthAt ?? now + OBJECT_UPDATE_TIMINGS.statusBatchMs,
      };
    default:
      return state;
  }
}

/** What is due at `now`: the pending health batch applied; `refresh` true when the list is to be read. */
export function onTick(state: ListUpdateState, now: number): { state: ListUpdateState; refresh: boolean } {
  let next = state;
  if (next.healthAt !== null && next.healthAt <= now) {
    next = {
      ...next,
      health: new Map([...next.health, ...next.pendingHealth]),
      pendingHealth: new Map(),
      healthAt: null,
    };
  }
  const refresh = next.refreshAt !== null && next.refreshAt <= now;
  // A fresh read carries the removals and the health so far; only the health batch still waiting survives it.
  if (refresh) next = { ...next, refreshAt: null, removed: new Set(), health: new Map() };
  return { state: next, refresh };
}

/** The next time something is due, or null. */
export function nextDue(state: ListUpdateState): number | null {
  const times = [state.refreshAt, state.healthAt].filter((t): t is number => t !== null);
  return times.length ? Math.min(...times) : null;
}
