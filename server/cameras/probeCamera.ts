/** probeDevice for a camera by URL (spec 3 §7.1–§7.2): ffmpeg opens the stream as the pipeline
 *  would (same transport, same credentials, the same input whitelists) and reads its streams; what
 *  looks wrong comes back as a warning with warningFields naming the form field — unreachable,
 *  wrong credentials, a codec browsers cannot decode (H.265), no second stream. A URL the source
 *  rule refuses is never opened, and every failure to open reads the same 'cannot be reached', so
 *  a probe tells neither whether a file exists nor why a port did not answer (issue 27). */
import { CAMERA_MESSAGES, PROBE_TIMEOUT_MS } from '../../shared/cameraAdmin/cameraAdminConstants';
import { urlWithoutCredentials } from '../../shared/cameraAdmin/validateCameraInput';
import { sourceInputOptions, sourceUrlProblem } from '../media/sources/sourceUrl';
import { spawnMedia } from '../media/sources/spawnMedia';
import type { ProbeResult, ProbeTarget, WarningField } from '../media/sources/probeResult';
import { parseProbeOutput } from '../media/sources/parseProbeOutput';
import { unreachableCamera } from '../media/sources/unreachableCamera';

/** Codecs the console's WebCodecs player decodes as the platform relays them. */
const BROWSER_CODECS = new Set(['h264']);

/** Runs ffmpeg on the input only; resolves with its stderr (it exits 1: no output was named). */
function ffmpegInfo(target: ProbeTarget, timeoutMs: number): Promise<string> {
  // The timer below bounds the whole probe: no socket timeout option, whose name and meaning
  // differ between ffmpeg builds (RTSP's -stimeout is -timeout from ffmpeg 5 on).
  const args = [
    '-hide_banner',
    ...sourceInputOptions(target.url),
    ...(target.url.startsWith('rtsp') ? ['-rtsp_transport', target.rtspTransport] : []),
    ...['-analyzeduration', '3000000', '-probesize', '2000000'],
    ...['-i', target.url],
  ];
  return new Promise((resolve) => {
    const child = spawnMedia('analysis', args, ['ignore', 'ignore', 'pipe']);
    let stderr = '';
    const timer = setTimeout(() => {
      stderr += '\nConnection timed out';
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 64_000) stderr += chunk.toString();
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      resolve(`${stderr}\n${err.message}`);
    });
    child.once('close', () => {
      clearTimeout(timer);
      resolve(stderr);
    });
  });
}

export async function probeCamera(target: ProbeTarget, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeResult> {
  if (sourceUrlProblem(target.url)) return unreachableCamera(target.url);
  const output = parseProbeOutput(await ffmpegInfo(target, timeoutMs));
  const main = output.streams[0];
  const fields: WarningField[] = [];
  if (output.failure === 'wrongCredentials')
    fields.push({ field: 'password', value: CAMERA_MESSAGES.wrongCredentials });
  // ffmpeg's own words ('No such file or directory', 'Connection refused') stay on the platform.
  else if (output.failure === 'unreachable') fields.push({ field: 'url', value: CAMERA_MESSAGES.unreachable });
  else if (output.failure === 'noVideo') fields.push({ field: 'url', value: CAMERA_MESSAGES.noVideo });
  if (main && (main.codec === 'hevc' || main.codec === 'h265'))
    fields.push({ field: 'codec', value: CAMERA_MESSAGES.h265 });
  else if (main && !BROWSER_CODECS.has(main.codec)) fields.push({ field: 'codec', value: CAMERA_MESSAGES.notH264 });
  if (main && output.streams.length < 2) fields.push({ field: 'streams', value: CAMERA_MESSAGES.noSecondStream });
  return {
    url: urlWithoutCredentials(target.url),
    reachable: output.failure !== 'unreachable' && output.failure !== 'wrongCredentials',
    codec: main?.codec,
    width: main?.width,
    height: main?.height,
    frameRate: main?.frameRate,
    streams: output.streams,
    browserDecodable: main !== undefined && BROWSER_CODECS.has(main.codec),
    warning: fields[0] && { message: fields[0].value, warningFields: fields },
  };
}
