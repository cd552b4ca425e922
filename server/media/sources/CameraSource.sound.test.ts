/** A demo camera with sound (issue 31) delivers its pictures as soon after their capture as a silent
 *  one does: muxed with its sound in one ffmpeg, each picture waited for the sound to catch up with
 *  it (100–200 ms where a silent camera's took 5). The two run side by side on the same machine,
 *  so only the difference is judged; and the sound still comes, on the pictures' clock. */
import { STREAM_NUMBER } from '../../../shared/video/constants';
import { demoCameraRecord } from '../../testing/demoCameraRecord';
import { CameraSource } from './CameraSource';
import { cameraPlan } from './cameraPlan';
import type { Frame, SourceListener } from './SourceListener';

jest.setTimeout(40_000);

/** What a camera gave in its first seconds: how long after its capture each picture came, and the
 *  times of its pictures and sound. */
interface Delivered {
  lateMs: number[];
  pictures: Frame[];
  sound: Frame[];
}

function listen(into: Delivered, startedAt: number): SourceListener {
  // The first seconds are the process starting.
  const settled = () => Date.now() - startedAt > 2_000;
  return {
    init: () => undefined,
    fragment: (stream, fragment) => {
      if (stream !== STREAM_NUMBER.FULL) return;
      into.pictures.push(...fragment.frames);
      if (settled()) into.lateMs.push(...fragment.frames.map((frame) => Date.now() - frame.pts));
    },
    audio: (stream, fragment) => {
      if (stream === STREAM_NUMBER.FULL) into.sound.push(...fragment.frames);
    },
    ended: () => undefined,
    health: () => undefined,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe('a demo camera with sound', () => {
  it('delivers its pictures as soon after their capture as a silent camera, with its sound', async () => {
    const scene = { pattern: 'testsrc2', hue: 40 };
    const silentCamera = { ...demoCameraRecord('silent-cam', 'Silent'), config: { source: 'demo', scene } };
    const soundCamera = {
      ...demoCameraRecord('sound-cam', 'Sound'),
      config: { source: 'demo', scene: { ...scene, audio: { frequencyHz: 440 } } },
    };
    const silent: Delivered = { lateMs: [], pictures: [], sound: [] };
    const withSound: Delivered = { lateMs: [], pictures: [], sound: [] };
    const startedAt = Date.now();
    const sources = [
      new CameraSource(silentCamera.id, cameraPlan(silentCamera, undefined)!, listen(silent, startedAt)),
      new CameraSource(soundCamera.id, cameraPlan(soundCamera, undefined)!, listen(withSound, startedAt)),
    ];
    sources.forEach((source) => source.start());
    try {
      const deadline = Date.now() + 30_000;
      while ((silent.lateMs.length < 60 || withSound.lateMs.length < 60) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await Promise.all(sources.map((source) => source.stop()));
    }
    expect(silent.lateMs.length).toBeGreaterThanOrEqual(60);
    expect(withSound.lateMs.length).toBeGreaterThanOrEqual(60);
    // A frame time (100 ms) or more is what muxing the sound cost; less than 60 ms is noise.
    expect(median(withSound.lateMs) - median(silent.lateMs)).toBeLessThan(60);
    // Its sound runs beside its pictures: from their first to their last, 46.875 frames a second.
    const first = withSound.pictures[0]!.pts;
    const last = withSound.pictures.at(-1)!.pts;
    const alongside = withSound.sound.filter((s) => s.pts >= first && s.pts <= last);
    expect(alongside.length / ((last - first) / 1000)).toBeGreaterThan(40);
    expect(Math.abs(withSound.sound[0]!.pts - first)).toBeLessThan(50);
  });
});
