/** Fault suite (issue 27 #1): camera URLs that would make ffmpeg read the platform's own machine
 *  instead of a camera — local files by every spelling ffmpeg accepts, its wrapper protocols around
 *  a file, inline data, raw sockets and schemes no camera speaks. Every entry point that takes a
 *  camera URL (probe, create, update, CSV import, an ONVIF device's answer, a stored row) is run
 *  over the whole list; `clip` is a real H.264 file standing for another realm's recording. None
 *  contains '&' or '<', so an ONVIF device can answer each one verbatim. */
export function hostileSourceUrls(clip: string): string[] {
  return [
    'file:///etc/passwd',
    `file://${clip}`,
    `file:${clip}`,
    '/etc/passwd',
    clip,
    `./${clip.split('/').pop()}`,
    `concat:/etc/passwd|${clip}`,
    `subfile:,start,0,end,0,:${clip}`,
    `async:file:${clip}`,
    `cache:file:${clip}`,
    `crypto:file:${clip}`,
    'data:text/plain;base64,cm9vdDp4OjA6MDo=',
    `hls+file://${clip}`,
    'pipe:0',
    'tcp://127.0.0.1:22',
    'udp://127.0.0.1:5000',
    'unix:///var/run/docker.sock',
    'gopher://127.0.0.1:25/_HELO',
    'ftp://127.0.0.1/etc/passwd',
    'rtmp://127.0.0.1/live/x',
    'rtp://127.0.0.1:5004',
    'srtp://127.0.0.1:5004',
    'tls://127.0.0.1:443',
    'httpproxy://127.0.0.1:3128',
    'rtsp://127.0.0.1/x\nfile:///etc/passwd',
  ];
}
