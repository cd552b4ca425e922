/** Chooses how a camera device is sourced from its config: `demo` (synthetic scene, or the
 *  PTZ dome's panorama window, the licence plate gate) or `url`; undefined for kinds this platform does not run, and for a
 *  URL the source rule refuses (sourceUrl.ts, issue 27: a camera saved before the rule, or written
 *  to the database by other means, is not opened). */
import { urlWithLogin } from '../../../shared/cameraAdmin/validateCameraInput';
import { healthSettingsOf } from '../../../shared/metrics/healthSettings';
import { STREAM_NUMBER } from '../../../shared/video/constants';
import type { DeviceRecord } from '../../db/repositories/devices';
import type { PtzDome } from '../ptz/PtzDome';
import { faceSceneOf } from '../faces/faceSceneOf';
import { plateSceneOf } from '../plates/plateSceneOf';
import { CAPTURE_STAMP_FD, type SourcePlan } from './CameraSource';
import { DEMO_ENCODING, DEMO_PATTERNS, demoSceneArgs, type DemoScene } from './demoSceneArgs';
import { DEMO_SOUND_CLOCK, demoSoundArgs } from './demoSoundArgs';
import { sourceUrlProblem } from './sourceUrl';
import { urlSourceArgs, type UrlSource } from './urlSourceArgs';

/** A url camera's frame time until its second frame tells (25 fps, the common camera default). */
const URL_CAMERA_FRAME_MS = 40;

/** A scene for cameras seeded before scenes were configured: picked from the camera's id. */
export function defaultScene(cameraId: string): DemoScene {
  let hash = 0;
  for (const c of cameraId) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return { pattern: DEMO_PATTERNS[hash % DEMO_PATTERNS.length] ?? 'testsrc2', hue: (hash >>> 8) % 360 };
}

export function isPtzCamera(device: DeviceRecord): boolean {
  return device.aspects.some((a) => a.type.toLowerCase() === 'ptz');
}

/** A demo scene rendered by the platform and fed to ffmpeg as raw frames: the PTZ dome's window,
 *  the licence plate gate (PlateScene). */
export type RawScene = Pick<PtzDome, 'size' | 'feed'>;

export function cameraPlan(device: DeviceRecord, dome: RawScene | undefined): SourcePlan | undefined {
  const plan = sourcePlan(device, dome);
  // The camera's readiness and liveness timeouts hold its runs (spec 3 §3.1 health settings).
  const health = healthSettingsOf(device.config);
  return (
    plan && {
      ...plan,
      stallLimits: {
        firstFragmentMs: health.readinessTimeout * 1000,
        betweenFragmentsMs: health.livenessTimeout * 1000,
      },
    }
  );
}

function sourcePlan(device: DeviceRecord, dome: RawScene | undefined): SourcePlan | undefined {
  const config = device.config;
  if (config.source === 'demo') {
    // The licence plate gate and the face lobby are rendered by the platform as the dome is (issue 32).
    const raw = dome ?? plateSceneOf(device) ?? faceSceneOf(device);
    const scene = (config.scene as DemoScene | undefined) ?? defaultScene(device.id);
    const size = DEMO_ENCODING.full;
    const audio = raw ? undefined : scene.audio;
    return {
      streams: [STREAM_NUMBER.FULL, STREAM_NUMBER.REVIEW],
      captureStamp: true,
      frameMs: (stream) => 1000 / (stream === STREAM_NUMBER.FULL ? size.fps : DEMO_ENCODING.review.fps),
      args: (originMs) =>
        demoSceneArgs({
          name: device.name,
          scene,
          originMs,
          captureStampPipe: CAPTURE_STAMP_FD,
          ...(raw && { rawInput: { width: raw.size.width, height: raw.size.height } }),
        }),
      ...(raw && { feed: (stdin, originMs) => raw.feed(stdin, originMs, size.fps) }),
      // A scene with a microphone: its sound comes from a process of its own (demoSoundArgs).
      ...(audio && {
        sound: { args: (originMs: number) => demoSoundArgs(audio, originMs), clockOffsetMs: DEMO_SOUND_CLOCK.offsetMs },
      }),
    };
  }
  if (config.source === 'url' && typeof config.url === 'string') {
    const reviewUrl = typeof config.reviewUrl === 'string' ? config.reviewUrl : '';
    if (sourceUrlProblem(config.url) || (reviewUrl && sourceUrlProblem(reviewUrl))) return undefined;
    const source: UrlSource = {
      url: urlWithSecret(config.url, config.connect, config.secret),
      transcode: config.transcode === true,
      rtspTransport: config.rtpOverTcp === false ? 'udp' : 'tcp',
      // The second stream shares the camera's login.
      ...(reviewUrl && { reviewUrl: urlWithSecret(reviewUrl, config.connect, config.secret) }),
    };
    return {
      streams: source.reviewUrl ? [STREAM_NUMBER.FULL, STREAM_NUMBER.REVIEW] : [STREAM_NUMBER.FULL],
      rebaseToFirstSample: true,
      frameMs: () => URL_CAMERA_FRAME_MS,
      args: () => urlSourceArgs(source),
      failed: (reason) => {
        // Not H.264: the next run re-encodes instead of copying.
        if (reason.includes('Unsupported codec')) source.transcode = true;
      },
    };
  }
  return undefined;
}

/** The URL ffmpeg opens: the stored URL (kept without credentials) with the camera's user and
 *  password put back; ffmpeg answers the camera's Basic or Digest challenge with them. */
export function urlWithSecret(url: string, connect: unknown, secret: unknown): string {
  const user = (connect as { user?: unknown } | undefined)?.user;
  const pass = (secret as { pass?: unknown } | undefined)?.pass;
  return urlWithLogin(url, typeof user === 'string' ? user : undefined, typeof pass === 'string' ? pass : undefined);
}
