/** Motion detection on real ffmpeg clips shaped like a demo camera's review stream: a demo scene
 *  with the crossing object raises one event when the object enters; the same busy scene without
 *  it, and a still one, raise none. */
import { execFileSync } from 'node:child_process';
import { MOTION_DEFAULTS } from '../../../shared/events/motionConstants';
import { Fmp4Splitter, parseFragment, parseInitSegment } from '../fmp4';
import {
  crossingPosition,
  crossingSource,
  DEMO_ENCODING,
  patternSource,
  type DemoScene,
} from '../sources/demoSceneArgs';
import { mediaTools } from '../sources/mediaTools';
import type { MetadataBox } from '../../../shared/video/mediaMetadata';
import { MotionDetector, type MotionFound } from './MotionDetector';

const ORIGIN = Date.UTC(2026, 0, 1, 12);
const SECONDS = 14;

/** A review-stream clip (fragmented MP4, H.264) of a scene, its wall clock starting at ORIGIN. */
function clip(scene: DemoScene): Buffer {
  const { full, review } = DEMO_ENCODING;
  const filter =
    `${crossingSource()}[0:v]scale=${full.width}:${full.height}[bg];[bg][obj]${crossingPosition(scene, ORIGIN)},` +
    `fps=${review.fps},scale=${review.width}:${review.height},format=yuv420p[review]`;
  return execFileSync(
    mediaTools.ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', patternSource(scene.pattern, full)],
      ...['-filter_complex', filter, '-map', '[review]', '-t', String(SECONDS)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', String(review.fps)],
      ...['-f', 'mp4', '-movflags', 'frag_keyframe+empty_moov+default_base_moof+frag_every_frame', 'pipe:1'],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

/** Plays a clip into a detector as the live stream would and waits until every frame is scored. */
async function detect(
  bytes: Buffer,
  onRegions?: (pts: number, regions: MetadataBox[]) => void,
): Promise<MotionFound[]> {
  let initBytes: Buffer | undefined;
  const fragments: Buffer[] = [];
  new Fmp4Splitter({ init: (b) => (initBytes = b), fragment: (b) => fragments.push(b) }).push(bytes);
  const init = parseInitSegment(initBytes as Buffer);
  const samples = fragments.flatMap((f) => parseFragment(f, init));
  const found: MotionFound[] = [];
  const errors: string[] = [];
  const detector = new MotionDetector(
    MOTION_DEFAULTS,
    (f) => found.push(f),
    (e) => errors.push(e),
    onRegions,
  );
  detector.init({ init, originMs: ORIGIN, runId: 'test' });
  for (const [i, s] of samples.entries()) {
    const pts = ORIGIN + Math.round((s.pts * 1000) / init.timescale);
    detector.frame({ pts, duration: 200, key: s.key, data: s.data });
    // Faster than real time, but not so far ahead that the decoder's backlog limit drops frames.
    while (detector.scored < i - 5) await new Promise((r) => setTimeout(r, 5));
  }
  const deadline = Date.now() + 10_000;
  while (detector.scored < samples.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  detector.close();
  expect(errors).toEqual([]);
  expect(detector.scored).toBe(samples.length);
  return found;
}

describe('MotionDetector on real clips', () => {
  jest.setTimeout(60_000);
  // The object enters 4 s into the clip and takes 6 s to cross.
  const crossing = { periodS: 600, durationS: 6, offsetS: (ORIGIN / 1000 + 4) % 600 };
  const never = { periodS: 600, durationS: 6, offsetS: (ORIGIN / 1000 + 300) % 600 };

  it('raises one event when an object crosses a busy scene, at the frame it enters', async () => {
    const found = await detect(clip({ pattern: 'life', hue: 0, crossing }));
    expect(found).toHaveLength(1);
    const at = (found[0]?.at ?? 0) - ORIGIN;
    expect(at).toBeGreaterThanOrEqual(4000);
    expect(at).toBeLessThanOrEqual(5000);
  });

  it('raises none for the same busy scene without the object, nor for a still one', async () => {
    expect(await detect(clip({ pattern: 'life', hue: 0, crossing: never }))).toEqual([]);
    expect(await detect(clip({ pattern: 'smptehdbars', hue: 0, crossing: never }))).toEqual([]);
  });

  // Started while the object is half way across (issue 31): the picture it was learnt with had the
  // object in it, and once it has gone its place must not stay boxed as a ghost. A busy scene's
  // own motion is boxed wherever it is, so the same scene without the object is the measure.
  it.each(['smptehdbars', 'testsrc2'] as const)(
    'leaves no box where the object stood when the detector started, on %s',
    async (pattern) => {
      const midway = { periodS: 600, durationS: 6, offsetS: (ORIGIN / 1000 - 3) % 600 };
      const withObject = await boxed(clip({ pattern, hue: 0, crossing: midway }));
      const withoutIt = await boxed(clip({ pattern, hue: 0, crossing: never }));
      // The object is boxed while it crosses the rest of the picture (scoring starts at 2 s; it
      // leaves at 3 s). A box where it stood is fair for a moment after it has left; from 5 s on,
      // its place is boxed only where the scene itself moves there.
      expect(withObject.anywhere.some((at) => at < 3_000)).toBe(true);
      expect(withObject.whereItStood.filter((at) => at > 5_000 && !withoutIt.whereItStood.includes(at))).toEqual([]);
    },
  );
});

/** Times (ms into the clip) of the frames with a box anywhere, and with one over the middle of the
 *  picture, where the crossing object stands half way across. */
async function boxed(bytes: Buffer): Promise<{ anywhere: number[]; whereItStood: number[] }> {
  const anywhere: number[] = [];
  const whereItStood: number[] = [];
  await detect(bytes, (pts, regions) => {
    if (regions.length > 0) anywhere.push(pts - ORIGIN);
    if (regions.some((r) => r.x <= 0.5 && 0.5 <= r.x + r.w && r.y <= 0.5 && 0.5 <= r.y + r.h)) {
      whereItStood.push(pts - ORIGIN);
    }
  });
  return { anywhere, whereItStood };
}
