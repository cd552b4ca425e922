/** A stretch of a demo scene as a demo camera's review stream carries it (issue 32): the scene's
 *  pictures rendered at its times, scaled and encoded as the demo cameras' review streams are
 *  (DEMO_ENCODING.review, H.264), faster than real time. For tests and the benches, which play it
 *  into the analytics engines as the live stream would, their ground truth the scene's own. The
 *  licence plate gate (plateSceneClip) and the face lobby (faceSceneClip) are two such scenes. */
import { Readable } from 'node:stream';
import { Fmp4Splitter, parseFragment, parseInitSegment, type InitSegment } from '../fmp4';
import { DEMO_ENCODING } from './demoSceneArgs';
import type { RenderedScene } from './feedScene';
import type { Frame, StreamInit } from './SourceListener';
import { runMedia } from './spawnMedia';
import { internalInputOptions } from './sourceUrl';

export interface SceneClip {
  init: StreamInit;
  frames: Frame[];
}

/** `runId` names the clip's run (as a live stream's); `name` says which scene in an error. */
export async function sceneClip(
  /** Drawn at the demo cameras' full size (DEMO_ENCODING.full). */
  scene: RenderedScene,
  fromMs: number,
  durationMs: number,
  runId: string,
  name: string,
): Promise<SceneClip> {
  const { full, review, gopSeconds } = DEMO_ENCODING;
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
  if (!initBytes) throw new Error(`the ${name} scene clip has no init segment`);
  const init: InitSegment = parseInitSegment(initBytes);
  const samples = fragments.flatMap((f) => parseFragment(f, init));
  return {
    init: { init, originMs: fromMs, runId },
    // In order and without B-frames: frame i is the scene at fromMs + i frame times.
    frames: samples.map((s, i) => ({ pts: fromMs + i * frameMs, duration: frameMs, key: s.key, data: s.data })),
  };
}
