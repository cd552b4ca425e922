/** The glyphs the licence plate demo scene writes plates with: each plate character drawn once by
 *  ffmpeg in the bundled DejaVu Sans Mono Bold (the font the scenes' texts use), kept as grey
 *  cells, so the scene composes plates in memory without a font renderer of its own. */
import { mediaTools } from '../sources/mediaTools';
import { runMedia } from '../sources/spawnMedia';
import { internalInputOptions } from '../sources/sourceUrl';
import { PLATE_DIGITS, PLATE_LETTERS } from '../../../shared/analytics/plateTraffic';

/** A cell per character, in the FULL stream's pixels: characters about 34 px tall. */
export const GLYPH_CELL = { width: 34, height: 52, fontSize: 46 } as const;
const CHARACTERS = PLATE_LETTERS + PLATE_DIGITS;

export interface PlateGlyphs {
  /** The character's cell, grey (0 ink … 255 paper), GLYPH_CELL.width × height; undefined for a space. */
  cell(char: string): Uint8Array | undefined;
}

export async function loadPlateGlyphs(): Promise<PlateGlyphs> {
  const { width, height, fontSize } = GLYPH_CELL;
  const atlasWidth = width * CHARACTERS.length;
  const font = mediaTools.font.replace(/[\\':]/g, (c) => `\\${c}`);
  const draw = [...CHARACTERS]
    .map((c, i) => `drawtext=fontfile=${font}:text='${c}':x=${i * width + 3}:y=6:fontsize=${fontSize}:fontcolor=black`)
    .join(',');
  const gray = await runMedia('analysis', [
    ...['-hide_banner', '-loglevel', 'error', ...internalInputOptions('lavfi', 'lavfi')],
    ...['-f', 'lavfi', '-i', `color=white:s=${atlasWidth}x${height}:r=1`],
    ...['-vf', `${draw},format=gray`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
  ]);
  if (gray.length !== atlasWidth * height) throw new Error('the plate glyphs could not be drawn');
  const cells = new Map<string, Uint8Array>();
  [...CHARACTERS].forEach((c, i) => {
    const cell = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) {
      cell.set(gray.subarray(y * atlasWidth + i * width, y * atlasWidth + (i + 1) * width), y * width);
    }
    cells.set(c, cell);
  });
  return { cell: (char) => cells.get(char) };
}
