import { createLayout, isLayoutId, LAYOUT_IDS } from './layoutTemplates';
import { layoutCells } from './layoutOperations';
import { counterIds } from './testIds';
import type { LayoutNode } from './viewModel';

function sizesAddUp(node: LayoutNode): boolean {
  if (node.type === 'cell') return true;
  const total = node.children.reduce((sum, child) => sum + child.size, 0);
  return Math.abs(total - 1) < 1e-9 && node.children.every(sizesAddUp);
}

describe('layout templates (spec 1 §2.9)', () => {
  it('offers Single Tile, 2x2, 3x2, 3x3 and 1+5', () => {
    expect(LAYOUT_IDS).toEqual(['single', '2x2', '3x2', '3x3', '1+5']);
  });

  it.each([
    ['single', 1],
    ['2x2', 4],
    ['3x2', 6],
    ['3x3', 9],
    ['1+5', 6],
  ] as const)('%s has %i cells whose sizes add up to 1 in every split', (id, cells) => {
    const layout = createLayout(id, counterIds());
    expect(layoutCells(layout)).toHaveLength(cells);
    expect(sizesAddUp(layout)).toBe(true);
  });

  it('3x2 is two rows of three columns', () => {
    const layout = createLayout('3x2', counterIds());
    expect(layout.type === 'split' && layout.orientation).toBe('vertical');
    expect(
      layout.type === 'split' && layout.children.map((row) => row.type === 'split' && row.children.length),
    ).toEqual([3, 3]);
  });

  it('1+5 has one large cell of two thirds by two thirds', () => {
    const layout = createLayout('1+5', counterIds());
    const [large] = layoutCells(layout);
    const top = layout.type === 'split' ? layout.children[0] : undefined;
    expect(top?.size).toBeCloseTo(2 / 3);
    expect(large?.size).toBeCloseTo(2 / 3);
  });

  it('gives every node a distinct id', () => {
    const ids: string[] = [];
    const visit = (node: LayoutNode) => {
      ids.push(node.id);
      if (node.type === 'split') node.children.forEach(visit);
    };
    visit(createLayout('3x3', counterIds()));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('recognises layout ids', () => {
    expect(isLayoutId('2x2')).toBe(true);
    expect(isLayoutId('4x4')).toBe(false);
  });
});
