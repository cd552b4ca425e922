/** The layouts the creation wizard offers (spec 1 §2.9): Single Tile, 2x2, 3x2, 3x3 and 1+5. */
import type { LayoutCell, LayoutNode, LayoutSplit, SplitOrientation } from './viewModel';

export const LAYOUT_IDS = ['single', '2x2', '3x2', '3x3', '1+5'] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

/** Makes the ids of new layout nodes; the renderer passes a random one, tests a counter. */
export type IdFactory = () => string;

/** Builds the split tree of a layout; every cell is empty. */
export function createLayout(layoutId: LayoutId, newId: IdFactory): LayoutNode {
  switch (layoutId) {
    case 'single':
      return cell(newId, 1);
    case '2x2':
      return grid(2, 2, newId);
    case '3x2':
      return grid(3, 2, newId);
    case '3x3':
      return grid(3, 3, newId);
    case '1+5':
      return onePlusFive(newId);
  }
}

export function isLayoutId(value: unknown): value is LayoutId {
  return typeof value === 'string' && (LAYOUT_IDS as readonly string[]).includes(value);
}

/** `columns` x `rows`: rows stacked vertically, each split horizontally into equal cells. */
function grid(columns: number, rows: number, newId: IdFactory): LayoutSplit {
  const rowNodes = Array.from({ length: rows }, () =>
    split(
      newId,
      'horizontal',
      1 / rows,
      Array.from({ length: columns }, () => cell(newId, 1 / columns)),
    ),
  );
  return split(newId, 'vertical', 1, rowNodes);
}

/** One large cell (2/3 x 2/3) at the top start, two cells beside it and three below. */
function onePlusFive(newId: IdFactory): LayoutSplit {
  const third = 1 / 3;
  const side = split(newId, 'vertical', third, [cell(newId, 0.5), cell(newId, 0.5)]);
  const top = split(newId, 'horizontal', 2 * third, [cell(newId, 2 * third), side]);
  const bottom = split(newId, 'horizontal', third, [cell(newId, third), cell(newId, third), cell(newId, third)]);
  return split(newId, 'vertical', 1, [top, bottom]);
}

export function cell(newId: IdFactory, size: number): LayoutCell {
  return { type: 'cell', id: newId(), size };
}

export function split(
  newId: IdFactory,
  orientation: SplitOrientation,
  size: number,
  children: LayoutNode[],
): LayoutSplit {
  return { type: 'split', id: newId(), orientation, size, children };
}
