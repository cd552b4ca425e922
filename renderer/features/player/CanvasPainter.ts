/** The canvas a player paints on: sized to the picture, cleared when the cell empties, and the
 *  source of snapshots (JPEG of the frame on screen). The same painter draws on the page's canvas
 *  (main-thread path) and on its OffscreenCanvas inside a player worker (design.md §3). */
import { SNAPSHOT_JPEG_QUALITY } from '../../../shared/video/playerConstants';
import type { DecodedFrame } from './playerDeps';

type Surface = HTMLCanvasElement | OffscreenCanvas;
type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export class CanvasPainter {
  private canvas: Surface | null = null;
  private context: Context | null = null;
  private painted = false;

  attach(canvas: Surface | null): void {
    this.canvas = canvas;
    this.painted = false;
    try {
      this.context = (canvas?.getContext('2d') as Context | null | undefined) ?? null;
    } catch {
      this.context = null;
    }
  }

  /** Width of the cell the canvas sits in (Stream Auto); null when unknown (or off the page). */
  cellWidth(): number | null {
    const canvas = this.canvas;
    return canvas && 'parentElement' in canvas ? (canvas.parentElement?.clientWidth ?? null) : null;
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
    if (!('toBlob' in canvas)) {
      return canvas.convertToBlob({ type: 'image/jpeg', quality: SNAPSHOT_JPEG_QUALITY }).catch(() => null);
    }
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
