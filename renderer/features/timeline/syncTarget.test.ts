import { syncTarget } from './syncTarget';
import { timelineDevice } from './testing/timelineFixtures';

const device = timelineDevice;

describe('syncTarget', () => {
  it('adopts the latest time, speed and play state of the in-sync cameras', () => {
    const devices = [
      device('a', { outOfSync: true, playerTime: 5_000 }),
      device('b', { playerTime: 100_000, speed: 2, paused: true }),
      device('c', { playerTime: 90_000, speed: 1 }),
      device('d', { outOfSync: true, playerTime: 999_000 }),
    ];
    expect(syncTarget(devices, 'a')).toEqual({ time: 100_000, speed: 2, paused: true });
  });

  it('falls back to the time the timeline asked for, and to nothing without another camera', () => {
    expect(syncTarget([device('a', {}), device('b', { timelineTime: 42_000 })], 'a')).toEqual({
      time: 42_000,
      speed: 1,
      paused: false,
    });
    expect(syncTarget([device('a', { playerTime: 1 })], 'a')).toBeNull();
    expect(syncTarget([device('a', {}), device('b', { id: null, playerTime: 7 })], 'a')).toBeNull();
  });
});
