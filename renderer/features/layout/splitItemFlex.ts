/** The CSS flex of one child of a split. Fixed-width cells keep their basis; the flexible children
 *  share all the room the fixed ones leave, in proportion to their sizes: their grow factors are
 *  scaled to sum to 1, since factors summing below 1 would leave the rest of the room empty (a 0.8
 *  grid beside a 250 px camera list would fill only 80% of what the list leaves). */
import type { LayoutNode } from '../../../shared/views';

export function splitItemFlex(
  node: LayoutNode,
  siblings: readonly LayoutNode[],
  fixedBasis: (px: number) => string = (px) => `${px}px`,
): string {
  if (isFixed(node)) return `0 0 ${fixedBasis(node.fixedPx)}`;
  const flexibleTotal = siblings.reduce((sum, child) => sum + (isFixed(child) ? 0 : child.size), 0);
  return `${flexibleTotal > 0 ? node.size / flexibleTotal : node.size} 1 0`;
}

function isFixed(node: LayoutNode): node is LayoutNode & { type: 'cell'; fixedPx: number } {
  return node.type === 'cell' && node.fixedPx !== undefined;
}
