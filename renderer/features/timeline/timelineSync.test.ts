import { timelineDevice } from './testing/timelineFixtures';
import type { TimelineDevice } from './timelineBus';
import {
  autoSyncTarget,
  backToSyncCommand,
  framesBeyondTolerance,
  pausedAmongPlaying,
  referenceTime,
  syncLinks,
  syncStateOf,
} from './timelineSync';

function device(key: string, patch: Partial<TimelineDevice> = {}): TimelineDevice {
  return timelineDevice(key, { name: `Camera ${key}`, playerTime: 1_000_000, timelineTime: 1_000_000, ...patch });
}

const timeline = { time: 5_000, speed: 1, paused: false };

describe('timeline device sync', () => {
  it.each<[string, TimelineDevice[], string[]]>([
    ['one camera never leaves sync', [device('a', { paused: true })], []],
    ['pausing one of several cameras takes it out of sync', [device('a', { paused: true }), device('b')], ['a']],
    ['all paused together stay in sync', [device('a', { paused: true }), device('b', { paused: true })], []],
    ['stopped cameras are left alone', [device('a', { stopped: true, paused: true }), device('b')], []],
    ['already out of sync is not reported again', [device('a', { outOfSync: true, paused: true }), device('b')], []],
    ['empty cells do not count as cameras', [device('a', { paused: true }), device('b', { id: null })], []],
  ])('pause rule: %s', (_name, devices, expected) => {
    expect(pausedAmongPlaying(devices)).toEqual(expected);
  });

  it.each<[string, TimelineDevice[], number | null, string[]]>([
    [
      '4.9 s away is within the frame sync tolerance',
      [device('a', { playerTime: 1_004_900 }), device('b')],
      1_000_000,
      [],
    ],
    ['5.1 s away is beyond it', [device('a', { playerTime: 1_005_100 }), device('b')], 1_000_000, ['a']],
    ['paused cameras are not compared', [device('a', { playerTime: 9, paused: true })], 1_000_000, []],
    ['no picture yet is not drift', [device('a', { playerTime: null }), device('b')], 1_000_000, []],
    ['out-of-sync cameras are their own', [device('a', { playerTime: 9, outOfSync: true })], 1_000_000, []],
    ['no reference time, nothing to compare', [device('a')], null, []],
  ])('frame sync: %s', (_name, devices, time, expected) => {
    expect(framesBeyondTolerance(devices, time)).toEqual(expected);
  });

  it('takes the median of the playing in-sync cameras as the reference time', () => {
    const devices = [
      device('a', { playerTime: 100 }),
      device('b', { playerTime: 200 }),
      device('c', { playerTime: 90_000 }),
      device('d', { playerTime: 5, paused: true }),
    ];
    expect(referenceTime(devices)).toBe(200);
    expect(framesBeyondTolerance(devices, referenceTime(devices))).toEqual(['c']);
    expect(referenceTime([device('a', { paused: true })])).toBeNull();
  });

  it('shows a SYNC link per out-of-sync camera', () => {
    const devices = [device('a', { outOfSync: true }), device('b'), device('c', { outOfSync: true })];
    expect(syncLinks(devices).map((d) => d.key)).toEqual(['a', 'c']);
  });

  it('returns a camera to sync with the time, speed and play state of the in-sync cameras', () => {
    const devices = [
      device('a', { outOfSync: true, paused: true, playerTime: 10, speed: 1 }),
      device('b', { playerTime: 2_000_000, speed: 2, paused: false }),
    ];
    expect(backToSyncCommand(devices, 'a', timeline)).toEqual({
      type: 'BackToSync',
      time: 2_000_000,
      speed: 2,
      paused: false,
    });
  });

  it("falls back to the timeline's own state when no camera is in sync", () => {
    const devices = [device('a', { outOfSync: true }), device('b', { outOfSync: true })];
    expect(backToSyncCommand(devices, 'a', timeline)).toEqual({ type: 'BackToSync', ...timeline });
    expect(syncStateOf([], timeline)).toEqual(timeline);
  });

  it('syncs a single camera automatically', () => {
    expect(autoSyncTarget([device('a', { outOfSync: true })])).toBe('a');
    expect(autoSyncTarget([device('a', { outOfSync: true }), device('b')])).toBeNull();
    expect(autoSyncTarget([device('a')])).toBeNull();
  });
});
