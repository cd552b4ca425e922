// npm test's end-to-end suite in shards that run side by side (issue 35: CI under 20 minutes). One
// Playwright run keeps about one core busy — the browser, the platform and its demo encoders wait on
// each other and on the clock — so E2E_SHARDS runs (1 unless set: see below) each take a share of the spec files
// (Playwright's --shard), each against a platform of its own on its own port (E2E_PORT, E2E_PORT + 1,
// …) and data directory, so no shard sees another's data. Each line is printed as it comes, behind
// its shard's name; the run fails when any shard fails. Arguments go to every shard.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const { startCpuMeter } = createRequire(import.meta.url)('../cpuMeter.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const playwright = path.join(root, 'node_modules/@playwright/test/cli.js');
// One unless set: two shards side by side on 2 cores (two platforms with their demo encoders, two
// browsers) took 614 s against a single run's ~780 s, but made the suites that judge video timing
// (a motion listed within 2 s of its frame, the tone heard, frames painted under CPU stress) fail
// by turns in one run of two at the same commit.
const shards = Number(process.env.E2E_SHARDS ?? 1);
const basePort = Number(process.env.E2E_PORT ?? 8181);
const args = process.argv.slice(2);

const started = Date.now();
const meter = startCpuMeter();
const runs = Array.from({ length: shards }, (_, index) => {
  const name = `e2e ${index + 1}/${shards}`;
  // E2E_DIR follows the port (playwright.config.ts): one set for the whole run would be shared.
  const { E2E_DIR: _shared, ...env } = process.env;
  const child = spawn(
    process.execPath,
    [playwright, 'test', `--shard=${index + 1}/${shards}`, `--output=test-results/e2e-${index + 1}`, ...args],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Off CI the HTML report is written too: one folder a shard.
      env: {
        ...env,
        E2E_PORT: String(basePort + index),
        PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/e2e-${index + 1}`,
      },
    },
  );
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve({ name, code })));
});
const results = await Promise.all(runs);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `\n${shards} e2e shards in ${seconds} s wall: ${results.map(({ name, code }) => `${name} exit ${code}`).join(', ')}\n`,
);
// What the run cost the cores (scripts/cpuMeter.cjs): its idle share is room for work beside it.
process.stdout.write(`e2e: ${meter()}\n`);
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
