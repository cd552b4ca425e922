/** The overlap rule's arithmetic: windows crossing midnight and the week's end, and only tasks that
 *  set the same thing. */
import { taskOverlaps, weekWindows } from './taskOverlaps';

const rec = [{ action: 'RECORDING_MODE' }];

describe('taskOverlaps', () => {
  it('finds a night window overlapping the next morning', () => {
    const night = { startTime: '22:00', endTime: '06:00', byDay: ['MO'], actions: rec };
    const morning = { startTime: '05:00', endTime: '09:00', byDay: ['TU'], actions: rec };
    expect(taskOverlaps([night, morning])).toEqual([{ first: 0, second: 1, day: 'TU' }]);
  });

  it('wraps Sunday night into Monday', () => {
    const sunday = { startTime: '23:00', endTime: '02:00', byDay: ['SU'], actions: rec };
    const monday = { startTime: '01:00', endTime: '03:00', byDay: ['MO'], actions: rec };
    expect(taskOverlaps([sunday, monday])).toHaveLength(1);
  });

  it('leaves touching windows and different actions alone', () => {
    const a = { startTime: '08:00', endTime: '12:00', byDay: ['MO'], actions: rec };
    const b = { startTime: '12:00', endTime: '14:00', byDay: ['MO'], actions: rec };
    const c = { startTime: '09:00', endTime: '10:00', byDay: ['MO'], actions: [{ action: 'SENSOR_ARMING' }] };
    expect(taskOverlaps([a, b, c])).toEqual([]);
  });

  it('tells apart tasks holding different tours, and warns of two holding the same one', () => {
    const tour = (target: string) => [{ action: 'CAMERA_TOUR', target }];
    const yard = { startTime: '08:00', endTime: '12:00', byDay: ['MO'], actions: tour('yard') };
    const gate = { startTime: '09:00', endTime: '10:00', byDay: ['MO'], actions: tour('gate') };
    const yardAgain = { startTime: '11:00', endTime: '13:00', byDay: ['MO'], actions: tour('yard') };
    expect(taskOverlaps([yard, gate, yardAgain])).toEqual([{ first: 0, second: 2, day: 'MO' }]);
  });

  it('reads an end equal to the start as the whole day', () => {
    expect(weekWindows({ startTime: '07:00', endTime: '07:00', byDay: ['WE'] })).toEqual([
      { day: 'WE', start: 2 * 1440 + 420, end: 3 * 1440 + 420 },
    ]);
  });
});
