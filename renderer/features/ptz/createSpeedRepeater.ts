/** Continuous PTZ movement while a control is held (spec 2 §9): the speed command goes out at
 *  once, again every SPEED_REPEAT_MS while held (the camera stops when the repeats stop), at most
 *  once per SPEED_THROTTLE_MS while the control moves, and a stop on release. */
import { SPEED_REPEAT_MS, SPEED_THROTTLE_MS, type PtzAxis } from '../../../shared/video/ptzConstants';

export type PtzSpeedVector = Partial<Record<PtzAxis, number>>;

export interface SpeedRepeater {
  /** The control moved (or was grabbed) to this speed. */
  move(vector: PtzSpeedVector): void;
  /** The control was let go: one stop, no more repeats. */
  release(): void;
  /** Whether the control is held. */
  readonly active: boolean;
}

export interface SpeedRepeaterOptions {
  repeatMs?: number;
  throttleMs?: number;
  now?: () => number;
}

export function createSpeedRepeater(
  send: (vector: PtzSpeedVector) => void,
  { repeatMs = SPEED_REPEAT_MS, throttleMs = SPEED_THROTTLE_MS, now = () => Date.now() }: SpeedRepeaterOptions = {},
): SpeedRepeater {
  let active = false;
  let latest: PtzSpeedVector = {};
  let lastSentAt = -Infinity;
  let repeatTimer: ReturnType<typeof setTimeout> | undefined;
  let trailingTimer: ReturnType<typeof setTimeout> | undefined;

  const clearTimers = () => {
    clearTimeout(repeatTimer);
    clearTimeout(trailingTimer);
    repeatTimer = undefined;
    trailingTimer = undefined;
  };

  const sendNow = () => {
    clearTimers();
    send(latest);
    lastSentAt = now();
    repeatTimer = setTimeout(sendNow, repeatMs);
  };

  return {
    get active() {
      return active;
    },
    move(vector) {
      latest = vector;
      if (!active) {
        active = true;
        sendNow();
        return;
      }
      const wait = lastSentAt + throttleMs - now();
      if (wait <= 0) sendNow();
      // The last position within a throttle period still goes out when the period ends.
      else trailingTimer ??= setTimeout(sendNow, wait);
    },
    release() {
      if (!active) return;
      active = false;
      clearTimers();
      const stop: PtzSpeedVector = Object.fromEntries(Object.keys(latest).map((axis) => [axis, 0]));
      latest = {};
      send(stop);
    },
  };
}
