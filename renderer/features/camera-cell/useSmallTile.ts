/** Tells the cell's player whether its tile is too small to need every frame (issue 37,
 *  isSmallTile): a cell of a 3×3 grid or denser, or one showing a quarter of the stream's pixels
 *  or less. Such a tile that falls behind live decodes keyframes only at once; enlarged (a 2×2
 *  layout, fullscreen), it plays every frame again. */
import { useEffect } from 'react';
import { isSmallTile, type Size } from '../../../shared/video/playerRules';
import type { PlayerController } from '../player';

/** `tile`: the cell's size in CSS px as measured; `stream`: the stream's coded size, if known. */
export function useSmallTile(controller: PlayerController, tile: Size, stream: Size | null): void {
  // The window is read at each render: resizing it resizes the cells, which renders them again.
  const view =
    typeof globalThis.innerWidth === 'number' ? { width: globalThis.innerWidth, height: globalThis.innerHeight } : null;
  const small = view !== null && isSmallTile(tile, view, stream, globalThis.devicePixelRatio || 1);
  useEffect(() => controller.setSmallTile(small), [controller, small]);
}
