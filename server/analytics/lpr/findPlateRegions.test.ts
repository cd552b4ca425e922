import { findPlateRegions, regionBox } from './findPlateRegions';

const W = 320;
const H = 180;

/** A grey picture: a mid-grey road, and the rectangles given, each of a level. */
function picture(...rects: Array<[x: number, y: number, w: number, h: number, level: number]>): Uint8Array {
  const luma = new Uint8Array(W * H).fill(90);
  for (const [x, y, w, h, level] of rects) {
    for (let row = y; row < y + h; row += 1) luma.fill(level, row * W + x, row * W + Math.min(W, x + w));
  }
  return luma;
}

/** A plate: paper with seven dark characters of two strokes each. */
function plate(x: number, y: number): Array<[number, number, number, number, number]> {
  const strokes: Array<[number, number, number, number, number]> = [];
  for (let c = 0; c < 7; c += 1) {
    strokes.push([x + 8 + c * 15, y + 6, 3, 18, 20], [x + 15 + c * 15, y + 6, 3, 18, 20]);
  }
  return [[x, y, 120, 30, 225], ...strokes];
}

describe('licence plate regions in a grey picture (issue 32)', () => {
  it('finds a bright plate-shaped region with characters, and its box in fractions of the picture', () => {
    const found = findPlateRegions(picture(...plate(100, 120)), W, H);
    expect(found).toEqual([{ x: 100, y: 120, w: 120, h: 30 }]);
    expect(regionBox(found[0]!, W, H)).toEqual({ x: 100 / W, y: 120 / H, w: 120 / W, h: 30 / H });
  });

  it('passes over blank bright shapes, a square, a thin line and a plate cut by the edge', () => {
    const blank: [number, number, number, number, number] = [20, 20, 120, 30, 225];
    const square: [number, number, number, number, number] = [200, 20, 60, 60, 225];
    const line: [number, number, number, number, number] = [10, 170, 300, 4, 225];
    expect(findPlateRegions(picture(blank, square, line), W, H)).toEqual([]);
    expect(findPlateRegions(picture(...plate(250, 120)), W, H)).toEqual([]);
  });
});
