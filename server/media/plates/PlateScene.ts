/** The licence plate demo camera's picture (issue 32): a gate seen from the front, the vehicles of
 *  plateTraffic driving in, stopping at the barrier and driving off, each with its plate in black on
 *  white. Rendered as raw RGB frames on the wall clock and fed to the camera's ffmpeg like the PTZ
 *  dome's, so the plates reach the platform as real H.264 through the same pipeline and recording. */
import type { Writable } from 'node:stream';
import { feedScene } from '../sources/feedScene';
import { GLYPH_CELL, type PlateGlyphs } from './plateGlyphs';
import { vehicleX, VEHICLE_WIDTH, type PlateTraffic } from '../../../shared/analytics/plateTraffic';

type Rgb = readonly [number, number, number];

/** Characters' advance on the plate, px: the font's own (0.6 em), so plates read as printed. */
const ADVANCE = 28;
const PLATE_PADDING = 12;

export class PlateScene {
  private readonly background: Buffer;

  constructor(
    readonly traffic: PlateTraffic,
    private readonly glyphs: PlateGlyphs,
    readonly size = { width: 640, height: 360 },
  ) {
    this.background = this.drawBackground();
  }

  /** The picture at wall time `timeMs`. */
  render(timeMs: number, out: Buffer = Buffer.alloc(this.size.width * this.size.height * 3)): Buffer {
    this.background.copy(out);
    const passage = this.traffic.passageAt(timeMs);
    const x = vehicleX(this.traffic, timeMs);
    if (!passage || x === undefined) return out;
    const { width: W, height: H } = this.size;
    const left = Math.round(x * W);
    const width = Math.round(VEHICLE_WIDTH * W);
    const top = Math.round(H * 0.4);
    const bottom = Math.round(H * 0.92);
    // Body, windscreen, wheels.
    this.fill(out, left, top, width, bottom - top, passage.colour);
    this.fill(out, left + 24, top + 10, width - 48, Math.round((bottom - top) * 0.3), [55, 65, 80]);
    this.fill(out, left + 18, bottom, 46, H - bottom - 4, [15, 15, 15]);
    this.fill(out, left + width - 64, bottom, 46, H - bottom - 4, [15, 15, 15]);
    // Headlights.
    this.fill(out, left + 14, top + 84, 44, 18, [250, 245, 210]);
    this.fill(out, left + width - 58, top + 84, 44, 18, [250, 245, 210]);
    this.drawPlate(out, passage.plate, left + Math.round(width / 2), top + 112);
    return out;
  }

  /** Feeds the scene to its camera's ffmpeg at `fps` (feedScene); answers a function that stops. */
  feed(stdin: Writable, originMs: number, fps: number): () => void {
    return feedScene(this, stdin, originMs, fps);
  }

  /** The plate centred on `centreX`, its top at `top`: white, a black border, black characters. */
  private drawPlate(out: Buffer, plate: string, centreX: number, top: number): void {
    const width = plate.length * ADVANCE + 2 * PLATE_PADDING;
    const height = GLYPH_CELL.height + 6;
    const left = centreX - Math.round(width / 2);
    this.fill(out, left - 3, top - 3, width + 6, height + 6, [20, 20, 20]);
    this.fill(out, left, top, width, height, [242, 242, 236]);
    [...plate].forEach((char, i) => {
      const cell = this.glyphs.cell(char);
      if (cell) this.ink(out, cell, left + PLATE_PADDING + i * ADVANCE - 3, top + 1);
    });
  }

  /** Darkens the frame by a glyph cell's ink (the darker of the two wins, so cells may overlap). */
  private ink(out: Buffer, cell: Uint8Array, x0: number, y0: number): void {
    const { width: W, height: H } = this.size;
    for (let y = 0; y < GLYPH_CELL.height; y += 1) {
      const fy = y0 + y;
      if (fy < 0 || fy >= H) continue;
      for (let x = 0; x < GLYPH_CELL.width; x += 1) {
        const fx = x0 + x;
        if (fx < 0 || fx >= W) continue;
        const v = cell[y * GLYPH_CELL.width + x] as number;
        const o = (fy * W + fx) * 3;
        for (let c = 0; c < 3; c += 1) if (v < (out[o + c] as number)) out[o + c] = v;
      }
    }
  }

  private fill(out: Buffer, x: number, y: number, w: number, h: number, rgb: Rgb): void {
    const { width: W, height: H } = this.size;
    const x0 = Math.max(0, x);
    const x1 = Math.min(W, x + w);
    if (x1 <= x0) return;
    // Buffer.fill repeats the three bytes natively: a vehicle's rectangles cost the platform's
    // main thread a twentieth of its time drawn a byte at a time.
    const pixel = Buffer.from(rgb);
    for (let fy = Math.max(0, y); fy < Math.min(H, y + h); fy += 1)
      out.fill(pixel, (fy * W + x0) * 3, (fy * W + x1) * 3);
  }

  /** A wall with a gatehouse window above, the road below with its stop line. */
  private drawBackground(): Buffer {
    const { width: W, height: H } = this.size;
    const out = Buffer.alloc(W * H * 3);
    const horizon = Math.round(H * 0.36);
    this.fill(out, 0, 0, W, horizon, [150, 140, 120]);
    for (let y = 8; y < horizon - 10; y += 22) this.fill(out, 0, y, W, 2, [128, 118, 100]);
    this.fill(out, W - 150, 30, 110, 70, [70, 90, 110]);
    this.fill(out, 0, horizon, W, H - horizon, [82, 82, 86]);
    this.fill(out, 0, H - 14, W, 6, [225, 225, 225]);
    // The barrier arm, raised: a red and white pole at the right.
    for (let i = 0; i < 8; i += 1)
      this.fill(out, W - 30, horizon - 120 + i * 16, 10, 16, i % 2 ? [240, 240, 240] : [200, 30, 30]);
    return out;
  }
}
