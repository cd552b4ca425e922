/** The metric collector over a real database of each kind (issue 29): a camera's stream sampled for
 *  two hours of a clock the test moves is stored as 1-minute points, each ended hour folded into a
 *  1-hour point that keeps the totals (bytes summed, frame rate averaged), reports read both, and
 *  pruning drops what is past its keep. */
import { METRIC_RESOLUTION } from '../../shared/metrics/metricNames';
import { STREAM_NUMBER } from '../../shared/video/constants';
import { MetricPointRepository } from '../db/repositories/metricPoints';
import type { Logger } from '../kernel/Logger';
import { MediaStatistics } from '../media';
import { openMigratedDatabase, type MigratedDatabase } from '../testing/migratedDatabase';
import { testDatabases } from '../testing/testDatabases';
import { MetricCollector } from './MetricCollector';
import { MetricsService } from './MetricsService';

jest.setTimeout(60_000);

const MINUTE = METRIC_RESOLUTION.minute.stepMs;
const HOUR = METRIC_RESOLUTION.hour.stepMs;
/** A whole hour, so the test's two hours are two buckets. */
const START = 1_800_000_000_000 - (1_800_000_000_000 % HOUR);
const FRAME_BYTES = 2_000;

/** Errors fail the test instead of going unseen. */
const errors: string[] = [];
const log: Logger = { info: () => undefined, warn: () => undefined, error: (m) => void errors.push(m) };

describe.each(testDatabases())('MetricCollector on $kind', (database) => {
  let handle: MigratedDatabase;
  beforeAll(async () => {
    handle = await openMigratedDatabase(database);
  });
  afterAll(() => handle.close());

  it('stores minutes, folds ended hours keeping totals, reports both and prunes', async () => {
    const statistics = new MediaStatistics();
    const stream = statistics.stream('cam-1', STREAM_NUMBER.FULL);
    const running = [{ device: { id: 'cam-1', parentId: null }, health: 'NORMAL' }];
    const store = new MetricPointRepository(handle.db);
    const collector = new MetricCollector(
      { running: () => running, statistics },
      { allAvatars: async () => [] },
      store,
      log,
    );
    const service = new MetricsService(store, { statistics, archive: undefined as never } as never);
    service.useOpenPoints(collector);

    // Two hours and five minutes at 10 fps, the recorder writing every frame; a sample every 5 s.
    let recorded = 0;
    stream.runStarted(START, 100);
    for (let t = START; t < START + 2 * HOUR + 5 * MINUTE; t += 100) {
      stream.arrived(t + 10, [
        { pts: t, duration: 100, key: (t - START) % 1_000 === 0, data: { length: FRAME_BYTES } },
      ]);
      stream.recorded(FRAME_BYTES);
      recorded += FRAME_BYTES;
      if ((t - START) % 5_000 === 0) await collector.sample(t + 10);
    }
    const end = START + 2 * HOUR + 5 * MINUTE;
    await collector.sample(end);
    expect(errors).toEqual([]);

    const minutes = await service.report('camera', 'cam-1', 'recordedBytes', START, end + MINUTE);
    expect(minutes.unit).toBe('bytes');
    expect(minutes.points).toHaveLength(126);
    const minuteTotal = minutes.points.reduce((sum, p) => sum + p.value, 0);
    expect(minuteTotal).toBe(recorded);

    // A report longer than 48 h reads 1-hour points: the two ended hours, and the one being filled
    // folded from its minutes.
    const longFrom = START - 3 * 24 * HOUR;
    const hours = await service.report('camera', 'cam-1', 'recordedBytes', longFrom, end + MINUTE);
    expect(hours.points.map((p) => p.time)).toEqual([START, START + HOUR, START + 2 * HOUR]);
    expect(hours.points.reduce((sum, p) => sum + p.value, 0)).toBe(recorded);
    const storedHours = await store.range('cam-1', 'recordedBytes', HOUR, longFrom, end);
    expect(storedHours).toHaveLength(2);
    const fps = await service.report('camera', 'cam-1', 'fps', longFrom, end + MINUTE);
    for (const point of fps.points) expect(point.value).toBeCloseTo(10, 1);
    const state = await service.report('camera', 'cam-1', 'state', longFrom, end + MINUTE);
    expect(state.points.map((p) => p.value)).toEqual([1, 1, 1]);

    // 1-minute points go after 48 h, 1-hour points after 90 days.
    await collector.prune(START + 2 * HOUR + METRIC_RESOLUTION.minute.keepMs);
    expect(await store.range('cam-1', 'recordedBytes', MINUTE, START, end)).toHaveLength(5);
    expect(await store.range('cam-1', 'recordedBytes', HOUR, START, end)).toHaveLength(2);
    await collector.prune(START + HOUR + METRIC_RESOLUTION.hour.keepMs);
    expect(await store.range('cam-1', 'recordedBytes', HOUR, START, end)).toHaveLength(1);
  });

  it('refuses a metric the device does not have and a period that ends before it starts', async () => {
    const service = new MetricsService(new MetricPointRepository(handle.db), {
      statistics: new MediaStatistics(),
      archive: undefined as never,
    } as never);
    await expect(service.report('camera', 'cam-1', 'load', 0, 1)).rejects.toThrow('Unknown metric load');
    await expect(service.report('avatar', 'a-1', 'load', 5, 5)).rejects.toThrow('must end after it starts');
  });
});
