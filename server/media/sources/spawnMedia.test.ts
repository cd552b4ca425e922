/** The platform's ffmpeg children (issue 27 #9, #11): not root where the platform is root, and a
 *  camera's recording at a better priority than analysis and transcoding. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MOTION_DEFAULTS, MOTION_GRID } from '../../../shared/events/motionConstants';
import { STREAM_NUMBER } from '../../../shared/video/constants';
import { demoCameraRecord } from '../../testing/demoCameraRecord';
import { LumaFrameDecoder } from '../analysis/LumaFrameDecoder';
import { MotionDetector } from '../motion/MotionDetector';
import { remuxToMp4 } from '../exports/remuxToMp4';
import { CameraSource } from './CameraSource';
import { cameraPlan } from './cameraPlan';
import { mediaAccount } from './mediaAccount';
import { mediaTools } from './mediaTools';
import { spawnMedia } from './spawnMedia';
import type { Fragment, StreamInit } from './SourceListener';

jest.setTimeout(30_000);

const asRoot = process.getuid?.() === 0;

/** Effective uid and gid of a running process, as the kernel has them. */
function ids(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(/\s+\d+\s+(\d+)/.exec(status.split('\n').find((l) => l.startsWith(name))!)![1]);
  return { uid: field('Uid:'), gid: field('Gid:') };
}

/** Niceness of every thread of a process (Linux keeps one per thread). */
function threadNiceness(pid: number): number[] {
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .map((task) => Number(fs.readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));
}

async function until(done: () => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

(process.platform === 'linux' ? describe : describe.skip)('ffmpeg children', () => {
  const camera = demoCameraRecord('account-cam', 'Account');
  let source: CameraSource | undefined;
  const fragments: Fragment[] = [];
  let init: StreamInit | undefined;

  beforeAll(async () => {
    const plan = cameraPlan(camera, undefined);
    if (!plan) throw new Error('no plan');
    source = new CameraSource(camera.id, plan, {
      init: (stream, i) => stream === STREAM_NUMBER.FULL && (init = i),
      fragment: (stream, fragment) => stream === STREAM_NUMBER.FULL && fragments.push(fragment),
      ended: () => undefined,
      health: () => undefined,
    });
    source.start();
    await until(() => fragments.filter((f) => f.key).length >= 3);
  });
  afterAll(() => source?.stop());

  (asRoot ? it : it.skip)('a camera run is not root when the platform is', () => {
    const pid = source!.pid!;
    expect(ids(pid).uid).not.toBe(0);
    expect(ids(pid)).toEqual({ uid: mediaAccount()?.uid, gid: mediaAccount()?.gid });
    // …and it still draws the scene: the font it needs is readable to it.
    expect(fragments.length).toBeGreaterThan(0);
  });

  (asRoot ? it : it.skip)('a motion decoder and an export are not root either', async () => {
    const decoder = new LumaFrameDecoder(
      () => undefined,
      () => undefined,
      { scaleTo: MOTION_GRID },
    );
    try {
      decoder.write(init!.init.description, init!.init, fragments.find((f) => f.key)!.frames[0]!);
      expect(ids(decoder.pid!).uid).not.toBe(0);
    } finally {
      decoder.close();
    }

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-export-'));
    try {
      const fragmented = path.join(dir, 'part.m4s.mp4');
      const from = fragments.findIndex((f) => f.key);
      fs.writeFileSync(fragmented, Buffer.concat([init!.init.bytes, ...fragments.slice(from).map((f) => f.bytes)]));
      const output = path.join(dir, 'export.mp4');
      await remuxToMp4(fragmented, output, 1_000);
      expect(fs.statSync(output).size).toBeGreaterThan(0);
      // The export belongs to the platform, and only it may read it.
      expect(fs.statSync(output).uid).toBe(0);
      expect((fs.statSync(output).mode & 0o777).toString(8)).toBe('600');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('records at a better priority than analysis and transcoding', () => {
    const analysis = spawnMedia('analysis', ['-hide_banner', '-loglevel', 'error', '-f', 'h264', '-i', 'pipe:0']);
    try {
      const recording = Math.max(...threadNiceness(source!.pid!));
      const others = Math.min(...threadNiceness(analysis.pid!));
      expect(recording).toBeLessThan(others);
      // Above the platform itself and the rest of the machine, where it may (root).
      if (asRoot) expect(recording).toBeLessThan(os.getPriority());
    } finally {
      analysis.kill('SIGKILL');
    }
  });

  it("decodes for motion detection at the platform's own priority: below recording, above other analysis", () => {
    const detector = new MotionDetector(
      MOTION_DEFAULTS,
      () => undefined,
      () => undefined,
    );
    const analysis = spawnMedia('analysis', ['-hide_banner', '-loglevel', 'error', '-f', 'h264', '-i', 'pipe:0']);
    try {
      detector.init(init!);
      detector.frame(fragments.find((f) => f.key)!.frames[0]!);
      const detection = threadNiceness(detector.decoderPid!);
      expect(Math.max(...detection)).toBe(os.getPriority());
      expect(Math.max(...detection)).toBeLessThan(Math.min(...threadNiceness(analysis.pid!)));
      if (asRoot) expect(Math.min(...detection)).toBeGreaterThan(Math.max(...threadNiceness(source!.pid!)));
    } finally {
      detector.close();
      analysis.kill('SIGKILL');
    }
  });

  it('runs a maintained build where the system has one', () => {
    if (fs.existsSync('/usr/bin/ffmpeg') && !process.env.VANTAGE_FFMPEG) {
      expect(mediaTools.ffmpegSource).toBe('system');
    }
  });
});
