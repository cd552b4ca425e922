/** Issue 27 #14: a camera that cannot be reached does not keep the machine spawning ffmpeg. Its
 *  restarts back off to minutes (RestartBackoff), while a camera that delivered video comes back
 *  within 30 s. Real ffmpeg against a port nothing listens on; the clock between runs is jest's. */
import { STREAM_NUMBER } from '../../../shared/video/constants';
import type { DeviceRecord } from '../../db/repositories/devices';
import { freePort } from '../../testing/platformProcess';
import { CameraSource } from './CameraSource';
import { cameraPlan } from './cameraPlan';
import { RESTART_BACKOFF, RestartBackoff } from './RestartBackoff';

jest.setTimeout(60_000);

const MINUTE = 60_000;

function urlCamera(url: string): DeviceRecord {
  return {
    id: 'unreachable-cam',
    realmId: 'r',
    name: 'Unreachable',
    deviceType: 'camera',
    enabled: true,
    healthStatus: 'PENDING',
    parentId: null,
    aspects: [],
    config: { source: 'url', url },
    position: null,
    createdAt: 0,
    modifiedAt: 0,
  };
}

describe('restarts of a camera source', () => {
  afterEach(() => jest.useRealTimers());

  it('an unreachable camera spawns ffmpeg at most 16 times in half an hour', async () => {
    const url = `rtsp://127.0.0.1:${await freePort()}/nothing`;
    const plan = cameraPlan(urlCamera(url), undefined);
    if (!plan) throw new Error('no plan');
    let runs = 0;
    let broken: (() => void) | undefined;
    const source = new CameraSource('unreachable-cam', plan, {
      init: () => undefined,
      fragment: () => undefined,
      ended: (stream) => {
        if (stream === STREAM_NUMBER.FULL) runs += 1;
      },
      health: (status) => {
        if (status === 'BROKEN') broken?.();
      },
    });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const start = Date.now();
    const runEnded = () => new Promise<void>((resolve) => (broken = resolve));
    let ended = runEnded();
    source.start();
    try {
      while (Date.now() - start < 30 * MINUTE) {
        await ended; // ffmpeg really ran and really failed to connect
        ended = runEnded();
        jest.advanceTimersToNextTimer(); // the wait before the next run, on jest's clock
      }
    } finally {
      await source.stop();
    }
    // Doubling from 1 s and capped at 30 s it was 64 runs; capped at 5 minutes, 14 or 15.
    expect(runs).toBeLessThanOrEqual(16);
    expect(runs).toBeGreaterThanOrEqual(10);
  });

  it('waits at most 30 s once the camera has delivered video, and 1 s after a healthy minute', () => {
    const backoff = new RestartBackoff(() => 0.5);
    const neverDelivered = Array.from({ length: 12 }, () => backoff.nextDelayMs(0));
    expect(neverDelivered.slice(0, 4)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(Math.max(...neverDelivered)).toBe(RESTART_BACKOFF.neverDeliveredMaxMs);
    backoff.deliveredVideo();
    expect(backoff.nextDelayMs(10_000)).toBe(RESTART_BACKOFF.maxMs);
    expect(backoff.nextDelayMs(2 * MINUTE)).toBe(RESTART_BACKOFF.firstMs);
    expect(backoff.nextDelayMs(0)).toBe(2_000);
  });

  it('spreads each wait by at most a tenth either way', () => {
    expect(new RestartBackoff(() => 0).nextDelayMs(0)).toBe(900);
    expect(new RestartBackoff(() => 0.999999).nextDelayMs(0)).toBe(1_100);
  });
});
