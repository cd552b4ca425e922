/** The one rule every camera URL obeys before ffmpeg opens it (issue 27): an rtsp, rtsps, http or
 *  https address with a host — never a file, a bare path, `concat:`, `subfile:`, `data:` or any other
 *  input ffmpeg would read on the platform's own machine — and the input options that keep ffmpeg to
 *  that: `-protocol_whitelist` (the protocols the scheme needs, so neither an HTTP redirect nor an
 *  RTSP answer can pivot to `file:` or anything else) and `-format_whitelist` (the demuxers a
 *  camera streams in: no `hls`, which fetches segment URLs of its own, no `concat`, no `tty`, which
 *  renders any text as video). Inputs the platform makes itself get the least they need. */
import { CAMERA_MESSAGES, SOURCE_URL_SCHEMES } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { parseCameraUrl } from '../../../shared/cameraAdmin/validateCameraInput';

type SourceScheme = (typeof SOURCE_URL_SCHEMES)[number];

/** What ffmpeg may use per scheme. RTSP is a demuxer, not a protocol: it opens tcp (interleaved),
 *  udp and rtp (RTP over UDP), tls (rtsps). HTTP and HTTPS may redirect only to each other. */
const INPUT_RULES: Record<SourceScheme, { protocols: string; formats: string }> = {
  'rtsp:': { protocols: 'tcp,udp,rtp', formats: 'rtsp' },
  'rtsps:': { protocols: 'tcp,udp,rtp,tls', formats: 'rtsp' },
  'http:': { protocols: 'http,https,tcp,tls', formats: 'mpegts,h264,hevc,mjpeg,mpjpeg,flv,matroska,mov,avi' },
  'https:': { protocols: 'http,https,tcp,tls', formats: 'mpegts,h264,hevc,mjpeg,mpjpeg,flv,matroska,mov,avi' },
};

/** Why ffmpeg may not open this URL as a camera, or undefined when it may. */
export function sourceUrlProblem(url: string): string | undefined {
  // Control characters would reach ffmpeg's option parser and the camera's request line.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(url)) return CAMERA_MESSAGES.urlNotAllowed;
  const parts = parseCameraUrl(url);
  if (!parts || !parts.host) return CAMERA_MESSAGES.urlNotAllowed;
  return (SOURCE_URL_SCHEMES as readonly string[]).includes(parts.protocol) ? undefined : CAMERA_MESSAGES.urlNotAllowed;
}

/** ffmpeg's input options for a camera URL, to put before its `-i`; throws for a URL the rule
 *  refuses, so no argument list with one is ever built. */
export function sourceInputOptions(url: string): string[] {
  const problem = sourceUrlProblem(url);
  if (problem) throw new Error(problem);
  const rule = INPUT_RULES[parseCameraUrl(url)!.protocol as SourceScheme];
  return ['-protocol_whitelist', rule.protocols, '-format_whitelist', rule.formats];
}

/** Inputs the platform makes itself: a filter graph (lavfi opens no protocol), its own pipes
 *  (stdin), and its own archive files. */
export type InternalInput = 'lavfi' | 'pipe' | 'archiveFile';

/** ffmpeg's input options for an input the platform makes, to put before its `-i`: the one
 *  protocol it needs (none for a filter graph) and its demuxer. */
export function internalInputOptions(input: InternalInput, format: string): string[] {
  // 'none' names no protocol, so a filter graph opens none.
  const protocols = input === 'pipe' ? 'pipe' : input === 'archiveFile' ? 'file' : 'none';
  return ['-protocol_whitelist', protocols, '-format_whitelist', format];
}

/** Throws unless every input of an ffmpeg argument list (each `-i`) has its protocol and demuxer
 *  whitelists among the options since the previous input: what the one place that starts ffmpeg
 *  can check of every argument list, whoever built it. */
export function assertInputsWhitelisted(args: readonly string[]): void {
  let from = 0;
  args.forEach((arg, at) => {
    if (arg !== '-i') return;
    const options = args.slice(from, at);
    if (!options.includes('-protocol_whitelist') || !options.includes('-format_whitelist')) {
      throw new Error(`ffmpeg input ${args[at + 1] ?? ''} has no protocol and format whitelist`);
    }
    from = at + 2;
  });
}
