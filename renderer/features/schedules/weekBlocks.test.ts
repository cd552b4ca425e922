/** The week grid's blocks: a day window is one block, a night window two, Sunday night's second on
 *  Monday. */
import { blocksInOverlap, weekBlocks } from './weekBlocks';

describe('weekBlocks', () => {
  it('cuts a night window at midnight', () => {
    expect(weekBlocks([{ startTime: '22:00', endTime: '06:00', byDay: ['SU'] }])).toEqual([
      { task: 0, day: 'SU', from: 1320, to: 1440, continued: false },
      { task: 0, day: 'MO', from: 0, to: 360, continued: true },
    ]);
  });

  it('draws a day window once per day it runs', () => {
    const blocks = weekBlocks([{ startTime: '08:00', endTime: '17:30', byDay: ['MO', 'WE'] }]);
    expect(blocks.map((b) => [b.day, b.from, b.to])).toEqual([
      ['MO', 480, 1050],
      ['WE', 480, 1050],
    ]);
  });

  it('draws nothing for times that are not HH:mm', () => {
    expect(weekBlocks([{ startTime: '8', endTime: '17:30', byDay: ['MO'] }])).toEqual([]);
  });
});

describe('blocksInOverlap', () => {
  it('marks only the blocks where two overlapping tasks meet', () => {
    const blocks = weekBlocks([
      { startTime: '22:00', endTime: '06:00', byDay: ['MO'] },
      { startTime: '05:00', endTime: '08:00', byDay: ['TU', 'WE'] },
    ]);
    // MO 22-24, TU 0-6 (task 0); TU 5-8, WE 5-8 (task 1).
    expect([...blocksInOverlap(blocks, [{ first: 0, second: 1 }])].sort()).toEqual([1, 2]);
  });
});
