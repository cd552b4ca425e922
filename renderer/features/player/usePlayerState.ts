/** A player's state as React state: whole, or without the media time for the parts of a cell that
 *  do not show it — the time moves four times a second (TIME_UPDATE_MS) while playing, and a cell
 *  whose header, picture and controls rendered again at each move spent its main thread there
 *  instead of on starting and painting video. */
import { useRef, useSyncExternalStore } from 'react';
import type { PlayerController, PlayerState } from './playerTypes';

/** Everything a player's state says except the media time on screen. */
export type PlayerControlsState = Omit<PlayerState, 'time'>;

export function usePlayerState(controller: PlayerController): PlayerState {
  return useSyncExternalStore(
    (listener) => controller.subscribe(listener),
    () => controller.getState(),
  );
}

/** True when two states differ in more than their media time. */
function sameButTime(a: PlayerState, b: PlayerState): boolean {
  for (const key of Object.keys(a) as (keyof PlayerState)[]) {
    if (key !== 'time' && a[key] !== b[key]) return false;
  }
  return true;
}

/** The state without its media time: a new value only when something else changed. */
export function usePlayerControlsState(controller: PlayerController): PlayerControlsState {
  const last = useRef<PlayerState | null>(null);
  return useSyncExternalStore(
    (listener) => controller.subscribe(listener),
    () => {
      const now = controller.getState();
      if (last.current === null || !sameButTime(last.current, now)) last.current = now;
      return last.current;
    },
  );
}

/** The media time on screen (ms since the epoch), null before the first frame. */
export function usePlayerTime(controller: PlayerController): number | null {
  return useSyncExternalStore(
    (listener) => controller.subscribe(listener),
    () => controller.getState().time,
  );
}
