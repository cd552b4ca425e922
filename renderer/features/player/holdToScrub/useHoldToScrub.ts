/** Pointer and keyboard wiring of hold-to-scrub for the backward and forward buttons of a cell
 *  or of the Timeline, whichever playback they drive. */
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { HOLD_TO_SCRUB_DELAY_MS } from '../../../../shared/video/cellConstants';
import {
  holdToScrub,
  type HoldToScrubEvent,
  type HoldToScrubState,
  SCRUB_IDLE,
  type ScrubCommand,
  type ScrubDirection,
  type ScrubPlayback,
} from './holdToScrub';

/** What the buttons drive: its playback when pressed, and the commands of the machine. */
export interface ScrubTarget {
  playback(): ScrubPlayback;
  run(command: ScrubCommand): void;
}

export interface ScrubButtonHandlers {
  onPointerDown(event: PointerEvent): void;
  onPointerUp(): void;
  onPointerLeave(): void;
  onPointerCancel(): void;
  onKeyDown(event: KeyboardEvent): void;
  onKeyUp(event: KeyboardEvent): void;
  onBlur(): void;
}

const isActivationKey = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

export function useHoldToScrub(target: ScrubTarget) {
  const machine = useRef<HoldToScrubState>(SCRUB_IDLE);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [scrubbing, setScrubbing] = useState<ScrubDirection | null>(null);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const send = useCallback(
    (event: HoldToScrubEvent) => {
      const step = holdToScrub(machine.current, event);
      machine.current = step.state;
      if (step.state.phase !== 'pressed') clearTimer();
      setScrubbing(step.state.phase === 'scrubbing' ? step.state.direction : null);
      for (const command of step.commands) target.run(command);
    },
    [target],
  );

  const press = useCallback(
    (direction: ScrubDirection) => {
      if (machine.current.phase !== 'idle') return;
      send({ type: 'press', direction, playback: target.playback() });
      clearTimer();
      timer.current = setTimeout(() => send({ type: 'held' }), HOLD_TO_SCRUB_DELAY_MS);
    },
    [target, send],
  );

  useEffect(() => clearTimer, []);

  const bind = useCallback(
    (direction: ScrubDirection): ScrubButtonHandlers => ({
      onPointerDown(event) {
        if (event.button > 0) return;
        press(direction);
      },
      onPointerUp: () => send({ type: 'release' }),
      onPointerLeave: () => send({ type: 'cancel' }),
      onPointerCancel: () => send({ type: 'cancel' }),
      onKeyDown(event) {
        if (!isActivationKey(event)) return;
        event.preventDefault();
        if (!event.repeat) press(direction);
      },
      onKeyUp(event) {
        if (!isActivationKey(event)) return;
        event.preventDefault();
        send({ type: 'release' });
      },
      onBlur: () => send({ type: 'cancel' }),
    }),
    [press, send],
  );

  return { bind, scrubbing };
}
