/** Pure operations on a view's split tree (spec 1 §4, §9): split and remove cells, resize with the
 *  size tolerance, normalise sizes, and read or apply the per-view sizes kept in the configuration. */
import { LAYOUT_SIZE_TOLERANCE } from '../shell/constants';
import type { IdFactory } from './layoutTemplates';
import type { LayoutCell, LayoutNode, LayoutSplit, SplitOrientation } from './viewModel';

/** Sizes of a layout's nodes by node id: what the configuration's `layout` part keeps per view. */
export type LayoutSizes = Record<string, number>;

export type RemoveCellResult = { ok: true; layout: LayoutNode } | { ok: false; reason: 'notFound' | 'tooFewSiblings' };

/** Every cell of the tree, in reading order. */
export function layoutCells(node: LayoutNode): LayoutCell[] {
  return node.type === 'cell' ? [node] : node.children.flatMap(layoutCells);
}

export function findNode(node: LayoutNode, id: string): LayoutNode | undefined {
  if (node.id === id) return node;
  if (node.type === 'cell') return undefined;
  for (const child of node.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

/** The split that holds the node with this id, if any. */
export function findParent(node: LayoutNode, id: string): LayoutSplit | undefined {
  if (node.type === 'cell') return undefined;
  if (node.children.some((child) => child.id === id)) return node;
  for (const child of node.children) {
    const found = findParent(child, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Splits a cell in two along `orientation`. The cell keeps its id (and so its widget) as the
 * first half; the new empty cell is the second. Splitting along the parent's own orientation
 * adds a sibling instead of nesting a split.
 */
export function splitCell(
  root: LayoutNode,
  cellId: string,
  orientation: SplitOrientation,
  newId: IdFactory,
): LayoutNode {
  const target = findNode(root, cellId);
  if (!target || target.type !== 'cell') return root;
  const parent = findParent(root, cellId);
  if (parent && parent.orientation === orientation) {
    return mapNode(root, parent.id, (node) => {
      const split = node as LayoutSplit;
      const children = split.children.flatMap((child) =>
        child.id === cellId
          ? [
              { ...child, size: child.size / 2 },
              { type: 'cell' as const, id: newId(), size: child.size / 2 },
            ]
          : [child],
      );
      return { ...split, children };
    });
  }
  return mapNode(root, cellId, (node) => ({
    type: 'split',
    id: newId(),
    orientation,
    size: node.size,
    children: [
      { type: 'cell', id: node.id, size: 0.5 },
      { type: 'cell', id: newId(), size: 0.5 },
    ],
  }));
}

/**
 * Removes a cell (spec 1 §4): refused when the cell has fewer than two siblings, so a split never
 * ends up with a single child. The freed share goes to the remaining siblings in proportion.
 */
export function removeCell(root: LayoutNode, cellId: string): RemoveCellResult {
  const target = findNode(root, cellId);
  const parent = findParent(root, cellId);
  if (!target || target.type !== 'cell') return { ok: false, reason: 'notFound' };
  if (!parent || parent.children.length - 1 < 2) return { ok: false, reason: 'tooFewSiblings' };
  const layout = mapNode(root, parent.id, (node) => {
    const split = node as LayoutSplit;
    return { ...split, children: normaliseSizes(split.children.filter((child) => child.id !== cellId)) };
  });
  return { ok: true, layout };
}

export function canRemoveCell(root: LayoutNode, cellId: string): boolean {
  const parent = findParent(root, cellId);
  return parent !== undefined && parent.children.length - 1 >= 2;
}

/** Scales sibling sizes so they add up to 1; leaves them alone when they already do within the tolerance. */
export function normaliseSizes<T extends LayoutNode>(nodes: T[]): T[] {
  const flexible = nodes.filter((node) => node.type !== 'cell' || node.fixedPx === undefined);
  const total = flexible.reduce((sum, node) => sum + Math.max(0, node.size), 0);
  if (flexible.length === 0) return nodes;
  if (total <= 0) return nodes.map((node) => ({ ...node, size: 1 / flexible.length }));
  if (Math.abs(total - 1) <= LAYOUT_SIZE_TOLERANCE) return nodes;
  return nodes.map((node) => ({ ...node, size: Math.max(0, node.size) / total }));
}

/** Whether two sizes are the same within the layout size tolerance (spec 1 §9: 0.01). */
export function sameSize(a: number, b: number): boolean {
  return Math.abs(a - b) <= LAYOUT_SIZE_TOLERANCE;
}

/**
 * Moves the boundary between child `index` and child `index + 1` of a split by `delta` (a share of
 * the split's extent), keeping each side at least `minSizes` (shares, per child). Returns the
 * same tree when the move is within the size tolerance or impossible.
 */
export function resizeSplit(
  root: LayoutNode,
  splitId: string,
  index: number,
  delta: number,
  minSizes: readonly number[] = [],
): LayoutNode {
  const split = findNode(root, splitId);
  if (!split || split.type !== 'split') return root;
  const before = split.children[index];
  const after = split.children[index + 1];
  if (!before || !after) return root;
  const pair = before.size + after.size;
  const minBefore = minSizes[index] ?? 0;
  const minAfter = minSizes[index + 1] ?? 0;
  if (minBefore + minAfter > pair) return root;
  const nextBefore = clamp(before.size + delta, minBefore, pair - minAfter);
  if (sameSize(nextBefore, before.size)) return root;
  return mapNode(root, splitId, (node) => {
    const current = node as LayoutSplit;
    const children = current.children.map((child, i) =>
      i === index ? { ...child, size: nextBefore } : i === index + 1 ? { ...child, size: pair - nextBefore } : child,
    );
    return { ...current, children };
  });
}

/** The sizes of every node, for the configuration's per-view layout part. */
export function collectLayoutSizes(root: LayoutNode): LayoutSizes {
  const sizes: LayoutSizes = {};
  const visit = (node: LayoutNode) => {
    sizes[node.id] = node.size;
    if (node.type === 'split') node.children.forEach(visit);
  };
  visit(root);
  return sizes;
}

/** Applies stored sizes onto a layout; unknown ids are ignored and each split is normalised. */
export function applyLayoutSizes(root: LayoutNode, sizes: LayoutSizes | undefined): LayoutNode {
  if (!sizes) return root;
  const visit = (node: LayoutNode): LayoutNode => {
    const stored = sizes[node.id];
    const size = typeof stored === 'number' && Number.isFinite(stored) && stored >= 0 ? stored : node.size;
    if (node.type === 'cell') return { ...node, size };
    return { ...node, size, children: normaliseSizes(node.children.map(visit)) };
  };
  return visit(root);
}

/** Whether two trees have the same sizes node by node, within the tolerance. */
export function sameLayoutSizes(a: LayoutSizes, b: LayoutSizes): boolean {
  const ids = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const id of ids) {
    const x = a[id];
    const y = b[id];
    if (x === undefined || y === undefined || !sameSize(x, y)) return false;
  }
  return true;
}

function mapNode(node: LayoutNode, id: string, change: (node: LayoutNode) => LayoutNode): LayoutNode {
  if (node.id === id) return change(node);
  if (node.type === 'cell') return node;
  return { ...node, children: node.children.map((child) => mapNode(child, id, change)) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** One arrow-key press on a splitter moves it by this share of the split (keyboard resizing). */
export const SPLITTER_KEYBOARD_STEP = 0.05;
