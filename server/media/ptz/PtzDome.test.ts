import { PANORAMA } from './panorama';
import { PTZ_LIMITS, PtzDome } from './PtzDome';

/** A panorama whose every column has its own colour, so any pan shows a different picture. */
function stripes() {
  const rgb = Buffer.alloc(PANORAMA.width * PANORAMA.height * 3);
  for (let y = 0; y < PANORAMA.height; y += 1) {
    for (let x = 0; x < PANORAMA.width; x += 1) {
      const i = (y * PANORAMA.width + x) * 3;
      rgb[i] = x & 0xff;
      rgb[i + 1] = (x >> 8) & 0xff;
      rgb[i + 2] = y & 0xff;
    }
  }
  return { width: PANORAMA.width, height: PANORAMA.height, rgb };
}

describe('PtzDome', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('moves smoothly to a target at the motor speed, and the picture follows', () => {
    const dome = new PtzDome(stripes(), { width: 64, height: 36 });
    const before = dome.render();
    dome.moveTo({ pan: 90 });
    jest.advanceTimersByTime(500);
    expect(dome.current.pan).toBeCloseTo(PTZ_LIMITS.panDegPerSec * 0.5, 0);
    jest.advanceTimersByTime(1000);
    expect(dome.current.pan).toBeCloseTo(90, 1);
    expect(dome.render().equals(before)).toBe(false);
  });

  it('pans the short way round and wraps', () => {
    const dome = new PtzDome(stripes(), { width: 64, height: 36 });
    dome.moveTo({ pan: 350 });
    jest.advanceTimersByTime(100);
    expect(dome.current.pan).toBeCloseTo(360 - PTZ_LIMITS.panDegPerSec * 0.1, 0);
  });

  it('zooms in by narrowing the window and keeps zoom and tilt in their limits', () => {
    const dome = new PtzDome(stripes(), { width: 64, height: 36 });
    const wide = dome.render();
    dome.setSpeed({ zoom: 1, tilt: 1 });
    jest.advanceTimersByTime(1000);
    jest.advanceTimersByTime(1000);
    jest.advanceTimersByTime(1000);
    jest.advanceTimersByTime(1000);
    const p = dome.current;
    expect(p.zoom).toBeGreaterThan(8);
    expect(p.zoom).toBeLessThanOrEqual(PTZ_LIMITS.maxZoom);
    expect(p.tilt).toBeLessThan(PANORAMA.height / 2 / PANORAMA.pxPerDegree);
    // Zoomed in, neighbouring output columns sample the same panorama column more often.
    const zoomed = dome.render();
    const distinct = (img: Buffer) => new Set(Array.from({ length: 64 }, (_, x) => img.readUInt16LE(x * 3))).size;
    expect(distinct(zoomed)).toBeLessThan(distinct(wide));
    dome.setSpeed({});
    const stopped = dome.current;
    jest.advanceTimersByTime(1000);
    expect(dome.current).toEqual(stopped);
  });
});
