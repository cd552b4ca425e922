/** The canvas a player paints on: sized to the picture, cleared when the cell empties, and the
 *  source of snapshots (JPEG of the frame on screen). */
import { SNAPSHOT_JPEG_QUALITY } from '../../../shared/video/playerConstants';
import type { DecodedFrame } from './playerDeps';

export class CanvasPainter {
  private canvas: HTMLCanvasElement | null = null;
  private context: CanvasRenderingContext2D | null = null;
  private painted = false;

  attach(canvas: HTMLCanvasElement | null): void {
    this.canvas = canvas;
    this.painted = false;
    try {
      this.context = canvas?.getContext('2d') ?? null;
    } catch {
      this.context = null;
    }
  }

  /** Width of the cell the canvas sits in (Stream Auto); null when unknown. */
  cellWidth(): number | null {
    return this.canvas?.parentElement?.clientWidth ?? null;
  }

  paint(frame: DecodedFrame): void {
    const { canvas, context } = this;
    if (!canvas || !context) return;
    if (canvas.width !== frame.width) canvas.width = frame.width;
    if (canvas.height !== frame.height) canvas.height = frame.height;
    context.drawImage(frame.source, 0, 0, frame.width, frame.height);
    this.painted = true;
  }

  clear(): void {
    if (this.canvas && this.context) this.context.clearRect(0, 0, this.canvas.width, this.canvas.height);
    this.painted = false;
  }

  /** JPEG of the picture at its own size; null before a frame was painted. */
  snapshot(): Promise<Blob | null> {
    const canvas = this.canvas;
    if (!canvas || !this.painted) return Promise.resolve(null);
    return new Promise((done) => {
      try {
        canvas.toBlob((blob) => done(blob), 'image/jpeg', SNAPSHOT_JPEG_QUALITY);
      } catch {
        // A canvas the page may not read (or no toBlob): no snapshot.
        done(null);
      }
    });
  }
}
