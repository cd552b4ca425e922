/** Drives PTZ from a game controller (spec 2 §5, §9): polls navigator.getGamepads() every
 *  GAMEPAD_POLL_MS while enabled; sticks move through the speed repeater, buttons step and go to
 *  presets. The mapping and reading logic is in gamepadMapping and readGamepad. */
import { useEffect, useRef } from 'react';
import { GAMEPAD_POLL_MS, type GamepadButtonAction } from '../../../shared/video/ptzConstants';
import type { SpeedRepeater } from './createSpeedRepeater';
import { gamepadMapping } from './gamepadMapping';
import { readGamepad, type GamepadSnapshot } from './readGamepad';

export interface GamepadPtzOptions {
  enabled: boolean;
  /** JOYSTICK_PRESETS, or null for the defaults. */
  joystickPresets: string | null | undefined;
  /** The stick's continuous movement. */
  repeater: SpeedRepeater;
  onPress(action: GamepadButtonAction): void;
}

function connectedGamepads(): GamepadSnapshot[] {
  if (typeof navigator === 'undefined' || typeof navigator.getGamepads !== 'function') return [];
  return Array.from(navigator.getGamepads()).filter((pad): pad is Gamepad => pad !== null && pad.connected !== false);
}

export function useGamepadPtz({ enabled, joystickPresets, repeater, onPress }: GamepadPtzOptions): void {
  const onPressRef = useRef(onPress);
  onPressRef.current = onPress;

  useEffect(() => {
    if (!enabled) return;
    const previous = new Map<string, boolean[]>();
    let lastSpeed = '{}';
    const timer = setInterval(() => {
      let speed = {};
      for (const pad of connectedGamepads()) {
        const reading = readGamepad(pad, gamepadMapping(pad.id, joystickPresets), previous.get(pad.id));
        previous.set(pad.id, reading.pressed);
        reading.presses.forEach((action) => onPressRef.current(action));
        if (Object.keys(reading.speed).length > 0) speed = { ...reading.speed, ...speed };
      }
      // A steady stick is kept moving by the repeater's own repeats; only changes are moves.
      const key = JSON.stringify(speed);
      if (key === lastSpeed) return;
      lastSpeed = key;
      if (key !== '{}') repeater.move(speed);
      else repeater.release();
    }, GAMEPAD_POLL_MS);
    return () => {
      clearInterval(timer);
      repeater.release();
    };
  }, [enabled, joystickPresets, repeater]);
}
