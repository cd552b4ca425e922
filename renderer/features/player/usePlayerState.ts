/** A player's state as React state. */
import { useSyncExternalStore } from 'react';
import type { PlayerController, PlayerState } from './playerTypes';

export function usePlayerState(controller: PlayerController): PlayerState {
  return useSyncExternalStore(
    (listener) => controller.subscribe(listener),
    () => controller.getState(),
  );
}
