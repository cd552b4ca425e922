/** Whether a demo camera shows the licence plate gate (device config `plateScene: { seed }`,
 *  issue 32), and its scene as the camera's raw frames; the plates' glyphs are drawn once per process. */
import type { Writable } from 'node:stream';
import { plateTraffic } from '../../../shared/analytics/plateTraffic';
import type { DeviceRecord } from '../../db/repositories/devices';
import { loadPlateGlyphs, type PlateGlyphs } from './plateGlyphs';
import { PlateScene } from './PlateScene';

let glyphs: Promise<PlateGlyphs> | undefined;

/** The seed of the camera's plate traffic, or undefined when it shows no plates. */
export function plateSceneSeed(device: Pick<DeviceRecord, 'config'>): number | undefined {
  const own = device.config.plateScene as { seed?: unknown } | undefined;
  return typeof own?.seed === 'number' && Number.isSafeInteger(own.seed) ? own.seed : undefined;
}

export function plateSceneOf(device: DeviceRecord): Pick<PlateScene, 'size' | 'feed'> | undefined {
  const seed = plateSceneSeed(device);
  if (seed === undefined) return undefined;
  const traffic = plateTraffic(seed);
  const size = { width: 640, height: 360 };
  return {
    size,
    feed(stdin: Writable, originMs: number, fps: number) {
      // Frames go from the start, on time: their capture times are counted from the first one.
      // Until the glyphs are drawn (once per process, ~0.1 s) a plate shows blank.
      let loaded: PlateGlyphs | undefined;
      glyphs ??= loadPlateGlyphs();
      glyphs.then(
        (ready) => (loaded = ready),
        () => (glyphs = undefined),
      );
      const late: PlateGlyphs = { cell: (char) => loaded?.cell(char) };
      return new PlateScene(traffic, late, size).feed(stdin, originMs, fps);
    },
  };
}
