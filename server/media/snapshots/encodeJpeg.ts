/** Decodes H.264 access units (a keyframe and what follows) with ffmpeg and encodes the
 *  chosen frame as a JPEG, optionally scaled to fit a box. */
import { spawnMedia } from '../sources/spawnMedia';
import { internalInputOptions } from '../sources/sourceUrl';
import { toAnnexB } from './toAnnexB';

export interface JpegRequest {
  avcC: Buffer;
  /** Decode order, starting at a keyframe. */
  accessUnits: Buffer[];
  /** Index of the frame to encode. */
  frameIndex: number;
  fit?: { width: number; height: number };
}

const TIMEOUT_MS = 10_000;

export function encodeJpeg(request: JpegRequest): Promise<Buffer> {
  const filters = [`select=eq(n\\,${request.frameIndex})`];
  if (request.fit) {
    filters.push(`scale=${request.fit.width}:${request.fit.height}:force_original_aspect_ratio=decrease`);
  }
  const args = [
    ...['-hide_banner', '-loglevel', 'error', ...internalInputOptions('pipe', 'h264'), '-f', 'h264', '-i', 'pipe:0'],
    ...['-vf', filters.join(',')],
    ...['-frames:v', '1', '-q:v', '4', '-f', 'image2', '-c:v', 'mjpeg', 'pipe:1'],
  ];
  return new Promise((resolve, reject) => {
    // Below the recorders and the server: a burst of snapshots waits for CPU, recording never does.
    const child = spawnMedia('analysis', args);
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const jpeg = Buffer.concat(out);
      if (code === 0 && jpeg.length > 0) resolve(jpeg);
      else reject(new Error(`snapshot failed: ${err.trim().split('\n').pop() ?? `exit ${code}`}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(toAnnexB(request.avcC, request.accessUnits));
  });
}
