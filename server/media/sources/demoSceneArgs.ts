/** ffmpeg arguments of a demo camera: a synthetic scene (or raw frames on stdin for the PTZ
 *  dome) with the camera's name and a burned-in wall clock, encoded once per stream. */
import { mediaTools } from './mediaTools';
import { sourceOutputArgs } from './sourceOutputArgs';
import { internalInputOptions } from './sourceUrl';

/** Synthetic patterns a demo camera can show; each camera picks one and a hue. */
export const DEMO_PATTERNS = ['testsrc2', 'life', 'mandelbrot', 'smptehdbars', 'cellauto', 'rgbtestsrc'] as const;
export type DemoPattern = (typeof DEMO_PATTERNS)[number];

export interface DemoScene {
  pattern: DemoPattern;
  /** Hue rotation in degrees, so cameras with the same pattern still look different. */
  hue: number;
  /** Something crossing the picture now and then, for motion detection to find (issue: events
   *  from the world); a scene without it gets one derived from its hue. */
  crossing?: DemoCrossing;
  /** The camera has a microphone (issue 31): a tone, recorded and played with its picture. */
  audio?: DemoAudio;
}

/** A demo camera's sound: a steady tone of `frequencyHz` with a short beep at twice the pitch
 *  every second (so a listener hears the clock tick with the picture's), made by a process of its
 *  own (demoSoundArgs). */
export interface DemoAudio {
  frequencyHz: number;
}

/** How a demo camera's sound is encoded: AAC-LC, mono, as IP cameras commonly send it. */
export const DEMO_AUDIO_ENCODING = { sampleRate: 48_000, bitrateK: 48, channels: 1 } as const;

/** An object that crosses the picture left to right for `durationS` seconds every `periodS`
 *  seconds of wall time, `offsetS` into each period (so cameras do not all move at once). */
export interface DemoCrossing {
  periodS: number;
  durationS: number;
  offsetS: number;
}

/** The crossing object: a tall two-tone block (a person at the scene's scale: navy back, yellow
 *  front, so it stands out on light and dark scenes alike), in the FULL stream's pixels. */
export const DEMO_CROSSING_OBJECT = { width: 90, height: 230, front: '0xF2C84B', back: '0x1C2541' } as const;
/** Default period of a scene's crossing: every two minutes. */
export const DEMO_CROSSING_PERIOD_S = 120;
export const DEMO_CROSSING_DURATION_S = 6;

/** Encoding of the demo streams, tuned for the CPU budget (bench/media.ts measures it). */
export const DEMO_ENCODING = {
  full: { width: 640, height: 360, fps: 10, bitrateK: 250 },
  review: { width: 320, height: 180, fps: 5, bitrateK: 60 },
  /** Seconds between keyframes (spec: 1–2 s). */
  gopSeconds: 1,
} as const;

export interface DemoArgsInput {
  name: string;
  scene: DemoScene;
  /** Wall time of media time zero, ms since the epoch: the clock drawn on every frame. */
  originMs: number;
  /** Raw RGB frames of this size arrive on stdin (the PTZ dome) instead of a pattern. */
  rawInput?: { width: number; height: number };
  /** Writes the first frame's capture time (ms after originMs) on this pipe as framecrc text
   *  (captureStamp.ts): frame times are then real capture times, not origin + media time. */
  captureStampPipe?: number;
}

/** Media time on ffmpeg's wall clock: zero at originMs, the first frame stamped with the time it
 *  entered the filter graph (RTCSTART). A millisecond time base first, or the stamp would be
 *  rounded to whole frames.
 *  Paced (a scene of its own, read at its rate by -re): a frame's time is the first frame's time
 *  plus the whole frame times the clock (RTCTIME) says have passed since, not plus its count, and a
 *  frame on the time of the one before is dropped. After the encoder was held (its cores busy
 *  elsewhere), -re hands over at once the frames it owes: timed by their count they left at their
 *  rate from then on and the camera stayed as late as it was held, for good (issue 37); timed by
 *  the clock they are one picture of now, the rest dropped before anything draws them. Whole frame
 *  times, as the encoder's time base is the stream's rate (-r): a clock time in between would be
 *  rounded there, up to half a frame off the capture stamp.
 *  Not paced: the dome's frames come from the platform at their time already, and after the
 *  platform's event loop was held the frames it owes come at once, each with its own time. */
export function captureClock(originMs: number, paced = true): string {
  const start = `(RTCSTART/1000000-${(originMs / 1000).toFixed(3)})/TB`;
  if (!paced) return `settb=1/1000,setpts=PTS+${start}`;
  const fps = DEMO_ENCODING.full.fps;
  return (
    `settb=1/1000,setpts='${start}+round((RTCTIME-RTCSTART)/1000000*${fps})/${fps}/TB',` +
    `select='isnan(prev_selected_t)+gt(t-prev_selected_t\\,0)'`
  );
}

export function demoSceneArgs(input: DemoArgsInput): string[] {
  const { full, review, gopSeconds } = DEMO_ENCODING;
  // Only the platform's own inputs: its filter graph, or the dome's frames on stdin (issue 27).
  const source = input.rawInput
    ? [...internalInputOptions('pipe', 'rawvideo'), '-f', 'rawvideo', '-pix_fmt', 'rgb24']
        .concat(['-s', `${input.rawInput.width}x${input.rawInput.height}`])
        .concat(['-framerate', String(full.fps), '-i', 'pipe:0'])
    : [...internalInputOptions('lavfi', 'lavfi'), '-re', '-f', 'lavfi', '-i', patternSource(input.scene.pattern, full)];
  const stamp = input.captureStampPipe;
  // The clock, the crossing and the frame times all run on the capture clock.
  const clock = stamp === undefined ? '' : `${captureClock(input.originMs, !input.rawInput)},`;
  const scene = input.rawInput
    ? `[0:v]${clock}scale=${full.width}:${full.height}`
    : `${crossingSource()}[0:v]${clock}scale=${full.width}:${full.height},hue=h=${Math.round(input.scene.hue)}[bg];` +
      `[bg][obj]${crossingPosition(input.scene, input.originMs)}`;
  const filter =
    `${scene},format=yuv420p,${drawText(escapeDrawText(input.name), 'x=10:y=10', 20)},` +
    `${drawText(clockText(input.originMs), 'x=10:y=h-th-10', 20)},` +
    (stamp === undefined ? 'split=2[full][r];' : 'split=3[full][r][c];[c]trim=end_frame=1,scale=2:2[stamp];') +
    // Every n-th frame of the scene for the review stream: the fps filter would hold each frame
    // until the next one arrived, a frame time (100 ms) on every review picture.
    `[r]select='not(mod(n\\,${full.fps / review.fps}))',scale=${review.width}:${review.height}[review]`;
  return [
    ...['-hide_banner', '-nostats', '-loglevel', 'error', ...source, '-filter_complex', filter],
    ...encode('[full]', full, gopSeconds, 'pipe:1'),
    ...encode('[review]', review, gopSeconds, 'pipe:3'),
    // One tiny frame whose pts (ms, as -r 1000 makes the time base) is the first capture time. One
    // encoding thread: ffmpeg 5 encodes raw video on a thread per core, and a frame waits for the
    // next one (here: for the end of the run).
    ...(stamp === undefined
      ? []
      : ['-map', '[stamp]', '-c:v', 'rawvideo', '-threads', '1', '-r', '1000', '-f', 'framecrc', `pipe:${stamp}`]),
  ];
}

/** The crossing object's source, labelled [obj]. */
export function crossingSource(): string {
  const { width, height, front, back } = DEMO_CROSSING_OBJECT;
  const half = width / 2;
  return `color=c=${front}:s=${half}x${height}:r=${DEMO_ENCODING.full.fps},pad=${width}:${height}:${half}:0:color=${back}[obj];`;
}

/** Overlays [obj] while a crossing is under way: x runs from off the left edge to off the right
 *  one, on the wall clock (origin + media time), so a crossing is where its time says it is. */
export function crossingPosition(scene: DemoScene, originMs: number): string {
  const c = scene.crossing ?? {
    periodS: DEMO_CROSSING_PERIOD_S,
    durationS: DEMO_CROSSING_DURATION_S,
    offsetS: (scene.hue / 360) * DEMO_CROSSING_PERIOD_S,
  };
  // Phase of media time 0 within the period, so `mod(t+phase, period)` is the wall clock's.
  const phase = ((((originMs / 1000 - c.offsetS) % c.periodS) + c.periodS) % c.periodS).toFixed(3);
  const inPeriod = `mod(t+${phase},${c.periodS})`;
  return (
    `overlay=x='-w+(W+w)*${inPeriod}/${c.durationS}':y='(H-h)/2':` +
    `enable='lt(${inPeriod},${c.durationS})':eof_action=pass`
  );
}

export function patternSource(pattern: DemoPattern, size: { width: number; height: number; fps: number }): string {
  const s = `s=${size.width}x${size.height}:r=${size.fps}`;
  switch (pattern) {
    case 'life':
      // Half-size board scaled up: cheaper and easier to see.
      return `life=s=${size.width / 4}x${size.height / 4}:r=${size.fps}:ratio=0.2:mold=8:life_color=#40ff60:death_color=#802020:mold_color=#203080`;
    case 'mandelbrot':
      // The zoom stops at 0.3, not deeper: from the zoom's end on, every frame is drawn again, and
      // at 0.05 that cost 11 % of a core for good (ffmpeg here, 320x180 at 10 fps), at 0.3 0.7 %.
      return `mandelbrot=s=${size.width / 2}x${size.height / 2}:r=${size.fps}:maxiter=64:end_scale=0.3:end_pts=600`;
    case 'cellauto':
      return `cellauto=s=${size.width / 4}x${size.height / 4}:r=${size.fps}:rule=110:scroll=1`;
    default:
      return `${pattern}=${s}`;
  }
}

/** drawtext with the bundled font; `text` is already escaped for the filter graph. */
function drawText(text: string, position: string, size: number): string {
  return (
    `drawtext=fontfile=${escapeFilterValue(mediaTools.font)}:text='${text}':${position}` +
    `:fontsize=${size}:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=4`
  );
}

/** Date, time and milliseconds of each frame: origin + pts, so the picture shows exactly the
 *  timestamp the frame is indexed under. Escaped for drawtext inside a filter graph. */
function clockText(originMs: number): string {
  const origin = (originMs / 1000).toFixed(3);
  const frac = ((originMs % 1000) / 1000).toFixed(3);
  // Colons inside the strftime format need escaping for both the expansion and the option parser.
  const date = `%{pts\\:localtime\\:${origin}\\:%Y-%m-%d %H\\\\\\:%M\\\\\\:%S}`;
  const ms = `%{eif\\:mod(floor((t+${frac})*1000+0.5)\\,1000)\\:d\\:3}`;
  return `${date}.${ms}`;
}

/** Names with ':' or quotes must not break the filter graph. */
export function escapeDrawText(text: string): string {
  return text.replace(/[\\':%]/g, (c) => `\\${c}`);
}

function escapeFilterValue(value: string): string {
  return value.replace(/[\\':]/g, (c) => `\\${c}`);
}

function encode(
  label: string,
  stream: { fps: number; bitrateK: number },
  gopSeconds: number,
  output: string,
): string[] {
  const { fps, bitrateK } = stream;
  const gop = fps * gopSeconds;
  return [
    // The stream's own rate: the review stream's frames are selected from the scene's, and the
    // encoder would otherwise spend its bitrate as if all of them came.
    ...['-map', label, '-r', String(fps), '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency'],
    ...['-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0'],
    // An sRGB picture converted to YUV with the BT.601 matrix (ffmpeg's default): say so in the
    // stream, or a browser decodes it as BT.709 (red turns orange) or gamut-maps it (yellow greys).
    ...['-colorspace', 'bt470bg', '-color_primaries', 'bt709', '-color_trc', 'iec61966-2-1', '-color_range', 'tv'],
    ...['-b:v', `${bitrateK}k`, '-maxrate', `${bitrateK}k`, '-bufsize', `${bitrateK * 2}k`],
    ...sourceOutputArgs(output),
  ];
}
