/** The face engine's figures (issue 32), as bench/analytics gives the plate engine's: the demo
 *  lobby's review stream (320x180, 5 fps H.264, encoded as the camera's is) played into the face
 *  engine in real time at its target fps (BENCH_FACE_FPS, default 1, the demo config's) for
 *  BENCH_SECONDS (default 60, six passages) per round, BENCH_ROUNDS rounds (default 3). Per round:
 *  the CPU the engine takes (this process with the network's worker thread, and its decoder
 *  ffmpeg), frames analysed per second per core, capture to analysis done and settling frame to
 *  read p50/p95, each stage (FaceEngine.stageTimes), the memory it adds, streams per core, and the
 *  passages' outcomes against the scene's ground truth: the enrolled face matched, strangers not.
 *  The median of the rounds with their spread and the machine's load.
 *  Prints JSON, then one summary line. Run: npx tsx bench/analyticsFaces.ts */
import os from 'node:os';
import { FACE_MATCH_DISTANCE, faceDistance, type FaceRead } from '../shared/analytics/faceRead';
import { FACE_PASSAGE_MS, facePassageAt, facePassagesBetween } from '../shared/analytics/faceTraffic';
import { describeFaces } from '../server/analytics/faces/describeFaces';
import { FACE_STAGES, FaceEngine, type FaceStage } from '../server/analytics/faces/FaceEngine';
import { FaceNet } from '../server/analytics/faces/FaceNet';
import { enrolledDemoFace } from '../server/analytics/faces/testing/faceSamples';
import type { StageFigures } from '../server/analytics/lpr/StageTimes';
import { faceSceneClip } from '../server/media/faces/faceSceneClip';
import { playIntoEngine, rssMb } from './lib/playIntoEngine';
import { inRound, spreadOf, type RoundResult } from './lib/rounds';

const SECONDS = Number(process.env.BENCH_SECONDS) || 60;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
const FPS = Number(process.env.BENCH_FACE_FPS) || 1;
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
  stages: Record<FaceStage, StageFigures>;
  rssAddedMb: number;
  passages: number;
  reads: number;
  enrolledMatched: number;
  enrolledShown: number;
  strangersAccepted: number;
  strangersShown: number;
}

async function oneRound(net: FaceNet, enrolled: number[], rssBeforeMb: number): Promise<RoundFigures> {
  const start = Math.ceil((Date.now() + 15_000) / FACE_PASSAGE_MS) * FACE_PASSAGE_MS;
  const clip = await faceSceneClip(start, SECONDS * 1000);
  const reads: FaceRead[] = [];
  const errors: string[] = [];
  const engine = new FaceEngine(
    { cameraId: 'bench-lobby', engine: 'face', fps: FPS, matchDistance: FACE_MATCH_DISTANCE },
    { net, snapshot: async () => undefined, onRead: (r) => reads.push(r), onError: (e) => errors.push(e) },
  );
  const played = await playIntoEngine(engine, clip, start);
  const figures = engine.statistics();
  const rssAdded = rssMb(process.pid) - rssBeforeMb;
  engine.close();
  if (errors.length > 0) throw new Error(errors.join('; '));
  const shown = facePassagesBetween(start, start + SECONDS * 1000);
  const matched = reads.map((r) => ({
    person: facePassageAt(r.time - played.offset)?.person,
    hit: faceDistance(r.descriptor, enrolled) <= FACE_MATCH_DISTANCE,
  }));
  return {
    cpuPercentOfCore: played.cpuPercentOfCore,
    mainProcessCpuPercent: played.mainProcessCpuPercent,
    decoderCpuPercent: played.decoderCpuPercent,
    framesAnalysed: figures.framesAnalysed,
    framesDropped: figures.framesDropped,
    framesPerSecondPerCore: round(figures.framesAnalysed / (played.totalUs / 1e6), 1),
    analysisLatencyMs: { p50: figures.latencyMsP50, p95: figures.latencyMsP95 },
    stages: engine.stageTimes(),
    rssAddedMb: round(rssAdded, 1),
    passages: shown.length,
    reads: reads.length,
    enrolledShown: shown.filter((p) => p.person.enrolled).length,
    enrolledMatched: matched.filter((m) => m.person?.enrolled && m.hit).length,
    strangersShown: shown.filter((p) => !p.person.enrolled).length,
    strangersAccepted: matched.filter((m) => m.person && !m.person.enrolled && m.hit).length,
  };
}

void (async () => {
  const net = new FaceNet();
  const rssBefore = rssMb(process.pid);
  const enrolled = await describeFaces(net, enrolledDemoFace());
  if (!enrolled) throw new Error('The enrolled demo face was not found');
  const results: Array<RoundResult<RoundFigures>> = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    log(`round ${i + 1}/${ROUNDS}: ${SECONDS} s of the lobby at ${FPS} fps`);
    results.push(await inRound(() => oneRound(net, enrolled, rssBefore)));
  }
  await net.close();
  const ok = results.flatMap((r) => (r.ok ? [r.value] : []));
  const across = (pick: (f: RoundFigures) => number | null) => spreadOf(ok.map(pick));
  const cpu = across((f) => f.cpuPercentOfCore);
  const sum = (pick: (f: RoundFigures) => number) => ok.reduce((n, f) => n + pick(f), 0);
  const report = {
    bench: 'analytics',
    engine: 'face',
    stream: 'review 320x180 5 fps H.264 (demo lobby)',
    fps: FPS,
    secondsPerRound: SECONDS,
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((v) => round(v)) },
    rounds: results.map((r) => (r.ok ? { ...r.value, load: r.load, machineCpuPercent: r.machineCpuPercent } : r)),
    cpuPercentOfCorePerStream: cpu,
    framesPerSecondPerCore: across((f) => f.framesPerSecondPerCore),
    analysisLatencyMsP50: across((f) => f.analysisLatencyMs.p50),
    analysisLatencyMsP95: across((f) => f.analysisLatencyMs.p95),
    stageMs: Object.fromEntries(
      FACE_STAGES.map((stage) => [
        stage,
        { p50: across((f) => f.stages[stage].p50), p95: across((f) => f.stages[stage].p95) },
      ]),
    ),
    memoryMb: { processAdded: across((f) => f.rssAddedMb) },
    streamsPerCore: cpu.median ? round(100 / cpu.median, 1) : null,
    enrolledMatched: `${sum((f) => f.enrolledMatched)}/${sum((f) => f.enrolledShown)}`,
    strangersAccepted: `${sum((f) => f.strangersAccepted)}/${sum((f) => f.strangersShown)}`,
    readsPerPassage: round(
      sum((f) => f.reads) /
        Math.max(
          1,
          sum((f) => f.passages),
        ),
    ),
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(
    `analytics face @${FPS} fps: ${cpu.median} % of a core per stream (${cpu.min}–${cpu.max}), ` +
      `${report.framesPerSecondPerCore.median} frames/s per core, network p50 ${report.stageMs.faces?.p50.median} ms, ` +
      `settling frame to read p50 ${report.stageMs.read?.p50.median} ms, ${report.streamsPerCore} streams per core, ` +
      `enrolled matched ${report.enrolledMatched}, strangers accepted ${report.strangersAccepted}\n`,
  );
})();
