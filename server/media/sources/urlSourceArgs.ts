/** ffmpeg arguments of a `url` camera (spec 2 §3 streams FULL and REVIEW): an RTSP or HTTP stream
 *  (sourceUrl.ts: nothing else, issue 27), remuxed without re-encoding when it is H.264, re-encoded
 *  otherwise, as the FULL stream on fd 1; a camera with a second (review) stream URL reads it in the
 *  same process as the REVIEW stream on fd 3, so both streams start, fail and restart together.
 *  RTSP runs interleaved over TCP unless the camera is set to RTP over UDP. */
import { sourceOutputArgs } from './sourceOutputArgs';
import { sourceInputOptions } from './sourceUrl';

export interface UrlSource {
  url: string;
  /** Re-encode to H.264 (the source is not H.264). */
  transcode?: boolean;
  /** RTSP lower transport; TCP by default (it passes NAT and firewalls, and loses nothing). */
  rtspTransport?: 'tcp' | 'udp';
  /** The camera's second, smaller stream (credentials included), recorded and played as REVIEW. */
  reviewUrl?: string | undefined;
}

export function urlSourceArgs(source: UrlSource): string[] {
  const codec = source.transcode
    ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '20', '-sc_threshold', '0']
    : ['-c:v', 'copy'];
  const output = (input: number, pipe: string) => ['-map', `${input}:v:0`, '-an', ...codec, ...sourceOutputArgs(pipe)];
  return [
    ...['-hide_banner', '-nostats', '-loglevel', 'error'],
    ...inputArgs(source.url, source),
    ...(source.reviewUrl ? inputArgs(source.reviewUrl, source) : []),
    ...output(0, 'pipe:1'),
    ...(source.reviewUrl ? output(1, 'pipe:3') : []),
  ];
}

/** Throws for a URL the source rule refuses: no argument list names one. */
function inputArgs(url: string, source: UrlSource): string[] {
  return [
    ...sourceInputOptions(url),
    ...(url.startsWith('rtsp') ? ['-rtsp_transport', source.rtspTransport ?? 'tcp'] : []),
    '-i',
    url,
  ];
}
