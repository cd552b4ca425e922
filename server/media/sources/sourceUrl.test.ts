/** The camera source rule (issue 27 #1): only rtsp, rtsps, http and https reach ffmpeg, each with
 *  the protocol and demuxer whitelists its scheme needs; the argument lists the pipeline builds from
 *  a URL always carry them, and a stored row with a hostile URL gets no plan at all. */
import { execFileSync } from 'node:child_process';
import { CAMERA_MESSAGES } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { urlCameraRecord } from '../../testing/urlCameraRecord';
import { hostileSourceUrls } from '../../testing/fuzz/hostileSourceUrls';
import { cameraPlan, defaultScene } from './cameraPlan';
import { demoSceneArgs } from './demoSceneArgs';
import { demoSoundArgs } from './demoSoundArgs';
import { mediaTools } from './mediaTools';
import { assertInputsWhitelisted, internalInputOptions, sourceInputOptions, sourceUrlProblem } from './sourceUrl';
import { urlSourceArgs } from './urlSourceArgs';

const CLIP = '/var/lib/vantage/archive/demo-hq-camera-1/1/segment.mp4';

describe('the camera source rule', () => {
  it.each(hostileSourceUrls(CLIP))('refuses %j everywhere a URL becomes ffmpeg arguments', (url) => {
    expect(sourceUrlProblem(url)).toBe(CAMERA_MESSAGES.urlNotAllowed);
    expect(() => sourceInputOptions(url)).toThrow(CAMERA_MESSAGES.urlNotAllowed);
    expect(() => urlSourceArgs({ url })).toThrow(CAMERA_MESSAGES.urlNotAllowed);
    expect(() => urlSourceArgs({ url: 'rtsp://10.0.0.5/main', reviewUrl: url })).toThrow();
    // A row saved before the rule (or written by other means) is not run.
    expect(cameraPlan(urlCameraRecord(url), undefined)).toBeUndefined();
    expect(cameraPlan(urlCameraRecord('rtsp://10.0.0.5/main', url), undefined)).toBeUndefined();
  });

  it.each([
    ['rtsp://10.0.0.5:554/main', 'tcp,udp,rtp', 'rtsp'],
    ['RTSPS://user:pa%40ss@cam.example/stream', 'tcp,udp,rtp,tls', 'rtsp'],
    ['http://[fd00::5]:8080/video.mjpg', 'http,https,tcp,tls', 'mpjpeg'],
    ['https://cam.example/live.ts', 'http,https,tcp,tls', 'mpegts'],
  ])('lets %s through with only its protocols and camera demuxers', (url, protocols, format) => {
    expect(sourceUrlProblem(url)).toBeUndefined();
    const options = sourceInputOptions(url);
    expect(options.slice(0, 2)).toEqual(['-protocol_whitelist', protocols]);
    expect(options[2]).toBe('-format_whitelist');
    expect(options[3]?.split(',')).toContain(format);
    expect(options[3]?.split(',')).not.toEqual(expect.arrayContaining(['hls']));
    expect(options[3]?.split(',')).not.toEqual(expect.arrayContaining(['concat']));
    const args = urlSourceArgs({ url, reviewUrl: url });
    // Each input carries the whitelists before its -i.
    const inputs = args.flatMap((arg, i) => (arg === '-i' ? [i] : []));
    expect(inputs).toHaveLength(2);
    for (const at of inputs) expect(args.slice(Math.max(0, at - 8), at)).toEqual(expect.arrayContaining(options));
  });

  it('checks that every input of an argument list has its whitelists', () => {
    expect(() =>
      assertInputsWhitelisted(urlSourceArgs({ url: 'rtsp://10.0.0.5/a', reviewUrl: 'http://10.0.0.5/b' })),
    ).not.toThrow();
    const scene = { name: 'Demo', scene: defaultScene('demo-cam'), originMs: 0 };
    expect(() => assertInputsWhitelisted(demoSceneArgs(scene))).not.toThrow();
    expect(() => assertInputsWhitelisted(demoSoundArgs({ frequencyHz: 440 }, 0))).not.toThrow();
    expect(() =>
      assertInputsWhitelisted(demoSceneArgs({ ...scene, rawInput: { width: 64, height: 32 } })),
    ).not.toThrow();
    expect(() => assertInputsWhitelisted(['-i', 'pipe:0', '-f', 'null', '-'])).toThrow(/pipe:0/);
    // The second input's options do not borrow the first one's.
    const two = [...sourceInputOptions('rtsp://10.0.0.5/a'), '-i', 'rtsp://10.0.0.5/a', '-i', '/etc/passwd'];
    expect(() => assertInputsWhitelisted(two)).toThrow(/\/etc\/passwd/);
  });

  it('gives the platform’s own inputs the least they need', () => {
    expect(internalInputOptions('lavfi', 'lavfi')).toEqual([
      '-protocol_whitelist',
      'none',
      '-format_whitelist',
      'lavfi',
    ]);
    expect(internalInputOptions('pipe', 'h264')).toEqual(['-protocol_whitelist', 'pipe', '-format_whitelist', 'h264']);
    expect(internalInputOptions('archiveFile', 'mov')).toEqual([
      '-protocol_whitelist',
      'file',
      '-format_whitelist',
      'mov',
    ]);
  });

  it('is understood by the ffmpeg the platform runs, which then refuses a file behind an allowed scheme', () => {
    const refused = (args: string[]) => {
      try {
        execFileSync(mediaTools.ffmpeg, ['-hide_banner', ...args, '-t', '0.1', '-f', 'null', '-'], { stdio: 'pipe' });
        return 'opened';
      } catch (err) {
        return String((err as { stderr?: Buffer }).stderr);
      }
    };
    // The options are known to this build (an unknown option would fail every camera).
    expect(refused([...sourceInputOptions('rtsp://127.0.0.1:1/x'), '-i', 'file:///etc/hostname'])).toMatch(
      /not on whitelist/,
    );
    expect(refused([...sourceInputOptions('http://127.0.0.1:1/x'), '-i', 'concat:/etc/hostname'])).toMatch(
      /not on whitelist/,
    );
    const scene = demoSceneArgs({ name: 'Demo', scene: defaultScene('demo-cam'), originMs: 0 });
    expect(scene.slice(0, scene.indexOf('-i'))).toEqual(expect.arrayContaining(['-protocol_whitelist', 'none']));
  });
});
