import type { TimelineDevice } from '../timelineBus';
import { autoSyncTarget, backToSyncCommand, driftedDevices, syncLinks, syncStateOf } from './timelineSync';

function device(key: string, patch: Partial<TimelineDevice> = {}): TimelineDevice {
  return {
    key,
    id: `cam-${key}`,
    widgetIndex: 0,
    name: `Camera ${key}`,
    outOfSync: false,
    stopped: false,
    paused: false,
    playerTime: 1_000_000,
    timelineTime: 1_000_000,
    speed: 1,
    selected: false,
    ...patch,
  };
}

const timeline = { time: 5_000, speed: 1, paused: false };

describe('timeline device sync', () => {
  it.each<[string, TimelineDevice[], number | null, string[]]>([
    ['one camera never drifts', [device('a', { paused: true })], 1_000_000, []],
    [
      'pausing one of several cameras takes it out of sync',
      [device('a', { paused: true }), device('b')],
      1_000_000,
      ['a'],
    ],
    ['all paused together stay in sync', [device('a', { paused: true }), device('b', { paused: true })], 1_000_000, []],
    [
      '4.9 s away is within the frame sync tolerance',
      [device('a', { playerTime: 1_004_900 }), device('b')],
      1_000_000,
      [],
    ],
    ['5.1 s away is out of sync', [device('a', { playerTime: 1_005_100 }), device('b')], 1_000_000, ['a']],
    ['stopped cameras are left alone', [device('a', { stopped: true, paused: true }), device('b')], 1_000_000, []],
    [
      'already out of sync is not reported again',
      [device('a', { outOfSync: true, paused: true }), device('b')],
      1_000_000,
      [],
    ],
    ['no picture yet is not drift', [device('a', { playerTime: null }), device('b')], 1_000_000, []],
    ['empty cells do not count as cameras', [device('a', { paused: true }), device('b', { id: null })], 1_000_000, []],
  ])('%s', (_name, devices, time, expected) => {
    expect(driftedDevices(devices, time)).toEqual(expected);
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
