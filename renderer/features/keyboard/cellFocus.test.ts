import { describe, expect, it } from '@jest/globals';
import type { CellTarget, KeyboardCell } from '../keyboard-targets';
import { cellAfterMove } from './cellFocus';

/** A 2x2 grid of cells, 100 px each, in reading order. */
function grid(): CellTarget[] {
  const cell = {} as KeyboardCell;
  return [
    [0, 0],
    [100, 0],
    [0, 100],
    [100, 100],
  ].map(([x, y]) => {
    const element = document.createElement('div');
    element.getBoundingClientRect = () =>
      ({ left: x, top: y, right: x! + 100, bottom: y! + 100, width: 100, height: 100, x, y }) as DOMRect;
    return { element, cell };
  });
}

describe('cellAfterMove', () => {
  it('goes to the previous and next cell in reading order', () => {
    const cells = grid();
    expect(cellAfterMove(cells, cells[1]!.element, 'next')).toBe(cells[2]);
    expect(cellAfterMove(cells, cells[1]!.element, 'previous')).toBe(cells[0]);
    expect(cellAfterMove(cells, cells[3]!.element, 'next')).toBeNull();
  });

  it('goes up and down to the cell in the same column', () => {
    const cells = grid();
    expect(cellAfterMove(cells, cells[1]!.element, 'down')).toBe(cells[3]);
    expect(cellAfterMove(cells, cells[2]!.element, 'up')).toBe(cells[0]);
    expect(cellAfterMove(cells, cells[0]!.element, 'up')).toBeNull();
  });

  it('starts at the first cell when the focus is in none', () => {
    const cells = grid();
    expect(cellAfterMove(cells, null, 'next')).toBe(cells[0]);
    expect(cellAfterMove([], null, 'next')).toBeNull();
  });
});
