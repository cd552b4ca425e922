/** Downsampling keeps totals (issue 29): bytes per hour add up to the bytes of its minutes, a rate
 *  is the mean of its minutes, a level its highest, a state its worst. */
import { CAMERA_METRIC } from '../../shared/metrics/metricNames';
import { foldPoints } from './foldPoints';

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Two hours of minute points: value i at minute i. */
const minutes = Array.from({ length: 120 }, (_, i) => ({ time: i * MINUTE, value: i }));

describe('foldPoints', () => {
  it('sums amounts, so the hours add up to the minutes', () => {
    const hours = foldPoints(minutes, HOUR, CAMERA_METRIC.recordedBytes.fold);
    expect(hours.map((p) => p.time)).toEqual([0, HOUR]);
    expect(hours.reduce((sum, p) => sum + p.value, 0)).toBe(minutes.reduce((sum, p) => sum + p.value, 0));
    expect(hours[0]?.value).toBe((59 * 60) / 2);
  });

  it('averages rates, keeps a level highest and a state worst', () => {
    expect(foldPoints(minutes, HOUR, CAMERA_METRIC.fps.fold).map((p) => p.value)).toEqual([29.5, 89.5]);
    expect(foldPoints(minutes, HOUR, CAMERA_METRIC.uptime.fold).map((p) => p.value)).toEqual([59, 119]);
    const states = [1, 1, 0, 1].map((value, i) => ({ time: i * MINUTE, value }));
    expect(foldPoints(states, HOUR, CAMERA_METRIC.state.fold)).toEqual([{ time: 0, value: 0 }]);
  });

  it('averages a partly covered bucket over the points it has, and leaves empty buckets out', () => {
    const sparse = [
      { time: 10 * MINUTE, value: 8 },
      { time: 11 * MINUTE, value: 12 },
      { time: 3 * HOUR, value: 5 },
    ];
    expect(foldPoints(sparse, HOUR, 'mean')).toEqual([
      { time: 0, value: 10 },
      { time: 3 * HOUR, value: 5 },
    ]);
  });
});
