/** Reads what ffmpeg prints about an input it opened (its "Input #0 … Stream #0:n: Video: …"
 *  lines) or why it could not: the facts probeDevice reports (spec 3 §7.1). */

export interface ProbedStream {
  index: number;
  codec: string;
  profile: string | undefined;
  width: number | undefined;
  height: number | undefined;
  frameRate: number | undefined;
}

export type ProbeFailure = 'unreachable' | 'wrongCredentials' | 'noVideo';

export interface ProbeOutput {
  format: string | undefined;
  streams: ProbedStream[];
  failure: ProbeFailure | undefined;
  /** ffmpeg's own words for a failure. */
  detail: string | undefined;
}

const INPUT = /^Input #0, ([^,]+(?:,[^,]+)*?), from /m;
const VIDEO = /Stream #0:(\d+)[^:]*: Video: (\w+)(?: \(([^)]*)\))?[^\n]*/g;
const SIZE = /, (\d{2,5})x(\d{2,5})[ ,[]/;
const FPS = /, ([\d.]+) fps/;
const TBR = /, ([\d.]+k?) tbr/;
const CREDENTIALS = /\b401\b|Unauthorized|authorization failed|\b403\b|Forbidden/i;
export function parseProbeOutput(stderr: string): ProbeOutput {
  const streams: ProbedStream[] = [];
  for (const match of stderr.matchAll(VIDEO)) {
    const line = match[0];
    const size = SIZE.exec(line);
    const fps = FPS.exec(line) ?? TBR.exec(line);
    const rate = fps?.[1] && !fps[1].endsWith('k') ? Number(fps[1]) : undefined;
    streams.push({
      index: Number(match[1]),
      codec: (match[2] ?? '').toLowerCase(),
      profile: match[3],
      width: size ? Number(size[1]) : undefined,
      height: size ? Number(size[2]) : undefined,
      frameRate: rate !== undefined && Number.isFinite(rate) ? rate : undefined,
    });
  }
  const format = INPUT.exec(stderr)?.[1];
  const lastLine = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('At least one output file'))
    .at(-1);
  if (streams.length > 0) return { format, streams, failure: undefined, detail: undefined };
  if (CREDENTIALS.test(stderr)) return { format, streams, failure: 'wrongCredentials', detail: lastLine };
  if (format) return { format, streams, failure: 'noVideo', detail: lastLine };
  return { format, streams, failure: 'unreachable', detail: lastLine };
}
