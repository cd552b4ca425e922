/** `url` cameras with real ffmpeg, streaming over HTTP (startHttpCamera): H.264 is remuxed as it
 *  is; another codec fails the first run (BROKEN) and is re-encoded from then on. */
import { STREAM_NUMBER } from '../../../shared/video/constants';
import { startHttpCamera, type HttpCamera } from '../../testing/startHttpCamera';
import { CameraSource } from './CameraSource';
import { cameraPlan } from './cameraPlan';
import type { Fragment, SourceHealth, StreamInit } from './SourceListener';
import { urlCameraRecord } from '../../testing/urlCameraRecord';

jest.setTimeout(30_000);

const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast'];
const cameras: HttpCamera[] = [];
afterAll(() => Promise.all(cameras.map((c) => c.stop())));

async function httpCamera(codec: string[], size = '320x240'): Promise<string> {
  const camera = await startHttpCamera(size, codec);
  cameras.push(camera);
  return camera.url;
}

function run(url: string, reviewUrl?: string) {
  const plan = cameraPlan(urlCameraRecord(url, reviewUrl), undefined);
  if (!plan) throw new Error('no plan');
  const inits: StreamInit[] = [];
  const fragments: Fragment[] = [];
  const reviewInits: StreamInit[] = [];
  const reviewFragments: Fragment[] = [];
  const health: SourceHealth[] = [];
  const source = new CameraSource('url-cam', plan, {
    init: (stream, init) => (stream === STREAM_NUMBER.FULL ? inits : reviewInits).push(init),
    fragment: (stream, fragment) => (stream === STREAM_NUMBER.FULL ? fragments : reviewFragments).push(fragment),
    ended: () => undefined,
    health: (status) => health.push(status),
  });
  return { plan, source, inits, fragments, reviewInits, reviewFragments, health };
}

async function until(done: () => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('url cameras', () => {
  it('remuxes H.264 without re-encoding, frames on the wall clock', async () => {
    const url = await httpCamera(H264);
    const r = run(url);
    expect(r.plan.args(0)).toEqual(expect.arrayContaining(['-c:v', 'copy']));
    const started = Date.now();
    r.source.start();
    await until(() => r.fragments.length >= 20);
    await r.source.stop();
    expect(r.inits[0]?.init).toMatchObject({ width: 320, height: 240 });
    expect(r.inits[0]?.init.codec).toMatch(/^avc1\./);
    expect(r.fragments[0]?.key).toBe(true);
    expect(r.fragments[0]?.startMs).toBeGreaterThanOrEqual(started - 50);
    expect(r.health).toEqual(['NORMAL', 'OFF']);
  });

  it('re-encodes a source that is not H.264 after its first run fails', async () => {
    const url = await httpCamera(['-c:v', 'mpeg4']);
    const r = run(url);
    r.source.start();
    await until(() => r.fragments.length >= 5);
    await r.source.stop();
    expect(r.health.slice(0, 2)).toEqual(['BROKEN', 'NORMAL']);
    expect(r.plan.args(0)).toEqual(expect.arrayContaining(['-c:v', 'libx264']));
    expect(r.inits[0]?.init.codec).toMatch(/^avc1\./);
  });

  it('reads a second stream URL as the REVIEW stream, both copied, in one process', async () => {
    const main = await httpCamera(H264);
    const small = await httpCamera(H264, '160x120');
    const r = run(main, small);
    expect(r.plan.streams).toEqual([STREAM_NUMBER.FULL, STREAM_NUMBER.REVIEW]);
    expect(r.plan.args(0).filter((a) => a === 'copy')).toHaveLength(2);
    r.source.start();
    await until(() => r.fragments.length >= 10 && r.reviewFragments.length >= 10);
    await r.source.stop();
    expect(r.inits[0]?.init).toMatchObject({ width: 320, height: 240 });
    expect(r.reviewInits[0]?.init).toMatchObject({ width: 160, height: 120 });
    expect(r.reviewFragments[0]?.key).toBe(true);
    expect(r.health).toEqual(['NORMAL', 'OFF']);
  });

  it('has only the FULL stream without a second URL', () => {
    const plan = cameraPlan(urlCameraRecord('rtsp://10.0.0.5/main'), undefined);
    expect(plan?.streams).toEqual([STREAM_NUMBER.FULL]);
    expect(plan?.args(0)).not.toContain('pipe:3');
  });
});
