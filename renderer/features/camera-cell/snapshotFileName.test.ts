import { snapshotFileName } from './snapshotFileName';

describe('snapshotFileName', () => {
  it('is the device name and the local date-time, as jpg', () => {
    expect(snapshotFileName('Lobby East', new Date(2026, 10, 21, 8, 5, 3))).toBe('Lobby East 2026-11-21 08-05-03.jpg');
  });

  it('keeps the name usable as a file name on every system', () => {
    expect(snapshotFileName('Gate 1/2: "north"', new Date(2026, 0, 2, 23, 59, 59))).toBe(
      'Gate 1_2_ _north_ 2026-01-02 23-59-59.jpg',
    );
    expect(snapshotFileName('  ', new Date(2026, 0, 2, 0, 0, 0))).toBe('camera 2026-01-02 00-00-00.jpg');
  });
});
