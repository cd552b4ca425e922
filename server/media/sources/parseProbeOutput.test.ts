/** What probeDevice reads from ffmpeg's words about a camera. */
import { parseProbeOutput } from './parseProbeOutput';

const RTSP_H264 = `Input #0, rtsp, from 'rtsp://127.0.0.1:8554/camera':
  Metadata:
    title           : Session streamed with GStreamer
  Duration: N/A, start: 0.100000, bitrate: N/A
    Stream #0:0: Video: h264 (Constrained Baseline), yuv420p(progressive), 320x240 [SAR 1:1 DAR 4:3], 10 fps, 10 tbr, 90k tbn, 20 tbc
At least one output file must be specified
`;

const TWO_STREAMS_HEVC = `Input #0, rtsp, from 'rtsp://cam/main':
    Stream #0:0: Video: hevc (Main), yuvj420p(pc), 2560x1440, 25 fps, 25 tbr, 90k tbn, 25 tbc
    Stream #0:1: Audio: pcm_mulaw, 8000 Hz, mono, s16, 64 kb/s
    Stream #0:2: Video: h264 (Main), yuvj420p(pc), 640x360, 12.50 tbr, 90k tbn, 25 tbc
`;

describe('parseProbeOutput', () => {
  it('reads codec, profile, resolution and frame rate of each video stream', () => {
    expect(parseProbeOutput(RTSP_H264)).toEqual({
      format: 'rtsp',
      failure: undefined,
      detail: undefined,
      streams: [{ index: 0, codec: 'h264', profile: 'Constrained Baseline', width: 320, height: 240, frameRate: 10 }],
    });
    const two = parseProbeOutput(TWO_STREAMS_HEVC);
    expect(two.streams.map((s) => [s.codec, s.width, s.height, s.frameRate])).toEqual([
      ['hevc', 2560, 1440, 25],
      ['h264', 640, 360, 12.5],
    ]);
  });

  it('tells refused credentials from an unreachable camera', () => {
    expect(
      parseProbeOutput(
        '[rtsp @ 0x1] method DESCRIBE failed: 401 Unauthorized\nrtsp://x: Server returned 401 Unauthorized',
      ),
    ).toMatchObject({ failure: 'wrongCredentials' });
    expect(parseProbeOutput('http://x/mjpeg: Server returned 401 Unauthorized (authorization failed)')).toMatchObject({
      failure: 'wrongCredentials',
    });
    expect(parseProbeOutput('rtsp://127.0.0.1:9/x: Connection refused')).toMatchObject({
      failure: 'unreachable',
      detail: 'rtsp://127.0.0.1:9/x: Connection refused',
    });
  });

  it('reports a stream without video', () => {
    expect(
      parseProbeOutput("Input #0, rtsp, from 'rtsp://x':\n    Stream #0:0: Audio: aac, 16000 Hz, mono\n"),
    ).toMatchObject({ failure: 'noVideo' });
  });
});
