/** The canvas a player paints on: sized to the picture, cleared when the cell empties, and the
 *  source of snapshots (JPEG of the frame on screen). The same painter draws on the page's canvas
 *  (main-thread path) and on its OffscreenCanvas inside a player worker (design.md §3). Over each
 *  picture it draws the metadata overlay (spec 2 §2, issue 31): the boxes standing on that
 *  picture, as the cell's Analytics Markup choice filters them, in the picture's own pixels — so
 *  digital zoom, which scales the canvas, scales and moves them with the picture. */
import {
  boxesShown,
  MARKUP_COLOURS,
  type AnalyticsMarkup,
  type MetadataBox,
} from '../../../shared/video/mediaMetadata';
import { SNAPSHOT_JPEG_QUALITY } from '../../../shared/video/playerConstants';
import type { DecodedFrame } from './playerDeps';

type Surface = HTMLCanvasElement | OffscreenCanvas;
type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export class CanvasPainter {
  private canvas: Surface | null = null;
  private context: Context | null = null;
  private painted = false;
  private markup: AnalyticsMarkup = 'None';

  /** The cell's Analytics Markup choice, from the next picture on. */
  setMarkup(markup: AnalyticsMarkup): void {
    this.markup = markup;
  }

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

  paint(frame: DecodedFrame, marks: readonly MetadataBox[] = []): void {
    const { canvas, context } = this;
    if (!canvas || !context) return;
    if (canvas.width !== frame.width) canvas.width = frame.width;
    if (canvas.height !== frame.height) canvas.height = frame.height;
    context.drawImage(frame.source, 0, 0, frame.width, frame.height);
    const shown = boxesShown(marks, this.markup);
    if (shown.length > 0) drawBoxes(context, shown, frame.width, frame.height);
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

/** Outlines each box and writes its label (a plate's text) on a tab above it, inside the picture. */
function drawBoxes(context: Context, boxes: readonly MetadataBox[], width: number, height: number): void {
  // About 3 px on a 640 px picture, so it stays visible in a small cell.
  const line = Math.max(2, Math.round(width / 213));
  const fontPx = Math.max(12, Math.round(height / 24));
  context.save();
  context.lineWidth = line;
  context.font = `bold ${fontPx}px sans-serif`;
  context.textBaseline = 'top';
  // A plate reads left to right whatever the console's language.
  context.direction = 'ltr';
  for (const box of boxes) {
    const colour = box.alert ? MARKUP_COLOURS.alert : MARKUP_COLOURS.motion;
    const x = box.x * width;
    const y = box.y * height;
    const w = box.w * width;
    const h = box.h * height;
    context.strokeStyle = colour;
    context.strokeRect(x + line / 2, y + line / 2, Math.max(0, w - line), Math.max(0, h - line));
    if (!box.label) continue;
    const pad = Math.round(fontPx / 4);
    const tabWidth = context.measureText(box.label).width + 2 * pad;
    const tabHeight = fontPx + 2 * pad;
    const tabX = Math.min(Math.max(0, x), Math.max(0, width - tabWidth));
    const tabY = y - tabHeight >= 0 ? y - tabHeight : Math.min(height - tabHeight, y + h);
    context.fillStyle = colour;
    context.fillRect(tabX, tabY, tabWidth, tabHeight);
    context.fillStyle = '#000';
    context.fillText(box.label, tabX + pad, tabY + pad);
  }
  context.restore();
}
