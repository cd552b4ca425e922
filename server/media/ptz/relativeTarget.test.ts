import { PANORAMA } from './panorama';
import { PtzDome } from './PtzDome';
import { relativeTarget } from './relativeTarget';

const SIZE = { width: 640, height: 360 };

/** A panorama whose pixels name their own column and row, so a picture says where it looks. */
function addressed() {
  const rgb = Buffer.alloc(PANORAMA.width * PANORAMA.height * 3);
  for (let y = 0; y < PANORAMA.height; y += 1) {
    for (let x = 0; x < PANORAMA.width; x += 1) {
      const i = (y * PANORAMA.width + x) * 3;
      rgb[i] = x & 0xff;
      rgb[i + 1] = x >> 8;
      rgb[i + 2] = y & 0xff;
    }
  }
  return { width: PANORAMA.width, height: PANORAMA.height, rgb };
}

/** The panorama's column and row (mod 256) a rendered picture shows at (x, y). */
function seenAt(frame: Buffer, x: number, y: number) {
  const i = (y * SIZE.width + x) * 3;
  return { column: (frame[i] as number) + (frame[i + 1] as number) * 256, row: frame[i + 2] as number };
}

/** Clicks (x, y) of the picture: the dome turns so that what was there is in the middle. */
function clickAndSettle(dome: PtzDome, x: number, y: number, zoom?: number) {
  const rel = { x: x / SIZE.width - 0.5, y: y / SIZE.height - 0.5, ...(zoom && { zoom }) };
  dome.moveTo(relativeTarget(rel, dome.current, SIZE));
  jest.advanceTimersByTime(10_000);
}

describe('relativeTarget', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('turns right and up for a point right of and above the centre, by its share of the field of view', () => {
    const target = relativeTarget({ x: 0.25, y: -0.25 }, { pan: 100, tilt: 0, zoom: 1 }, SIZE);
    expect(target.pan).toBeCloseTo(115);
    expect(target.tilt).toBeCloseTo(8.4375);
    expect(target.zoom).toBe(1);
  });

  it('is aware of the zoom: the same point at twice the zoom is half the angle, and a rectangle multiplies it', () => {
    const at1 = relativeTarget({ x: 0.25, y: 0 }, { pan: 0, tilt: 0, zoom: 1 }, SIZE);
    const at2 = relativeTarget({ x: 0.25, y: 0 }, { pan: 0, tilt: 0, zoom: 2 }, SIZE);
    expect(at2.pan).toBeCloseTo(at1.pan / 2);
    expect(relativeTarget({ x: 0, y: 0, zoom: 4 }, { pan: 0, tilt: 0, zoom: 2 }, SIZE).zoom).toBe(8);
  });

  it.each([1, 2, 5])('brings the clicked spot of the picture to its middle at zoom %d', (zoom) => {
    const dome = new PtzDome(addressed(), SIZE);
    dome.moveTo({ pan: 40, tilt: 0, zoom });
    jest.advanceTimersByTime(10_000);
    const clicked = seenAt(dome.render(), 480, 90);
    clickAndSettle(dome, 480, 90);
    const middle = seenAt(dome.render(), SIZE.width / 2, SIZE.height / 2);
    expect(Math.abs(middle.column - clicked.column)).toBeLessThanOrEqual(1);
    expect(Math.abs(middle.row - clicked.row)).toBeLessThanOrEqual(1);
  });

  it('zooms into a rectangle: its middle in the middle, the picture that much narrower', () => {
    const dome = new PtzDome(addressed(), SIZE);
    dome.moveTo({ pan: 40 });
    jest.advanceTimersByTime(10_000);
    const before = dome.render();
    const clicked = seenAt(before, 400, 180);
    const span = seenAt(before, 639, 180).column - seenAt(before, 0, 180).column;
    clickAndSettle(dome, 400, 180, 4);
    const after = dome.render();
    expect(Math.abs(seenAt(after, 320, 180).column - clicked.column)).toBeLessThanOrEqual(1);
    const narrower = seenAt(after, 639, 180).column - seenAt(after, 0, 180).column;
    expect(narrower).toBeCloseTo(span / 4, -1);
  });
});
