/** Hold-to-scrub on the backward and forward buttons (spec 2 §4 Hold-to-scrub) as a plain state
 *  machine: holding a button for HOLD_TO_SCRUB_DELAY_MS plays at ±HOLD_TO_SCRUB_SPEED, and the
 *  release restores the speed before and pauses again if the player was paused. A short click
 *  plays in the button's direction at normal speed (backward -1, forward 1), which is what the
 *  spec's 'backward and forward with speed' asks of a click. */
import { HOLD_TO_SCRUB_SPEED } from '../../../../shared/video/cellConstants';

export type ScrubDirection = 'backward' | 'forward';

/** How the player was going when the button went down. */
export interface ScrubPlayback {
  speed: number;
  paused: boolean;
}

export type HoldToScrubState =
  | { phase: 'idle' }
  | { phase: 'pressed'; direction: ScrubDirection; before: ScrubPlayback }
  | { phase: 'scrubbing'; direction: ScrubDirection; before: ScrubPlayback };

export type HoldToScrubEvent =
  | { type: 'press'; direction: ScrubDirection; playback: ScrubPlayback }
  /** The hold delay ran out with the button still down. */
  | { type: 'held' }
  | { type: 'release' }
  /** The pointer left or was taken away: no click, but a running scrub ends as on release. */
  | { type: 'cancel' };

export type ScrubCommand = { type: 'setSpeed'; speed: number } | { type: 'play' } | { type: 'pause' };

export interface HoldToScrubStep {
  state: HoldToScrubState;
  commands: ScrubCommand[];
}

export const SCRUB_IDLE: HoldToScrubState = { phase: 'idle' };

const sign = (direction: ScrubDirection) => (direction === 'backward' ? -1 : 1);

/** Plays at `speed`: a speed command only when it changes, then play if the player was paused. */
function playAt(speed: number, before: ScrubPlayback): ScrubCommand[] {
  const commands: ScrubCommand[] = speed === before.speed ? [] : [{ type: 'setSpeed', speed }];
  if (before.paused) commands.push({ type: 'play' });
  return commands;
}

function restore(before: ScrubPlayback): ScrubCommand[] {
  const commands: ScrubCommand[] = [{ type: 'setSpeed', speed: before.speed }];
  if (before.paused) commands.push({ type: 'pause' });
  return commands;
}

export function holdToScrub(state: HoldToScrubState, event: HoldToScrubEvent): HoldToScrubStep {
  switch (state.phase) {
    case 'idle':
      return event.type === 'press'
        ? { state: { phase: 'pressed', direction: event.direction, before: event.playback }, commands: [] }
        : { state, commands: [] };
    case 'pressed':
      switch (event.type) {
        case 'held':
          return {
            state: { ...state, phase: 'scrubbing' },
            commands: playAt(sign(state.direction) * HOLD_TO_SCRUB_SPEED, state.before),
          };
        case 'release':
          return { state: SCRUB_IDLE, commands: playAt(sign(state.direction), state.before) };
        case 'cancel':
          return { state: SCRUB_IDLE, commands: [] };
        default:
          return { state, commands: [] };
      }
    case 'scrubbing':
      return event.type === 'release' || event.type === 'cancel'
        ? { state: SCRUB_IDLE, commands: restore(state.before) }
        : { state, commands: [] };
  }
}
