/** Decodes H.264 access units (a keyframe and what follows) with ffmpeg and encodes the
 *  chosen frame as JPEGs, each optionally scaled to fit a box (an event keeps its frame at full
 *  size and as a thumbnail, from one decode). */
import type { Readable } from 'node:stream';
import { spawnMedia, type MediaRole } from '../sources/spawnMedia';
import { internalInputOptions } from '../sources/sourceUrl';
import { toAnnexB } from './toAnnexB';

export interface JpegFit {
  width: number;
  height: number;
}

export interface JpegRequest {
  avcC: Buffer;
  /** Decode order, starting at a keyframe. */
  accessUnits: Buffer[];
  /** Index of the frame to encode. */
  frameIndex: number;
  /** One JPEG per entry (undefined: full size), in this order. */
  fits: (JpegFit | undefined)[];
  /** The decode's priority: analysis unless told (an alarm's pictures are detection's). */
  role?: MediaRole;
}

const TIMEOUT_MS = 10_000;
const JPEG_OUTPUT = ['-frames:v', '1', '-q:v', '4', '-f', 'image2', '-c:v', 'mjpeg'];

const scale = (fit: JpegFit) => `scale=${fit.width}:${fit.height}:force_original_aspect_ratio=decrease`;

/** The frame's JPEGs from one ffmpeg: the decode, most of the cost, is done once. */
export function encodeJpegs(request: JpegRequest): Promise<Buffer[]> {
  const select = `select=eq(n\\,${request.frameIndex})`;
  const { fits } = request;
  // Outputs on stdout and then on descriptors 3, 4…
  const pipes = fits.map((_, i) => (i === 0 ? 1 : i + 2));
  // One shape for any number of pictures: `split=1` costs nothing beside the decode.
  const outputs = [
    '-filter_complex',
    [
      `${select},split=${fits.length}${fits.map((_, i) => `[s${i}]`).join('')}`,
      ...fits.map((fit, i) => `[s${i}]${fit ? scale(fit) : 'null'}[o${i}]`),
    ].join(';'),
    ...fits.flatMap((_, i) => ['-map', `[o${i}]`, ...JPEG_OUTPUT, `pipe:${pipes[i]}`]),
  ];
  const args = [
    ...['-hide_banner', '-loglevel', 'error', ...internalInputOptions('pipe', 'h264'), '-f', 'h264', '-i', 'pipe:0'],
    ...outputs,
  ];
  return new Promise((resolve, reject) => {
    // Below the recorders (and, unless for an alarm, the server): a burst of snapshots waits for
    // CPU, recording never does.
    const child = spawnMedia(request.role ?? 'analysis', args, [
      'pipe',
      'pipe',
      'pipe',
      ...fits.slice(1).map(() => 'pipe' as const),
    ]);
    const out = pipes.map((fd) => collect(child.stdio[fd] as Readable));
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const jpegs = out.map((chunks) => Buffer.concat(chunks));
      if (code === 0 && jpegs.every((jpeg) => jpeg.length > 0)) resolve(jpegs);
      else reject(new Error(`snapshot failed: ${err.trim().split('\n').pop() ?? `exit ${code}`}`));
    });
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(toAnnexB(request.avcC, request.accessUnits));
  });
}

function collect(stream: Readable): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on('data', (d: Buffer) => chunks.push(d));
  return chunks;
}
