/** Capture to platform (issue 17, glass to glass): how long after a demo camera makes a frame the
 *  platform has it, per stream. One demo camera runs for BENCH_SECONDS (default 12) through the
 *  platform's own source (`CameraSource`: MPEG-TS on the pipe, fMP4 made in the platform), then
 *  the same scene through ffmpeg's fMP4 muxer, the pipe the platform used before, as the baseline
 *  of the same run. Each frame's figure is its arrival wall time minus its capture time (the run's
 *  origin + its capture stamp + media time); the first second is left out. Prints JSON and one
 *  summary line. Run: npx tsx bench/captureLatency.ts (BENCH_SOUND=1: a camera with sound) */
import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { STREAM_NUMBER, type StreamNumber } from '../shared/video/constants';
import { Fmp4Splitter, parseFragment, parseInitSegment, type InitSegment } from '../server/media/fmp4';
import { CAPTURE_STAMP_FD, CameraSource } from '../server/media/sources/CameraSource';
import { cameraPlan, defaultScene } from '../server/media/sources/cameraPlan';
import { readCaptureStamp } from '../server/media/sources/captureStamp';
import { demoCameraRecord } from '../server/testing/demoCameraRecord';
import { mediaTools } from '../server/media/sources/mediaTools';
import { distribution, ratios, type Distribution } from './lib/distribution';
import { loadAverage } from './lib/report';

const SECONDS = Number(process.env.BENCH_SECONDS) || 12;
const WARM_UP_MS = 1_000;
const STREAMS = [STREAM_NUMBER.FULL, STREAM_NUMBER.REVIEW] as const;
const NAMES: Record<StreamNumber, string> = { [STREAM_NUMBER.FULL]: 'full', [STREAM_NUMBER.REVIEW]: 'review' };
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** BENCH_SOUND=1: the demo camera has a microphone (issue 31), as Demo HQ Camera 2 has. */
const camera = {
  ...demoCameraRecord('bench-capture', 'Capture latency'),
  ...(process.env.BENCH_SOUND === '1' && {
    config: { source: 'demo', scene: { ...defaultScene('bench-capture'), audio: { frequencyHz: 440 } } },
  }),
};

type Samples = Record<StreamNumber, number[]>;
const noSamples = (): Samples => ({ [STREAM_NUMBER.FULL]: [], [STREAM_NUMBER.REVIEW]: [] });

/** The platform's own source. */
async function platformPipe(): Promise<Samples> {
  const plan = cameraPlan(camera, undefined);
  if (!plan) throw new Error('no plan for a demo camera');
  const samples = noSamples();
  const startedAt = Date.now();
  const source = new CameraSource(camera.id, plan, {
    init: () => undefined,
    fragment: (stream, fragment) => {
      const now = Date.now();
      if (now - startedAt < WARM_UP_MS) return;
      for (const frame of fragment.frames) samples[stream].push(now - frame.pts);
    },
    ended: () => undefined,
    health: () => undefined,
  });
  source.start();
  await sleep(SECONDS * 1000);
  await source.stop();
  return samples;
}

/** The same scene through ffmpeg's fMP4 muxer, each frame read as the platform read it before. */
async function ffmpegFmp4Pipe(): Promise<Samples> {
  const plan = cameraPlan(camera, undefined);
  if (!plan) throw new Error('no plan for a demo camera');
  const originMs = Date.now();
  const args = plan.args(originMs);
  // Every '-f mpegts … pipe:N' output becomes ffmpeg's fMP4, a fragment per frame.
  for (let at = args.indexOf('mpegts'); at > 0; at = args.indexOf('mpegts')) {
    const pipe = args.findIndex((arg, i) => i > at && arg.startsWith('pipe:'));
    args.splice(
      at - 1,
      pipe - at + 1,
      '-f',
      'mp4',
      '-movflags',
      'frag_keyframe+empty_moov+default_base_moof+frag_every_frame',
    );
  }
  const child = spawn(mediaTools.ffmpeg, args, { stdio: ['ignore', 'pipe', 'ignore', 'pipe', 'pipe'] });
  const stamp = readCaptureStamp(child.stdio[CAPTURE_STAMP_FD] as Readable);
  const samples = noSamples();
  const outputs: Array<[StreamNumber, Readable]> = [
    [STREAM_NUMBER.FULL, child.stdout as Readable],
    [STREAM_NUMBER.REVIEW, child.stdio[3] as Readable],
  ];
  for (const [stream, pipe] of outputs) {
    let init: InitSegment | undefined;
    let firstDts: number | undefined;
    const splitter = new Fmp4Splitter({
      init: (bytes) => (init = parseInitSegment(bytes)),
      fragment: (bytes) => {
        const now = Date.now();
        void stamp.then((stampMs) => {
          if (!init) return;
          for (const sample of parseFragment(bytes, init)) {
            firstDts ??= sample.dts;
            if (now - originMs < WARM_UP_MS) continue;
            const captured = originMs + stampMs + ((sample.pts - firstDts) * 1000) / init.timescale;
            samples[stream].push(now - captured);
          }
        });
      },
    });
    pipe.on('data', (chunk: Buffer) => splitter.push(chunk));
  }
  await sleep(SECONDS * 1000);
  child.kill('SIGKILL');
  await stamp;
  return samples;
}

async function main() {
  const loadBefore = loadAverage();
  log(`platform pipe (MPEG-TS, fMP4 made in the platform), ${SECONDS} s …`);
  const platform = await platformPipe();
  log(`ffmpeg's fMP4 muxer (baseline), ${SECONDS} s …`);
  const baseline = await ffmpegFmp4Pipe();
  const streams = Object.fromEntries(
    STREAMS.map((stream) => {
      const ours = distribution(platform[stream]);
      const theirs = distribution(baseline[stream]);
      const shortly = (d: Distribution) => ({ trials: d.trials, p50: d.p50, p95: d.p95, min: d.min, max: d.max });
      return [NAMES[stream], { platform: shortly(ours), ffmpegFmp4: shortly(theirs), ratio: ratios(ours, theirs) }];
    }),
  );
  const report = {
    bench: 'captureLatency',
    startedAt: new Date().toISOString(),
    seconds: SECONDS,
    note: 'ms from a frame’s capture (origin + capture stamp + media time) to its arrival in the platform; ratio = platform / ffmpeg fMP4',
    streams,
    loadAverage: { before: loadBefore, after: loadAverage() },
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  const line = STREAMS.map((stream) => {
    const s = streams[NAMES[stream]] as {
      platform: Pick<Distribution, 'p50' | 'p95'>;
      ffmpegFmp4: Pick<Distribution, 'p50' | 'p95'>;
    };
    return `${NAMES[stream]} p50 ${s.platform.p50} p95 ${s.platform.p95} ms (ffmpeg fMP4 p50 ${s.ffmpegFmp4.p50} p95 ${s.ffmpegFmp4.p95} ms)`;
  }).join('; ');
  process.stdout.write(`capture to platform: ${line}; load ${loadBefore.join(' ')}\n`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    log(String(err));
    process.exit(1);
  },
);
