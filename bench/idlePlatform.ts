/** What the demo platform costs with nobody watching: `node build/server/main.js` with its demo
 *  cameras (recording, motion, analytics) and no console, read from /proc as the server process
 *  and its children (the cameras' ffmpeg) in percent of one core. Two variants take turns each
 *  round, so a passing load lands on both alike: the whole demo, and the demo without its
 *  analytics cameras (VANTAGE_DEMO_ANALYTICS=0, the end-to-end timing set's platform). Each round
 *  starts a fresh platform, lets it settle for BENCH_IDLE_WARMUP_S (default 45) and measures
 *  BENCH_IDLE_SECONDS (default 30); BENCH_ROUNDS rounds (default 3). Prints JSON, then one summary
 *  line; run with `npx tsx bench/idlePlatform.ts`. */
import os from 'node:os';
import { startPlatformProcess } from '../server/testing/platformProcess';
import { measureTreeCpu } from './lib/processTreeCpu';
import { inRound, type RoundResult, spreadOf } from './lib/rounds';
import { buildServer } from './lib/serverProcess';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
const WARMUP_S = Number(process.env.BENCH_IDLE_WARMUP_S) || 45;
const SECONDS = Number(process.env.BENCH_IDLE_SECONDS) || 30;

const VARIANTS = {
  wholeDemo: { VANTAGE_DEMO_ANALYTICS: '1' },
  withoutAnalytics: { VANTAGE_DEMO_ANALYTICS: '0' },
} as const;
type Variant = keyof typeof VARIANTS;
type Cpu = Awaited<ReturnType<typeof measureTreeCpu>>;

async function idleCpu(variant: Variant): Promise<Cpu> {
  const platform = await startPlatformProcess({ entry: 'build', env: { VANTAGE_MEDIA: '1', ...VARIANTS[variant] } });
  try {
    await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));
    const cpu = await measureTreeCpu(platform.pid, SECONDS * 1000);
    const ended = platform.unexpectedExit();
    if (ended) throw new Error(`the platform ended: ${ended}`);
    return cpu;
  } finally {
    await platform.stop();
  }
}

async function main() {
  buildServer();
  const loadAtStart = os.loadavg();
  const results: Record<Variant, RoundResult<Cpu>[]> = { wholeDemo: [], withoutAnalytics: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternating order: neither variant always runs first after a quiet machine.
    const order: Variant[] = round % 2 === 0 ? ['wholeDemo', 'withoutAnalytics'] : ['withoutAnalytics', 'wholeDemo'];
    for (const variant of order) {
      process.stderr.write(`round ${round + 1}/${ROUNDS}: ${variant}\n`);
      results[variant].push(await inRound(() => idleCpu(variant)));
    }
  }
  const figures = (variant: Variant) => {
    const ok = results[variant].flatMap((r) => (r.ok ? [r.value] : []));
    return {
      totalPercentOfCore: spreadOf(ok.map((c) => c.totalPercent)),
      serverProcessPercent: spreadOf(ok.map((c) => c.serverPercent)),
      childrenPercent: spreadOf(ok.map((c) => c.childrenPercent)),
      perRound: results[variant],
    };
  };
  const whole = figures('wholeDemo');
  const without = figures('withoutAnalytics');
  const ratios = results.wholeDemo.flatMap((r, i) => {
    const other = results.withoutAnalytics[i];
    return r.ok && other?.ok && r.value.totalPercent > 0 ? [other.value.totalPercent / r.value.totalPercent] : [];
  });
  const report = {
    benchmark: 'idlePlatform',
    startedAt: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: os.loadavg(),
    warmupSeconds: WARMUP_S,
    measuredSeconds: SECONDS,
    note: 'Percent of one core (200 = both cores of two) used by the platform process and its children over the measured window.',
    wholeDemo: whole,
    withoutAnalytics: without,
    withoutToWholeRatio: spreadOf(ratios.map((r) => Number(r.toFixed(3)))),
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  const show = (s: { median: number | null; min: number | null; max: number | null }) =>
    `${s.median} % (${s.min}–${s.max})`;
  process.stdout.write(
    `idle platform, ${ROUNDS} rounds: whole demo ${show(whole.totalPercentOfCore)}, without analytics ${show(without.totalPercentOfCore)} of one core; ratio ${report.withoutToWholeRatio.median}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
