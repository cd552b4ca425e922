import { LAYOUT_SIZE_TOLERANCE } from '../shell/constants';
import { createLayout } from './layoutTemplates';
import {
  applyLayoutSizes,
  canRemoveCell,
  collectLayoutSizes,
  findNode,
  findParent,
  layoutCells,
  normaliseSizes,
  removeCell,
  resizeSplit,
  sameLayoutSizes,
  sameSize,
  splitCell,
} from './layoutOperations';
import { counterIds } from './testIds';
import type { LayoutNode, LayoutSplit } from './viewModel';

const row = (sizes: number[]): LayoutSplit => ({
  type: 'split',
  id: 'root',
  orientation: 'horizontal',
  size: 1,
  children: sizes.map((size, i) => ({ type: 'cell', id: `c${i}`, size })),
});

describe('splitCell', () => {
  it('nests a split when the orientation differs from the parent, keeping the cell id first', () => {
    const layout = splitCell(row([0.5, 0.5]), 'c0', 'vertical', counterIds('x'));
    const nested = findParent(layout, 'c0');
    expect(nested?.orientation).toBe('vertical');
    expect(nested?.children.map((child) => [child.id, child.size])).toEqual([
      ['c0', 0.5],
      ['x2', 0.5],
    ]);
    expect(nested?.size).toBe(0.5);
  });

  it('adds a sibling when splitting along the parent orientation, halving the cell', () => {
    const layout = splitCell(row([0.5, 0.5]), 'c1', 'horizontal', counterIds('x')) as LayoutSplit;
    expect(layout.children.map((child) => [child.id, child.size])).toEqual([
      ['c0', 0.5],
      ['c1', 0.25],
      ['x1', 0.25],
    ]);
  });

  it('splits a single-tile root into a split', () => {
    const layout = splitCell(createLayout('single', counterIds()), 'n1', 'horizontal', counterIds('x'));
    expect(layout.type).toBe('split');
    expect(layoutCells(layout)).toHaveLength(2);
  });

  it('leaves the tree alone for an unknown cell', () => {
    const layout = row([1]);
    expect(splitCell(layout, 'nope', 'vertical', counterIds())).toBe(layout);
  });
});

describe('removeCell (spec 1 §4)', () => {
  it('removes a cell that has at least two siblings and gives its share to them', () => {
    const result = removeCell(row([0.5, 0.25, 0.25]), 'c0');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const split = result.layout as LayoutSplit;
    expect(split.children.map((child) => child.id)).toEqual(['c1', 'c2']);
    expect(split.children.map((child) => child.size)).toEqual([0.5, 0.5]);
  });

  it('refuses a cell with fewer than two siblings', () => {
    expect(removeCell(row([0.5, 0.5]), 'c0')).toEqual({ ok: false, reason: 'tooFewSiblings' });
    expect(canRemoveCell(row([0.5, 0.5]), 'c0')).toBe(false);
    expect(canRemoveCell(row([0.4, 0.3, 0.3]), 'c0')).toBe(true);
  });

  it('refuses the only cell and unknown ids', () => {
    expect(removeCell(createLayout('single', counterIds()), 'n1')).toEqual({ ok: false, reason: 'tooFewSiblings' });
    expect(removeCell(row([0.5, 0.5]), 'root')).toEqual({ ok: false, reason: 'notFound' });
    expect(removeCell(row([0.5, 0.5]), 'zzz')).toEqual({ ok: false, reason: 'notFound' });
  });
});

describe('normaliseSizes', () => {
  it('scales sizes to add up to 1', () => {
    expect(normaliseSizes(row([1, 1, 2]).children).map((child) => child.size)).toEqual([0.25, 0.25, 0.5]);
  });

  it(`keeps sizes that add up to 1 within ${LAYOUT_SIZE_TOLERANCE}`, () => {
    const children = row([0.5, 0.505]).children;
    expect(normaliseSizes(children)).toBe(children);
    expect(normaliseSizes(row([0.5, 0.52]).children).map((child) => child.size)).not.toEqual([0.5, 0.52]);
  });

  it('shares equally when every size is zero', () => {
    expect(normaliseSizes(row([0, 0]).children).map((child) => child.size)).toEqual([0.5, 0.5]);
  });

  it('leaves fixed-width cells out of the sum', () => {
    const children: LayoutNode[] = [
      { type: 'cell', id: 'a', size: 0.9, fixedPx: 250 },
      { type: 'cell', id: 'b', size: 2 },
      { type: 'cell', id: 'c', size: 2 },
    ];
    expect(normaliseSizes(children).map((child) => child.size)).toEqual([0.9 / 4, 0.5, 0.5]);
  });
});

describe('resizeSplit', () => {
  it('moves the boundary between two neighbours', () => {
    const layout = resizeSplit(row([0.5, 0.5]), 'root', 0, 0.2) as LayoutSplit;
    expect(layout.children[0]?.size).toBeCloseTo(0.7);
    expect(layout.children[1]?.size).toBeCloseTo(0.3);
  });

  it(`ignores moves within the size tolerance (${LAYOUT_SIZE_TOLERANCE})`, () => {
    const layout = row([0.5, 0.5]);
    expect(resizeSplit(layout, 'root', 0, 0.005)).toBe(layout);
    expect(resizeSplit(layout, 'root', 0, 0.02)).not.toBe(layout);
  });

  it('keeps each side at its minimum share', () => {
    const layout = resizeSplit(row([0.5, 0.5]), 'root', 0, 0.45, [0.1, 0.2]) as LayoutSplit;
    expect(layout.children[0]?.size).toBeCloseTo(0.8);
    expect(layout.children[1]?.size).toBeCloseTo(0.2);
  });

  it('refuses when the minimums cannot both be met, and for unknown splits', () => {
    const layout = row([0.5, 0.5]);
    expect(resizeSplit(layout, 'root', 0, 0.1, [0.6, 0.6])).toBe(layout);
    expect(resizeSplit(layout, 'c0', 0, 0.1)).toBe(layout);
    expect(resizeSplit(layout, 'root', 1, 0.1)).toBe(layout);
  });
});

describe('layout sizes kept per view', () => {
  it('collects and applies sizes by node id', () => {
    const layout = row([0.5, 0.5]);
    const sizes = { ...collectLayoutSizes(layout), c0: 0.75, c1: 0.25 };
    const applied = applyLayoutSizes(layout, sizes);
    expect(collectLayoutSizes(applied)).toEqual({ root: 1, c0: 0.75, c1: 0.25 });
  });

  it('ignores unknown ids and invalid sizes, and normalises what it applies', () => {
    const applied = applyLayoutSizes(row([0.5, 0.5]), { c0: 3, c1: -1, other: 0.1 }) as LayoutSplit;
    expect(applied.children.map((child) => child.size)).toEqual([3 / 3.5, 0.5 / 3.5]);
    expect(findNode(applied, 'other')).toBeUndefined();
  });

  it('returns the same tree when no sizes are stored', () => {
    const layout = row([1]);
    expect(applyLayoutSizes(layout, undefined)).toBe(layout);
  });

  it('compares sizes within the tolerance', () => {
    expect(sameSize(0.5, 0.509)).toBe(true);
    expect(sameSize(0.5, 0.52)).toBe(false);
    expect(sameLayoutSizes({ a: 0.5, b: 0.5 }, { a: 0.505, b: 0.495 })).toBe(true);
    expect(sameLayoutSizes({ a: 0.5 }, { a: 0.5, b: 0.5 })).toBe(false);
  });
});
