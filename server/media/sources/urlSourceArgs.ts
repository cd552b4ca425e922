/** ffmpeg arguments of a `url` camera: any RTSP/HTTP (or local file) input ffmpeg reads,
 *  remuxed without re-encoding when it is H.264, re-encoded otherwise; FULL stream only. RTSP runs
 *  interleaved over TCP unless the camera is set to RTP over UDP. */

export interface UrlSource {
  url: string;
  /** Re-encode to H.264 (the source is not H.264). */
  transcode?: boolean;
  /** RTSP lower transport; TCP by default (it passes NAT and firewalls, and loses nothing). */
  rtspTransport?: 'tcp' | 'udp';
}

export function urlSourceArgs(source: UrlSource): string[] {
  const isFile = !/^[a-z]+:\/\//i.test(source.url) || source.url.startsWith('file:');
  const input = [
    ...(source.url.startsWith('rtsp') ? ['-rtsp_transport', source.rtspTransport ?? 'tcp'] : []),
    // Files stand in for live cameras in tests and demos: read in real time, forever.
    ...(isFile ? ['-re', '-stream_loop', '-1'] : []),
    '-i',
    source.url,
  ];
  const codec = source.transcode
    ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '20', '-sc_threshold', '0']
    : ['-c:v', 'copy'];
  return [
    ...['-hide_banner', '-nostats', '-loglevel', 'error', ...input, '-map', '0:v:0', '-an', ...codec],
    ...['-f', 'mp4', '-movflags', 'frag_keyframe+empty_moov+default_base_moof+frag_every_frame', 'pipe:1'],
  ];
}
