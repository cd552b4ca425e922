/** bench/devices (platform part, issue 14): the Device List's camera search and the label list
 *  over a realm of 10,000 cameras and 500 labels, on SQLite and (when BENCH_DATABASE_URL or
 *  TEST_DATABASE_URL is set) PostgreSQL; target filter p95 ≤ 100 ms. Asks the services the
 *  resolvers call (CameraSearch, LabelService) for: all cameras, a page far down, a name filter, one
 *  label, five labels, name and labels together, and the realm's labels with their counts. The
 *  console's scroll frame time is not measured here. Prints a JSON document, then one summary line
 *  per database. Run: `npx tsx bench/devices.ts`; BENCH_CAMERAS, BENCH_LABELS and BENCH_QUERIES
 *  change the sizes. */
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
import { cameraRow } from '../server/testing/cameraRow';
import { testDatabases, type TestDatabase } from '../server/testing/testDatabases';
import { percentile } from './lib/stats';

const CAMERAS = Number(process.env.BENCH_CAMERAS) || 10_000;
const LABELS = Number(process.env.BENCH_LABELS) || 500;
const QUERIES = Number(process.env.BENCH_QUERIES) || 100;
const REALM = 'bench-hq';
const BATCH = 500;
const TARGET_P95_MS = 100;

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const round = (value: number) => Number(value.toFixed(2));
const labelId = (n: number) => `label-${n}`;

async function fill(db: ReturnType<typeof openDatabase>['db']): Promise<void> {
  await new RealmRepository(db).insert({ id: REALM, name: REALM, type: 'CUSTOMER', settings: '{}', created_at: 0 });
  const devices = new DeviceRepository(db);
  const labels = new LabelRepository(db);
  await labels.insert(
    Array.from({ length: LABELS }, (_, n) => ({
      id: labelId(n),
      realm_id: REALM,
      name: `Label ${n}`,
      type: 'LABEL',
      created_at: 0,
    })),
  );
  for (let start = 0; start < CAMERAS; start += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, CAMERAS - start) }, (_, i) => start + i);
    await devices.insertMany(ids.map((n) => cameraRow(`camera-${n}`, REALM, `Site ${n % 97} Camera ${n}`, 0)));
    // One to three labels per camera.
    const pairs = ids.flatMap((n) =>
      Array.from({ length: 1 + (n % 3) }, (_, k) => ({
        labelId: labelId((n * 7 + k * 131) % LABELS),
        objectId: `camera-${n}`,
      })),
    );
    await labels.attach(REALM, pairs);
  }
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
      oneLabel: { labelIds: [labelId(7)] },
      fiveLabels: { labelIds: [1, 2, 3, 4, 5].map(labelId) },
      nameAndLabels: { name: 'camera 1', labelIds: [1, 2, 3, 4, 5].map(labelId) },
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
  process.stdout.write(
    `${JSON.stringify({ cameras: CAMERAS, labels: LABELS, queries: QUERIES, targetP95Ms: TARGET_P95_MS, results }, null, 2)}\n`,
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
})();
