/** bench/devices (platform part, issue 14): the Device List's camera search and the label list
 *  over a realm of 10,000 cameras and 500 labels, on SQLite and (when BENCH_DATABASE_URL or
 *  TEST_DATABASE_URL is set) PostgreSQL; target filter p95 ≤ 100 ms. Asks the services the
 *  resolvers call (CameraSearch, LabelService) for: all cameras, a page far down, a name filter, one
 *  label, five labels, name and labels together, and the realm's labels with their counts. Then the
 *  console: the Device List's scroll frame time in Chromium over the same realm on the platform
 *  (bench/lib/deviceListScroll.ts; target frame p95 ≤ 16 ms). Prints a JSON document, then one
 *  summary line per database and one for the console. Run: `npx tsx bench/devices.ts`;
 *  BENCH_CAMERAS, BENCH_LABELS and BENCH_QUERIES change the sizes, BENCH_SCROLL_SECONDS each scroll
 *  window (default 15), BENCH_CONSOLE=0 leaves the console out. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { CameraSearchRepository } from '../server/db/repositories/cameraSearch';
import { DeviceRepository } from '../server/db/repositories/devices';
import { HierarchyRepository } from '../server/db/repositories/hierarchies';
import { LabelRepository } from '../server/db/repositories/labels';
import { RealmRepository } from '../server/db/repositories/realms';
import { MemoryBus } from '../server/events/memoryBus';
import { CameraSearch, type CameraSearchInput } from '../server/organisation/CameraSearch';
import { LabelService } from '../server/organisation/LabelService';
import { testDatabases, type TestDatabase } from '../server/testing/testDatabases';
import { benchLabelId, fillDeviceRealm } from './lib/deviceRealm';
import { measureDeviceListScroll } from './lib/deviceListScroll';
import { percentile } from './lib/stats';

const CAMERAS = Number(process.env.BENCH_CAMERAS) || 10_000;
const LABELS = Number(process.env.BENCH_LABELS) || 500;
const QUERIES = Number(process.env.BENCH_QUERIES) || 100;
const REALM = 'bench-hq';
const TARGET_P95_MS = 100;
const TARGET_FRAME_P95_MS = 16;
const SCROLL_SECONDS = Number(process.env.BENCH_SCROLL_SECONDS) || 15;
const WITH_CONSOLE = process.env.BENCH_CONSOLE !== '0';

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const round = (value: number) => Number(value.toFixed(2));

async function fill(db: ReturnType<typeof openDatabase>['db']): Promise<void> {
  await new RealmRepository(db).insert({ id: REALM, name: REALM, type: 'CUSTOMER', settings: '{}', created_at: 0 });
  await fillDeviceRealm(db, REALM, CAMERAS, LABELS);
}

async function time(work: () => Promise<unknown>): Promise<{ p50: number; p95: number; p99: number }> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    p99: round(percentile(samples, 99)),
  };
}

async function measure(database: TestDatabase) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-bench-devices-'));
  const url = await database.create();
  const handle = openDatabase({ dataDir, databaseUrl: url });
  try {
    await migrateToLatest(handle.db);
    log(`${database.kind}: filling ${CAMERAS} cameras and ${LABELS} labels`);
    await fill(handle.db);
    const labels = new LabelRepository(handle.db);
    const search = new CameraSearch(new CameraSearchRepository(handle.db), labels);
    const service = new LabelService(
      labels,
      new HierarchyRepository(handle.db),
      new DeviceRepository(handle.db),
      new MemoryBus(),
    );
    const cases: Record<string, CameraSearchInput> = {
      all: {},
      allFarDown: { nameOffset: 9_000 },
      name: { name: 'site 42 camera 1' },
      oneLabel: { labelIds: [benchLabelId(7)] },
      fiveLabels: { labelIds: [1, 2, 3, 4, 5].map(benchLabelId) },
      nameAndLabels: { name: 'camera 1', labelIds: [1, 2, 3, 4, 5].map(benchLabelId) },
    };
    const figures: Record<string, { p50: number; p95: number; p99: number }> = {};
    for (const [name, input] of Object.entries(cases)) {
      figures[name] = await time(() => search.find(REALM, input));
      log(`${database.kind} ${name}: ${JSON.stringify(figures[name])}`);
    }
    figures.labelList = await time(() => Promise.all([service.list(REALM), service.objectCounts(REALM)]));
    return figures;
  } finally {
    await handle.close();
    await database.drop(url);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void (async () => {
  const results: Record<string, unknown> = {};
  for (const database of testDatabases()) results[database.kind] = await measure(database);
  const deviceList = WITH_CONSOLE ? await measureDeviceListScroll(CAMERAS, LABELS, SCROLL_SECONDS) : undefined;
  process.stdout.write(
    `${JSON.stringify(
      {
        cameras: CAMERAS,
        labels: LABELS,
        queries: QUERIES,
        targetP95Ms: TARGET_P95_MS,
        targetFrameP95Ms: TARGET_FRAME_P95_MS,
        results,
        deviceList,
      },
      null,
      2,
    )}\n`,
  );
  for (const [kind, figures] of Object.entries(results) as Array<
    [string, Record<string, { p95: number; p99: number }>]
  >) {
    const filters = Object.entries(figures).filter(([name]) => name !== 'labelList');
    const worst = Math.max(...filters.map(([, f]) => f.p95));
    process.stdout.write(
      `${kind}: camera search p95 worst ${worst} ms (target ${TARGET_P95_MS}), label list p99 ${figures.labelList?.p99} ms\n`,
    );
  }
  if (deviceList) {
    process.stdout.write(
      `console: Device List of ${deviceList.camerasLoaded} cameras scrolled: frame work p95 steady ` +
        `${deviceList.steady.work.p95Ms} ms, fling ${deviceList.fling.work.p95Ms} ms (target ${TARGET_FRAME_P95_MS}; ` +
        `idle ${deviceList.idle.work.p95Ms} ms); frame interval p95 steady ${deviceList.steady.p95Ms} ms, fling ` +
        `${deviceList.fling.p95Ms} ms (idle ${deviceList.idle.p95Ms} ms), dropped ${deviceList.steady.droppedShare}% / ` +
        `${deviceList.fling.droppedShare}%\n`,
    );
  }
})();
