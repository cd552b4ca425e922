import { recordingRatePerDay, storageForecast } from './storageForecast';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GB = 1e9;
const NOW = Date.UTC(2026, 10, 29, 12);

describe('recordingRatePerDay', () => {
  it('reads a week of hourly points as their daily mean', () => {
    const points = Array.from({ length: 7 * 24 }, (_, i) => ({ time: NOW - 7 * DAY + i * HOUR, value: GB / 24 }));
    expect(recordingRatePerDay(points, NOW, 7 * DAY)).toBeCloseTo(GB);
  });

  it('reads a young archive over the minutes it has recorded, not the whole period', () => {
    const points = [
      { time: NOW - 3 * 60_000, value: GB },
      { time: NOW - 2 * 60_000, value: GB },
      { time: NOW - 60_000, value: GB },
    ];
    expect(recordingRatePerDay(points, NOW, 2 * DAY)).toBeCloseTo(480 * 3 * GB);
  });

  it('leaves gaps out and has no rate without recordings', () => {
    expect(recordingRatePerDay([{ time: NOW - HOUR, value: null }], NOW, 7 * DAY)).toBe(0);
    expect(recordingRatePerDay([], NOW, 7 * DAY)).toBe(0);
  });
});

describe('storageForecast', () => {
  it('says in how many days the room is used up', () => {
    expect(storageForecast({ bytesPerDay: 10 * GB, usedBytes: 100 * GB, roomBytes: 250 * GB })).toEqual({
      kind: 'full',
      days: 25,
    });
    expect(storageForecast({ bytesPerDay: 10 * GB, usedBytes: 100 * GB, roomBytes: 0 })).toEqual({
      kind: 'full',
      days: 0,
    });
  });

  it('knows retention keeps an archive within its room', () => {
    expect(storageForecast({ bytesPerDay: 10 * GB, usedBytes: 50 * GB, roomBytes: 100 * GB, ttlHours: 72 })).toEqual({
      kind: 'kept',
      steadyBytes: 30 * GB,
    });
  });

  it('still warns when retention keeps more than there is room for', () => {
    expect(storageForecast({ bytesPerDay: 10 * GB, usedBytes: 50 * GB, roomBytes: 20 * GB, ttlHours: 720 })).toEqual({
      kind: 'full',
      days: 2,
    });
  });

  it('has no forecast when nothing is recorded', () => {
    expect(storageForecast({ bytesPerDay: 0, usedBytes: 5 * GB, roomBytes: 5 * GB })).toEqual({ kind: 'idle' });
  });
});
