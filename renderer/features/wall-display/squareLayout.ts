/** A wall display's square layout (1, 4, 9 or 16 cells; issue 30) as the layout engine's split tree:
 *  rows stacked, each split into equal cells, ids 'wall-cell-<n>' in reading order. */
import { cell, type LayoutNode, split } from '../../../shared/views';
import type { WallLayout } from '../../../shared/walls/videoWalls';

export const WALL_CELL_PREFIX = 'wall-cell-';

export function squareLayout(cells: WallLayout): LayoutNode {
  const side = Math.round(Math.sqrt(cells));
  let next = 0;
  const cellId = () => `${WALL_CELL_PREFIX}${next++}`;
  let splits = 0;
  const splitId = () => `wall-split-${splits++}`;
  if (side === 1) return cell(cellId, 1);
  const rows = Array.from({ length: side }, () =>
    split(
      splitId,
      'horizontal',
      1 / side,
      Array.from({ length: side }, () => cell(cellId, 1 / side)),
    ),
  );
  return split(splitId, 'vertical', 1, rows);
}

/** The cell's place in reading order, from its id. */
export function wallCellIndex(cellId: string): number {
  return Number(cellId.slice(WALL_CELL_PREFIX.length));
}
