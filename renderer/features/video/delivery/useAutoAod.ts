/** Automatic archive-on-demand for a playing cell (spec 2 §4 Archive-on-demand). */
import type { PlayerController } from '../player/playerTypes';

export interface UseAutoAodOptions {
  controller: PlayerController;
  deviceId: string | null;
  enabled: boolean;
}

export function useAutoAod(_options: UseAutoAodOptions): void {}
