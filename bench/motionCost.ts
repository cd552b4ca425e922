/** The CPU cost of motion detection per camera (issue 11): a platform runs one demo camera with its
 *  motion detector; over BENCH_SECONDS (default 60) the detector's decoder process (found by its
 *  command line) and the camera's source process are read from /proc, and the Node side (scoring
 *  the 32x18 grids) is timed on 10,000 grids. Prints JSON and a one-line summary; run with
 *  `npx tsx bench/motionCost.ts`. With BENCH_MOTION_SOURCE=url it measures cameras added by URL
 *  instead (motionCostUrl.ts): detection on a 1280x720 main stream against a 320x180 review stream. */
import fs from 'node:fs';
import os from 'node:os';
import { MOTION_DEFAULTS, MOTION_GRID } from '../shared/events/motionConstants';
import { MotionScorer } from '../server/media/motion/MotionScorer';
import { testDatabases } from '../server/testing/testDatabases';
import { startTestPlatform } from '../server/testing/testPlatform';
import { treeCpu } from './lib/processTreeCpu';
import { urlMotionCost } from './lib/motionCostUrl';

const SECONDS = Number(process.env.BENCH_SECONDS) || 60;
const CAMERA = process.env.BENCH_CAMERA ?? 'demo-hq-camera-2';
const round = (value: number) => Number(value.toFixed(2));

function ffmpegRole(pid: number): 'decoder' | 'source' | undefined {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (args.includes('h264') && args.includes('rawvideo')) return 'decoder';
    if (args.includes('lavfi')) return 'source';
  } catch {
    return undefined;
  }
  return undefined;
}

function cpuByRole(): Record<'decoder' | 'source', number> {
  const out = { decoder: 0, source: 0 };
  for (const [pid, stat] of treeCpu(process.pid)) {
    const role = stat.name === 'ffmpeg' ? ffmpegRole(pid) : undefined;
    if (role) out[role] += stat.cpuUs;
  }
  return out;
}

function scoringMicrosPerFrame(): number {
  const scorer = new MotionScorer(MOTION_GRID.width, MOTION_GRID.height, MOTION_DEFAULTS.sensitivity);
  const frames = Array.from({ length: 100 }, (_, f) =>
    Uint8Array.from({ length: MOTION_GRID.width * MOTION_GRID.height }, (_, i) => (i * 7 + f * 13) % 256),
  );
  const n = 10_000;
  const started = performance.now();
  for (let i = 0; i < n; i += 1) scorer.push(frames[i % frames.length] as Uint8Array, i * 200);
  return ((performance.now() - started) * 1000) / n;
}

void (async () => {
  process.env.VANTAGE_DEMO_SENSOR_EVERY_S = '0';
  if (process.env.BENCH_MOTION_SOURCE === 'url') {
    await urlMotionCost(SECONDS);
    return;
  }
  const t = await startTestPlatform(testDatabases({})[0]!, { media: [CAMERA] });
  try {
    await new Promise((r) => setTimeout(r, 5000));
    const before = cpuByRole();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const after = cpuByRole();
    const percent = (role: 'decoder' | 'source') => round(((after[role] - before[role]) / (SECONDS * 1e6)) * 100);
    const scoringUs = scoringMicrosPerFrame();
    const fps = 5;
    const report = {
      bench: 'motion-cost',
      camera: CAMERA,
      seconds: SECONDS,
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map(round) },
      decoderPercentOfCore: percent('decoder'),
      sourcePercentOfCore: percent('source'),
      scoringMicrosPerFrame: round(scoringUs),
      scoringPercentOfCore: round((scoringUs * fps) / 1e4),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(
      `motion-cost ${CAMERA}: detection ${round(report.decoderPercentOfCore + report.scoringPercentOfCore)} % of a core ` +
        `(decoder ${report.decoderPercentOfCore} %, scoring ${report.scoringPercentOfCore} %) ` +
        `beside the camera's own source at ${report.sourcePercentOfCore} %\n`,
    );
  } finally {
    await t.close();
  }
})();
