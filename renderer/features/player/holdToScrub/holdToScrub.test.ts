import {
  holdToScrub,
  type HoldToScrubEvent,
  type HoldToScrubState,
  SCRUB_IDLE,
  type ScrubCommand,
  type ScrubDirection,
  type ScrubPlayback,
} from './holdToScrub';

const playing: ScrubPlayback = { speed: 2, paused: false };
const paused: ScrubPlayback = { speed: 1, paused: true };
const pressed = (direction: ScrubDirection, before: ScrubPlayback): HoldToScrubState => ({
  phase: 'pressed',
  direction,
  before,
});
const scrubbing = (direction: ScrubDirection, before: ScrubPlayback): HoldToScrubState => ({
  phase: 'scrubbing',
  direction,
  before,
});
const speed = (value: number): ScrubCommand => ({ type: 'setSpeed', speed: value });
const play: ScrubCommand = { type: 'play' };
const pause: ScrubCommand = { type: 'pause' };

describe('holdToScrub', () => {
  const table: [string, HoldToScrubState, HoldToScrubEvent, HoldToScrubState, ScrubCommand[]][] = [
    [
      'press remembers the playback',
      SCRUB_IDLE,
      { type: 'press', direction: 'forward', playback: playing },
      pressed('forward', playing),
      [],
    ],
    [
      'holding forward 1 s plays at 10',
      pressed('forward', playing),
      { type: 'held' },
      scrubbing('forward', playing),
      [speed(10)],
    ],
    [
      'holding backward 1 s plays at -10',
      pressed('backward', playing),
      { type: 'held' },
      scrubbing('backward', playing),
      [speed(-10)],
    ],
    [
      'holding while paused also plays',
      pressed('forward', paused),
      { type: 'held' },
      scrubbing('forward', paused),
      [speed(10), play],
    ],
    ['release restores the speed', scrubbing('forward', playing), { type: 'release' }, SCRUB_IDLE, [speed(2)]],
    [
      'release pauses again when it was paused',
      scrubbing('backward', paused),
      { type: 'release' },
      SCRUB_IDLE,
      [speed(1), pause],
    ],
    [
      'a pointer leaving ends the scrub as a release',
      scrubbing('forward', paused),
      { type: 'cancel' },
      SCRUB_IDLE,
      [speed(1), pause],
    ],
    [
      'a short click on backward plays backwards at -1',
      pressed('backward', playing),
      { type: 'release' },
      SCRUB_IDLE,
      [speed(-1)],
    ],
    [
      'a short click on forward plays at 1 and resumes',
      pressed('forward', { speed: -5, paused: true }),
      { type: 'release' },
      SCRUB_IDLE,
      [speed(1), play],
    ],
    [
      'a short click at the same speed only resumes',
      pressed('forward', paused),
      { type: 'release' },
      SCRUB_IDLE,
      [play],
    ],
    ['a cancelled press is not a click', pressed('forward', paused), { type: 'cancel' }, SCRUB_IDLE, []],
    [
      'a second press while held is ignored',
      pressed('forward', playing),
      { type: 'press', direction: 'backward', playback: paused },
      pressed('forward', playing),
      [],
    ],
    ['a late hold timer after release is ignored', SCRUB_IDLE, { type: 'held' }, SCRUB_IDLE, []],
    ['a release without a press does nothing', SCRUB_IDLE, { type: 'release' }, SCRUB_IDLE, []],
    [
      'a repeated hold while scrubbing does nothing',
      scrubbing('forward', playing),
      { type: 'held' },
      scrubbing('forward', playing),
      [],
    ],
  ];

  it.each(table)('%s', (_name, state, event, next, commands) => {
    expect(holdToScrub(state, event)).toEqual({ state: next, commands });
  });
});
