/** `npm run bench`: the platform server's throughput and latency for the health baseline, the
 *  userInfo query, a device list and login, then userInfo and the device list again once the
 *  signed-in user holds 200 policies more (the policy engine's authorize cost), on SQLite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set)
 *  PostgreSQL. Prints a JSON document, then one summary line per database; see bench/README.md. */
import { testDatabases, type TestDatabase } from '../server/testing/testDatabases';
import { checkUserInfo, loadCases, signIn, type CaseName, type Durations } from './lib/cases';
import { runLoad } from './lib/loadGenerator';
import { BENCH_POLICY_COUNT, grantPolicies } from './lib/policyLoad';
import {
  addRatios,
  loadAverage,
  newReport,
  summaryLine,
  writeReport,
  type BenchReport,
  type DatabaseFigures,
} from './lib/report';
import { buildServer, ROOT, startServer } from './lib/serverProcess';

/** Cases run in this order on every database; health first, as the baseline. */
const CASES: CaseName[] = ['health', 'userInfo', 'deviceList', 'login'];
/** Measured after the user is given BENCH_POLICY_COUNT policies more. */
const POLICY_CASES: CaseName[] = ['userInfo200Policies', 'deviceList200Policies'];
const DEFAULT_MEASURE_MS: Record<CaseName, number> = {
  health: 10_000,
  userInfo: 10_000,
  deviceList: 10_000,
  login: 8_000,
  userInfo200Policies: 10_000,
  deviceList200Policies: 10_000,
};
const DEFAULT_WARMUP_MS = 2_000;

const progress = (line: string) => process.stderr.write(`[bench] ${line}\n`);

function seconds(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value * 1000;
}

function durations(): Durations {
  const measure = seconds('BENCH_SECONDS');
  const warmup = seconds('BENCH_WARMUP_SECONDS') ?? Math.min(DEFAULT_WARMUP_MS, measure ?? DEFAULT_WARMUP_MS);
  return {
    warmupMs: warmup,
    measureMs: measure
      ? (Object.fromEntries(Object.keys(DEFAULT_MEASURE_MS).map((name) => [name, measure])) as Record<CaseName, number>)
      : DEFAULT_MEASURE_MS,
  };
}

/** Work to undo if the run is interrupted; each step removes itself once done. */
const cleanups = new Set<() => Promise<void>>();

async function withCleanup<T>(undo: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  cleanups.add(undo);
  try {
    return await work();
  } finally {
    cleanups.delete(undo);
    await undo();
  }
}

async function benchDatabase(database: TestDatabase, timing: Durations, report: BenchReport): Promise<DatabaseFigures> {
  const databaseUrl = await database.create();
  if (databaseUrl) progress(`${database.kind}: throwaway database ${new URL(databaseUrl).pathname.slice(1)}`);
  return withCleanup(
    () => database.drop(databaseUrl),
    async () => {
      progress(`${database.kind}: starting the server`);
      const server = await startServer(databaseUrl);
      return withCleanup(
        () => server.stop(),
        async () => {
          const cookie = await signIn(server.url);
          await checkUserInfo(server.url, cookie);
          const cases = loadCases(cookie, timing, server.pid);
          const figures: DatabaseFigures = {};
          for (const name of CASES) {
            const c = cases[name];
            progress(`${database.kind}: ${name}, ${c.connections} connections, ${c.durationMs / 1000} s measured`);
            figures[name] = await runLoad(server.url, c);
          }
          progress(`${database.kind}: giving the user ${BENCH_POLICY_COUNT} policies`);
          const statements = await grantPolicies(server.url, cookie);
          progress(`${database.kind}: the user holds ${statements} statements more`);
          for (const name of POLICY_CASES) {
            const c = cases[name];
            progress(`${database.kind}: ${name}, ${c.connections} connections, ${c.durationMs / 1000} s measured`);
            figures[name] = await runLoad(server.url, c);
          }
          const exit = server.unexpectedExit();
          if (exit) report.incidents[database.kind] = `the server ${exit} during the run`;
          if (exit || Object.values(figures).some((f) => f && f.errors > 0)) {
            progress(`${database.kind}: ${exit ? `the server ${exit}; ` : ''}server output:\n${server.output()}`);
          }
          addRatios(figures);
          return figures;
        },
      );
    },
  );
}

async function main(): Promise<number> {
  const timing = durations();
  progress('building the server (tsc -b server)');
  buildServer();
  const report = newReport(timing.warmupMs);
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const databases = testDatabases({ TEST_DATABASE_URL: adminUrl });
  if (!adminUrl) report.skipped.postgres = 'BENCH_DATABASE_URL / TEST_DATABASE_URL not set';
  let failed = false;
  for (const database of databases) {
    try {
      report.databases[database.kind] = await benchDatabase(database, timing, report);
    } catch (err) {
      failed = true;
      report.skipped[database.kind] = err instanceof Error ? err.message : String(err);
      progress(`${database.kind}: failed: ${report.skipped[database.kind]}`);
    }
  }
  report.loadAverageAtEnd = loadAverage();
  const file = writeReport(ROOT, report);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  for (const [kind, figures] of Object.entries(report.databases)) {
    process.stdout.write(`${summaryLine(kind, figures, report.incidents[kind])}\n`);
  }
  progress(`written to ${file}`);
  return failed || Object.keys(report.incidents).length > 0 ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    progress(`${signal}: cleaning up`);
    const steps = [...cleanups].reverse();
    void (async () => {
      for (const step of steps) await step().catch(() => undefined);
      process.exit(130);
    })();
  });
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  },
);
