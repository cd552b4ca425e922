/** Finds licence plate candidates in a grey picture by classical image processing (issue 32): a
 *  plate is a bright, plate-shaped region (wider than tall, 2–7 to 1) whose paper surrounds dark
 *  characters, so its bright pixels fill only part of its box and a line through its middle
 *  crosses ink several times. Bright regions are the connected components above a threshold set
 *  from the picture's own brightness. A region touching the picture's edge is left out: its plate
 *  is entering or leaving and would be read cut short.
 *  How it generalises: dark-on-light plates of any country pass the same test; light-on-dark ones
 *  by running it on the inverted picture; plates at an angle want a deskew of the region (its
 *  component's principal axis) before OCR; a busy street wants the candidates ranked by an edge
 *  density score, or the region finding replaced by a detector model, with the same output. */
import type { FrameBox } from '../../../shared/analytics/plateRead';

export interface PlateRegion {
  /** Pixels of the picture: left, top, width, height. */
  x: number;
  y: number;
  w: number;
  h: number;
}

export const PLATE_SHAPE = {
  minAspect: 2,
  maxAspect: 7,
  /** Smallest plate, pixels: characters below ~10 px do not read. */
  minWidth: 40,
  minHeight: 12,
  /** Paper fills this share of the box; the rest is ink. */
  minFill: 0.45,
  maxFill: 0.93,
  /** Ink crossings along the middle line: characters have at least two strokes each. */
  minCrossings: 6,
} as const;

export function findPlateRegions(luma: Uint8Array, width: number, height: number): PlateRegion[] {
  const threshold = brightThreshold(luma);
  const labels = new Int32Array(width * height).fill(-1);
  const stack: number[] = [];
  const found: PlateRegion[] = [];
  for (let start = 0; start < luma.length; start += 1) {
    if (labels[start] !== -1 || (luma[start] as number) < threshold) continue;
    let minX = width;
    let minY = height;
    let maxX = -1;
    let maxY = -1;
    let area = 0;
    labels[start] = start;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop() as number;
      const x = p % width;
      const y = (p - x) / width;
      area += 1;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      const next = [
        x > 0 ? p - 1 : -1,
        x < width - 1 ? p + 1 : -1,
        y > 0 ? p - width : -1,
        y < height - 1 ? p + width : -1,
      ];
      for (const q of next) {
        if (q < 0 || labels[q] !== -1 || (luma[q] as number) < threshold) continue;
        labels[q] = start;
        stack.push(q);
      }
    }
    const region = { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 };
    if (minX === 0 || minY === 0 || maxX === width - 1 || maxY === height - 1) continue;
    if (isPlateShaped(region, area) && crossings(luma, width, region, threshold) >= PLATE_SHAPE.minCrossings) {
      found.push(region);
    }
  }
  return found;
}

/** The region as fractions of the picture. */
export function regionBox(region: PlateRegion, width: number, height: number): FrameBox {
  return { x: region.x / width, y: region.y / height, w: region.w / width, h: region.h / height };
}

function isPlateShaped(r: PlateRegion, area: number): boolean {
  const aspect = r.w / r.h;
  const fill = area / (r.w * r.h);
  return (
    r.w >= PLATE_SHAPE.minWidth &&
    r.h >= PLATE_SHAPE.minHeight &&
    aspect >= PLATE_SHAPE.minAspect &&
    aspect <= PLATE_SHAPE.maxAspect &&
    fill >= PLATE_SHAPE.minFill &&
    fill <= PLATE_SHAPE.maxFill
  );
}

/** Bright-to-dark changes along the region's middle line. */
function crossings(luma: Uint8Array, width: number, r: PlateRegion, threshold: number): number {
  const row = (r.y + Math.floor(r.h / 2)) * width;
  let count = 0;
  let bright = true;
  for (let x = r.x; x < r.x + r.w; x += 1) {
    const now = (luma[row + x] as number) >= threshold;
    if (bright && !now) count += 1;
    bright = now;
  }
  return count;
}

/** Paper is among the brightest things in a picture: the threshold sits between the picture's
 *  median and its 99th percentile, never below 150 (a dim picture has no paper to find). */
function brightThreshold(luma: Uint8Array): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < luma.length; i += 4) {
    const v = luma[i] as number;
    histogram[v] = (histogram[v] as number) + 1;
  }
  const total = Math.ceil(luma.length / 4);
  let seen = 0;
  let median = 0;
  let p99 = 255;
  for (let v = 0; v < 256; v += 1) {
    seen += histogram[v] as number;
    if (seen < total * 0.5) median = v + 1;
    if (seen >= total * 0.99) {
      p99 = v;
      break;
    }
  }
  return Math.max(150, Math.round((median + p99) / 2));
}
