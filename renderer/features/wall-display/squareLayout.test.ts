/** The square layouts of a wall display (issue 30). */
import { layoutCells } from '../../../shared/views';
import { squareLayout, wallCellIndex } from './squareLayout';

describe('squareLayout', () => {
  it.each([1, 4, 9, 16] as const)('lays %i cells out in reading order', (cells) => {
    const ids = layoutCells(squareLayout(cells)).map((c) => c.id);
    expect(ids.map(wallCellIndex)).toEqual(Array.from({ length: cells }, (_, i) => i));
  });

  it('splits four cells into two rows of two equal halves', () => {
    const layout = squareLayout(4);
    expect(layout).toMatchObject({
      type: 'split',
      orientation: 'vertical',
      children: [
        { orientation: 'horizontal', size: 0.5, children: [{ size: 0.5 }, { size: 0.5 }] },
        { orientation: 'horizontal', size: 0.5, children: [{ size: 0.5 }, { size: 0.5 }] },
      ],
    });
  });
});
