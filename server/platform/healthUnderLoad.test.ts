/** The worst requests an operator may send, all at once beside a recording camera: the platform
 *  keeps answering /api/health, queues or refuses (503) the excess instead of starting unbounded work,
 *  and the camera goes on recording. The latency bound is generous on purpose (CI machines are
 *  busy); bench figures are for the note, not for this test. */
import { AUTH_PATHS } from '../../shared/auth/loginApi';
import { STREAM_NUMBER } from '../../shared/video/constants';
import { SNAPSHOT_WORK } from '../media/snapshots/SnapshotService';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform } from '../testing/testPlatform';

jest.setTimeout(60_000);

const CAM = 'demo-hq-camera-1';
const DAY = 24 * 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the platform under the worst requests', () => {
  it('answers health, bounds the snapshot work and keeps recording', async () => {
    const [database] = testDatabases();
    const t = await startTestPlatform(database!, { media: [CAM] });
    const operator = new ApiClient(t.url);
    try {
      await operator.login('operator', 'operator');
      await sleep(3000);
      const archive = t.platform.services.media.archive;
      const recordedBefore = await archive.spans(CAM, STREAM_NUMBER.FULL, 0, Date.now() + DAY);

      let loading = true;
      const healthTimes: number[] = [];
      const probe = (async () => {
        while (loading) {
          const started = performance.now();
          const health = await fetch(`${t.url}${AUTH_PATHS.health}`);
          expect(health.status).toBe(200);
          healthTimes.push(performance.now() - started);
          await sleep(50);
        }
      })();

      const now = Date.now();
      const snapshots = Array.from({ length: 60 }, () =>
        operator.request('GET', `/api/media/snapshot?obj=${CAM}`).then((r) => r.status),
      );
      const coverage = Array.from({ length: 10 }, () =>
        operator.graphql(
          `{ archiveCoverage(ids: ${JSON.stringify(Array.from({ length: 11 }, () => CAM))}, startTime: ${now - 31 * DAY + 1}, endTime: ${now}, streams: [FULL, REVIEW]) { coverage { time } } }`,
        ),
      );
      const rest = operator.request(
        'GET',
        `/api/cm/coverage?obj=${CAM}&startTime=${now - 20_000}&endTime=${now}&granularity=1`,
      );
      const statuses = await Promise.all(snapshots);
      for (const result of await Promise.all(coverage)) expect(result.errors).toBeUndefined();
      expect((await rest).status).toBe(200);
      loading = false;
      await probe;

      // Whether the queue overflowed (503) depends on how fast the requests arrive; the bound on
      // the work started does not.
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(statuses).toContain(200);
      const { peak } = t.platform.services.media.snapshots.workLoad;
      expect(peak.running).toBeLessThanOrEqual(SNAPSHOT_WORK.concurrency);
      expect(peak.waiting).toBeLessThanOrEqual(SNAPSHOT_WORK.queue);
      expect(Math.max(...healthTimes)).toBeLessThan(1000);

      await sleep(2500);
      await t.platform.services.media.flushIndex();
      const recordedAfter = await archive.spans(CAM, STREAM_NUMBER.FULL, 0, Date.now() + DAY);
      const end = (spans: Array<{ end: number }>) => Math.max(...spans.map((s) => s.end));
      expect(end(recordedAfter)).toBeGreaterThan(end(recordedBefore) + 1000);
      process.stdout.write(
        `health under load: ${healthTimes.length} probes, max ${Math.max(...healthTimes).toFixed(1)} ms\n`,
      );
    } finally {
      await operator.dispose();
      await t.close();
    }
  });
});
