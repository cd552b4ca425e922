/** A grey PGM picture as a JPEG (a read's crop, or its frame when the camera's own picture cannot
 *  be had), by ffmpeg at the analysis priority. */
import { internalInputOptions, spawnMedia } from '../../media';

export function pgmToJpeg(pgm: Buffer): Promise<Buffer> {
  const args = ['-hide_banner', '-loglevel', 'error', ...internalInputOptions('pipe', 'pgm_pipe')];
  args.push('-f', 'pgm_pipe', '-i', 'pipe:0');
  args.push('-frames:v', '1', '-pix_fmt', 'yuvj420p', '-q:v', '4', '-f', 'image2', '-c:v', 'mjpeg', 'pipe:1');
  return new Promise((resolve, reject) => {
    const child = spawnMedia('analysis', args);
    const out: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stdin.on('error', () => undefined);
    child.on('error', reject);
    child.on('close', (code) => {
      const jpeg = Buffer.concat(out);
      if (code === 0 && jpeg.length > 0) resolve(jpeg);
      else reject(new Error(`the plate's picture could not be encoded (exit ${code})`));
    });
    child.stdin.end(pgm);
  });
}

/** A whole grey picture as a PGM. */
export function lumaToPgm(luma: Uint8Array, width: number, height: number): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), luma]);
}
