/** The video analytics engines' figures (issue 32): the licence plate engine on the demo gate's
 *  review stream (320x180, 5 fps H.264, encoded as the camera's is), played into the engine in real
 *  time at its target fps (BENCH_LPR_FPS, default 2) for BENCH_SECONDS (default 64, eight
 *  passages) per round, BENCH_ROUNDS rounds (default 3). Per round: the CPU the engine takes (this
 *  process's threads — region finding on the event loop, OCR in tesseract.js's worker thread — and
 *  its decoder ffmpeg), frames analysed per second per core, the latency from a frame's capture
 *  time to its analysis done and to its read given out with its crop p50/p95 (frame to event: the
 *  read is what raises a hit's event; the whole picture follows it), the plate's first sighting to
 *  its read, each stage timed apart (LprEngine.stageTimes: decode, region finding, OCR with and
 *  without its wait, the crop's JPEG, the picture), the memory the engine adds (this process's RSS
 *  with the OCR worker's model, and the decoder's), how many analysed streams one core carries, and
 *  the reads' exact-match accuracy against the scene's ground truth. The camera's own picture is
 *  not had here (no platform): the picture stage is the analysed frame's JPEG. Figures are the
 *  median of the rounds with their spread and the machine's load.
 *  Prints JSON, then one summary line. Run: npx tsx bench/analytics.ts */
import os from 'node:os';
import type { PlateRead } from '../shared/analytics/plateRead';
import { PLATE_PASSAGE_MS, plateTraffic } from '../shared/analytics/plateTraffic';
import { plateSceneClip } from '../server/media';
import { LPR_STAGES, LprEngine, type LprStage } from '../server/analytics/lpr/LprEngine';
import type { StageFigures } from '../server/analytics/lpr/StageTimes';
import { PlateOcr } from '../server/analytics/lpr/PlateOcr';
import { playIntoEngine, rssMb } from './lib/playIntoEngine';
import { inRound, spreadOf, type RoundResult } from './lib/rounds';

const SECONDS = Number(process.env.BENCH_SECONDS) || 64;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
const FPS = Number(process.env.BENCH_LPR_FPS) || 2;
const SEED = 32;
const log = (line: string) => process.stderr.write(`${line}\n`);
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

interface RoundFigures {
  cpuPercentOfCore: number;
  mainProcessCpuPercent: number;
  decoderCpuPercent: number;
  framesAnalysed: number;
  framesDropped: number;
  framesPerSecondPerCore: number;
  analysisLatencyMs: { p50: number | null; p95: number | null };
  readLatencyMs: { p50: number | null; p95: number | null };
  stages: Record<LprStage, StageFigures>;
  rssAddedMb: number;
  decoderRssMb: number;
  reads: number;
  passages: number;
  exact: number;
}

function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number, 0);
}

async function oneRound(ocr: PlateOcr, rssBeforeMb: number): Promise<RoundFigures> {
  // The clip starts at a passage's start; played with its frames stamped on the wall clock.
  const start = Math.ceil((Date.now() + 15_000) / PLATE_PASSAGE_MS) * PLATE_PASSAGE_MS;
  const clip = await plateSceneClip(SEED, start, SECONDS * 1000);
  const reads: PlateRead[] = [];
  const errors: string[] = [];
  const engine = new LprEngine(
    { cameraId: 'bench-gate', engine: 'lpr', fps: FPS },
    { ocr, snapshot: async () => undefined, onRead: (r) => reads.push(r), onError: (e) => errors.push(e) },
  );
  const played = await playIntoEngine(engine, clip, start);
  const figures = engine.statistics();
  const rssAdded = rssMb(process.pid) - rssBeforeMb;
  engine.close();
  if (errors.length > 0) throw new Error(errors.join('; '));
  const traffic = plateTraffic(SEED);
  const passages = traffic.passagesBetween(start, start + SECONDS * 1000);
  const exact = passages.filter((p) =>
    reads.some((r) => r.text === p.text && traffic.passageAt(r.time - played.offset)?.index === p.index),
  ).length;
  return {
    cpuPercentOfCore: played.cpuPercentOfCore,
    mainProcessCpuPercent: played.mainProcessCpuPercent,
    decoderCpuPercent: played.decoderCpuPercent,
    framesAnalysed: figures.framesAnalysed,
    framesDropped: figures.framesDropped,
    framesPerSecondPerCore: round(figures.framesAnalysed / (played.totalUs / 1e6), 1),
    analysisLatencyMs: { p50: figures.latencyMsP50, p95: figures.latencyMsP95 },
    readLatencyMs: { p50: percentile(engine.readLatencies, 0.5), p95: percentile(engine.readLatencies, 0.95) },
    stages: engine.stageTimes(),
    rssAddedMb: round(rssAdded, 1),
    decoderRssMb: round(played.decoderRssMb, 1),
    reads: reads.length,
    passages: passages.length,
    exact,
  };
}

void (async () => {
  const ocr = new PlateOcr();
  const rssBefore = rssMb(process.pid);
  const results: Array<RoundResult<RoundFigures>> = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    log(`round ${i + 1}/${ROUNDS}: ${SECONDS} s of the gate at ${FPS} fps`);
    results.push(await inRound(() => oneRound(ocr, rssBefore)));
  }
  await ocr.close();
  const ok = results.flatMap((r) => (r.ok ? [r.value] : []));
  const across = (pick: (f: RoundFigures) => number | null) => spreadOf(ok.map(pick));
  const cpu = across((f) => f.cpuPercentOfCore);
  const report = {
    bench: 'analytics',
    engine: 'lpr',
    stream: 'review 320x180 5 fps H.264 (demo gate)',
    fps: FPS,
    secondsPerRound: SECONDS,
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((v) => round(v)) },
    rounds: results.map((r) => (r.ok ? { ...r.value, load: r.load, machineCpuPercent: r.machineCpuPercent } : r)),
    cpuPercentOfCorePerStream: cpu,
    framesPerSecondPerCore: across((f) => f.framesPerSecondPerCore),
    analysisLatencyMsP50: across((f) => f.analysisLatencyMs.p50),
    analysisLatencyMsP95: across((f) => f.analysisLatencyMs.p95),
    readLatencyMsP50: across((f) => f.readLatencyMs.p50),
    readLatencyMsP95: across((f) => f.readLatencyMs.p95),
    /** Each stage's p50 and p95, ms: the median of the rounds' with their spread. */
    stageMs: Object.fromEntries(
      LPR_STAGES.map((stage) => [
        stage,
        { p50: across((f) => f.stages[stage].p50), p95: across((f) => f.stages[stage].p95) },
      ]),
    ),
    memoryMb: { processAdded: across((f) => f.rssAddedMb), decoder: across((f) => f.decoderRssMb) },
    streamsPerCore: cpu.median ? round(100 / cpu.median, 1) : null,
    accuracy: across((f) => (f.passages > 0 ? round(f.exact / f.passages, 3) : null)),
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(
    `analytics lpr @${FPS} fps: ${cpu.median} % of a core per stream (${cpu.min}–${cpu.max}), ` +
      `${report.framesPerSecondPerCore.median} frames/s per core, frame to read p50 ${report.readLatencyMsP50.median} ms ` +
      `p95 ${report.readLatencyMsP95.median} ms (OCR p50 ${report.stageMs.ocr?.p50.median} ms), ` +
      `${report.streamsPerCore} streams per core, accuracy ${report.accuracy.median}\n`,
  );
})();
