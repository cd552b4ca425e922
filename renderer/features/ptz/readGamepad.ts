/** One poll of a game controller (spec 2 §9): axes outside the dead zone become a speed vector,
 *  buttons pressed since the previous poll become steps and presets. Pure, so it is tested with
 *  snapshots instead of a real controller. */
import type { GamepadButtonAction } from '../../../shared/video/ptzConstants';
import type { PtzSpeedVector } from './createSpeedRepeater';
import type { GamepadMapping } from './gamepadMapping';

/** The parts of the Gamepad API's Gamepad this reads. */
export interface GamepadSnapshot {
  id: string;
  axes: readonly number[];
  buttons: ReadonlyArray<{ pressed: boolean }>;
}

export interface GamepadReading {
  /** Which buttons are down now: the next poll's `previous`. */
  pressed: boolean[];
  /** Actions of the buttons pressed since the previous poll, in button order. */
  presses: GamepadButtonAction[];
  /** Speeds of the mapped axes outside the dead zone; empty when the sticks rest. */
  speed: PtzSpeedVector;
}

export function readGamepad(
  snapshot: GamepadSnapshot,
  mapping: GamepadMapping,
  previous: readonly boolean[] = [],
): GamepadReading {
  const pressed = snapshot.buttons.map((button) => button.pressed);
  const presses = pressed.flatMap((down, index) => {
    const action = mapping.buttons[index];
    return down && !previous[index] && action ? [action] : [];
  });
  const speed: PtzSpeedVector = {};
  snapshot.axes.forEach((raw, index) => {
    const binding = mapping.axes[index];
    if (!binding || !Number.isFinite(raw) || Math.abs(raw) <= mapping.deadzone) return;
    const value = Math.max(-1, Math.min(1, binding.invert ? -raw : raw));
    speed[binding.axis] = Math.round(value * 1000) / 1000;
  });
  return { pressed, presses, speed };
}
