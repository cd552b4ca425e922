/** Reads the characters of plate regions with tesseract.js (issue 32): its engine runs in a worker
 *  thread of its own, never on the event loop, with the English LSTM model that the registry
 *  package @tesseract.js-data/eng ships — read from node_modules, never fetched, and no cache
 *  written. One line of capitals and digits. Reads wait their turn on the one worker. */
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { OneAtATime } from '../engine/OneAtATime';
import type { PlateRegion } from './findPlateRegions';
import type { GreyPicture } from './greyJpeg';

/** Characters are scaled to ~40 px, where tesseract's LSTM reads best; a few pixels of paper
 *  are kept round them. */
const TARGET_HEIGHT = 96;
const MARGIN = 2;

export interface OcrResult {
  rawText: string;
  /** 0..1. */
  confidence: number;
  /** The region as read (grey, scaled). */
  crop: GreyPicture;
  /** How long tesseract took, ms (the wait for the worker left out). */
  ocrMs: number;
}

/** The model's folder inside the package: the integer-quantised LSTM model (2.9 MB). */
export function plateModelPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

export class PlateOcr {
  private worker: Promise<Worker> | undefined;
  private readonly turns = new OneAtATime();

  /** Reads waiting or running. */
  get load(): number {
    return this.turns.load;
  }

  read(luma: Uint8Array, width: number, region: PlateRegion): Promise<OcrResult> {
    const crop = cropRegion(luma, width, region);
    return this.turns.run(async () => {
      const worker = await this.start();
      const started = performance.now();
      const { data } = await worker.recognize(toPgm(crop));
      return {
        rawText: data.text.trim(),
        confidence: Math.max(0, Math.min(1, data.confidence / 100)),
        crop,
        ocrMs: performance.now() - started,
      };
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => undefined))?.terminate();
  }

  private start(): Promise<Worker> {
    this.worker ??= (async () => {
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: plateModelPath(),
        gzip: true,
        cacheMethod: 'none',
      });
      await worker.setParameters({
        tessedit_pageseg_mode: PSM.SINGLE_LINE,
        tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ',
      });
      return worker;
    })();
    this.worker.catch(() => (this.worker = undefined));
    return this.worker;
  }
}

/** A grey picture as a binary PGM (P5), which tesseract reads. */
function toPgm(picture: GreyPicture): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${picture.width} ${picture.height}\n255\n`), picture.grey]);
}

/** The region with its margin, scaled (bilinear) to TARGET_HEIGHT. */
export function cropRegion(luma: Uint8Array, width: number, r: PlateRegion): GreyPicture {
  const height = luma.length / width;
  const x0 = Math.max(0, r.x - MARGIN);
  const y0 = Math.max(0, r.y - MARGIN);
  const x1 = Math.min(width - 1, r.x + r.w - 1 + MARGIN);
  const y1 = Math.min(height - 1, r.y + r.h - 1 + MARGIN);
  const scale = TARGET_HEIGHT / (y1 - y0 + 1);
  const outW = Math.max(1, Math.round((x1 - x0 + 1) * scale));
  const outH = TARGET_HEIGHT;
  const out = new Uint8Array(outW * outH);
  let o = 0;
  for (let y = 0; y < outH; y += 1) {
    const sy = Math.min(y1, y0 + (y + 0.5) / scale - 0.5);
    const ya = Math.max(y0, Math.floor(sy));
    const yb = Math.min(y1, ya + 1);
    const fy = Math.max(0, sy - ya);
    for (let x = 0; x < outW; x += 1) {
      const sx = Math.min(x1, x0 + (x + 0.5) / scale - 0.5);
      const xa = Math.max(x0, Math.floor(sx));
      const xb = Math.min(x1, xa + 1);
      const fx = Math.max(0, sx - xa);
      const top = (luma[ya * width + xa] as number) * (1 - fx) + (luma[ya * width + xb] as number) * fx;
      const bottom = (luma[yb * width + xa] as number) * (1 - fx) + (luma[yb * width + xb] as number) * fx;
      out[o] = Math.round(top * (1 - fy) + bottom * fy);
      o += 1;
    }
  }
  return { width: outW, height: outH, grey: out };
}
