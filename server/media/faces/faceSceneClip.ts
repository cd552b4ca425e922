/** A stretch of the face demo scene as the lobby camera's review stream carries it (issue 32): the
 *  lobby rendered at the scene's times, scaled and encoded as the demo cameras' review streams are
 *  (DEMO_ENCODING.review, H.264), faster than real time — for the bench, which plays it into the
 *  face engine as the live stream would, its ground truth the scene's faceTraffic. */
import { Readable } from 'node:stream';
import { Fmp4Splitter, parseFragment, parseInitSegment, type InitSegment } from '../fmp4';
import type { Frame, StreamInit } from '../sources/SourceListener';
import { DEMO_ENCODING } from '../sources/demoSceneArgs';
import { runMedia } from '../sources/spawnMedia';
import { internalInputOptions } from '../sources/sourceUrl';
import { FaceScene } from './FaceScene';

export interface FaceSceneClip {
  init: StreamInit;
  frames: Frame[];
}

export async function faceSceneClip(fromMs: number, durationMs: number): Promise<FaceSceneClip> {
  const { full, review, gopSeconds } = DEMO_ENCODING;
  const scene = new FaceScene({ width: full.width, height: full.height });
  const count = Math.floor((durationMs * review.fps) / 1000);
  const frameMs = 1000 / review.fps;
  let n = 0;
  const pictures = new Readable({
    read() {
      this.push(n < count ? scene.render(fromMs + n * frameMs) : null);
      n += 1;
    },
  });
  const bytes = await runMedia(
    'analysis',
    [
      ...['-hide_banner', '-loglevel', 'error', ...internalInputOptions('pipe', 'rawvideo')],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${full.width}x${full.height}`],
      ...['-framerate', String(review.fps), '-i', 'pipe:0'],
      ...['-vf', `scale=${review.width}:${review.height},format=yuv420p`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', String(review.fps * gopSeconds)],
      ...['-b:v', `${review.bitrateK}k`, '-maxrate', `${review.bitrateK}k`, '-bufsize', `${review.bitrateK * 2}k`],
      ...['-f', 'mp4', '-movflags', 'frag_keyframe+empty_moov+default_base_moof+frag_every_frame', 'pipe:1'],
    ],
    pictures,
  );
  let initBytes: Buffer | undefined;
  const fragments: Buffer[] = [];
  new Fmp4Splitter({ init: (b) => (initBytes = b), fragment: (b) => fragments.push(b) }).push(bytes);
  if (!initBytes) throw new Error('the face scene clip has no init segment');
  const init: InitSegment = parseInitSegment(initBytes);
  const samples = fragments.flatMap((f) => parseFragment(f, init));
  return {
    init: { init, originMs: fromMs, runId: `faces-${fromMs}` },
    // In order and without B-frames: frame i is the scene at fromMs + i frame times.
    frames: samples.map((s, i) => ({ pts: fromMs + i * frameMs, duration: frameMs, key: s.key, data: s.data })),
  };
}
