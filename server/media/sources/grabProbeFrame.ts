/** One picture of a probed camera (issue 36: the add page's probe shows what the camera sees): a
 *  single JPEG frame read from the probed URL through the same source rule and input whitelists as
 *  the probe, bounded in time and in bytes, scaled to at most 640 px wide. Nothing of ffmpeg's
 *  output leaves this file, so no message can carry the URL's login. */
import { sourceInputOptions, sourceUrlProblem } from './sourceUrl';
import { spawnMedia } from './spawnMedia';
import type { ProbeTarget } from './probeResult';

/** A JPEG this large is not a preview; the grab stops reading beyond it. */
export const PROBE_FRAME_MAX_BYTES = 512 * 1024;
/** How long a grab may take after the probe has already answered. */
export const PROBE_FRAME_TIMEOUT_MS = 8_000;

/** The first decodable frame as JPEG, or undefined when none came within the bounds. */
export function grabProbeFrame(target: ProbeTarget, timeoutMs = PROBE_FRAME_TIMEOUT_MS): Promise<Buffer | undefined> {
  if (sourceUrlProblem(target.url)) return Promise.resolve(undefined);
  const args = [
    ...['-hide_banner', '-loglevel', 'error'],
    ...sourceInputOptions(target.url),
    ...(target.url.startsWith('rtsp') ? ['-rtsp_transport', target.rtspTransport] : []),
    // The probe has just read the streams: a shorter look halves the wait (3 s to 1.5 s on the
    // test camera); the decoder still waits for the first key frame, within the timeout.
    ...['-analyzeduration', '1000000', '-probesize', '1000000'],
    ...['-i', target.url],
    ...['-an', '-frames:v', '1', '-vf', "scale='min(640,iw)':-2", '-q:v', '5'],
    ...['-f', 'image2', '-c:v', 'mjpeg', 'pipe:1'],
  ];
  return new Promise((resolve) => {
    const child = spawnMedia('analysis', args, ['ignore', 'pipe', 'ignore']);
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (picture: Buffer | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      resolve(picture);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > PROBE_FRAME_MAX_BYTES) finish(undefined);
      else chunks.push(chunk);
    });
    child.once('error', () => finish(undefined));
    child.once('close', (code) => {
      const picture = Buffer.concat(chunks);
      // A JPEG starts with FF D8; anything else (an empty pipe after a refusal) is no picture.
      finish(code === 0 && picture.length > 2 && picture[0] === 0xff && picture[1] === 0xd8 ? picture : undefined);
    });
  });
}
