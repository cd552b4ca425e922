import { FORECAST_MIN_HISTORY_MS } from '../../../shared/metrics/forecastBounds';
import { recordingHistoryMs, recordingRatePerDay, storageForecast } from './storageForecast';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GB = 1e9;
const NOW = Date.UTC(2026, 10, 29, 12);
const WEEK = 7 * DAY;

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
    expect(
      storageForecast({ historyMs: WEEK, bytesPerDay: 10 * GB, usedBytes: 100 * GB, roomBytes: 250 * GB }),
    ).toEqual({
      kind: 'full',
      days: 25,
    });
    expect(storageForecast({ historyMs: WEEK, bytesPerDay: 10 * GB, usedBytes: 100 * GB, roomBytes: 0 })).toEqual({
      kind: 'full',
      days: 0,
    });
  });

  it('knows retention keeps an archive within its room', () => {
    expect(
      storageForecast({ historyMs: WEEK, bytesPerDay: 10 * GB, usedBytes: 50 * GB, roomBytes: 100 * GB, ttlHours: 72 }),
    ).toEqual({
      kind: 'kept',
      steadyBytes: 30 * GB,
    });
  });

  it('still warns when retention keeps more than there is room for', () => {
    expect(
      storageForecast({ historyMs: WEEK, bytesPerDay: 10 * GB, usedBytes: 50 * GB, roomBytes: 20 * GB, ttlHours: 720 }),
    ).toEqual({
      kind: 'full',
      days: 2,
    });
  });

  it('has no forecast when nothing is recorded', () => {
    expect(storageForecast({ historyMs: WEEK, bytesPerDay: 0, usedBytes: 5 * GB, roomBytes: 5 * GB })).toEqual({
      kind: 'idle',
    });
  });
});

describe('a young archive', () => {
  it('counts its history from its first recorded point', () => {
    const points = [
      { time: NOW - 3 * HOUR, value: null },
      { time: NOW - 2 * HOUR, value: GB },
      { time: NOW - HOUR, value: GB },
    ];
    expect(recordingHistoryMs(points, NOW)).toBe(2 * HOUR);
    expect(recordingHistoryMs([], NOW)).toBe(0);
  });

  it('is not forecast until it has recorded for the bound, however fast it fills', () => {
    // A platform up for a minute: one minute of recording read as 18 GB a day.
    expect(
      storageForecast({ historyMs: 60_000, bytesPerDay: 18.2 * GB, usedBytes: 0.01 * GB, roomBytes: 70 * GB }),
    ).toEqual({ kind: 'young', historyMs: 60_000 });
    expect(
      storageForecast({
        historyMs: FORECAST_MIN_HISTORY_MS - 1,
        bytesPerDay: 10 * GB,
        usedBytes: 5 * GB,
        roomBytes: 250 * GB,
      }).kind,
    ).toBe('young');
    expect(
      storageForecast({
        historyMs: FORECAST_MIN_HISTORY_MS,
        bytesPerDay: 10 * GB,
        usedBytes: 5 * GB,
        roomBytes: 250 * GB,
      }),
    ).toEqual({ kind: 'full', days: 25 });
  });
});
