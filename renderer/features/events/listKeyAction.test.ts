import { listKeyAction } from './listKeyAction';

describe('listKeyAction', () => {
  it.each([
    ['ArrowDown', -1, 5, 1, { type: 'select', index: 0 }],
    ['ArrowDown', 1, 5, 1, { type: 'select', index: 2 }],
    ['ArrowDown', 4, 5, 1, { type: 'select', index: 4 }],
    ['ArrowUp', 3, 5, 1, { type: 'select', index: 2 }],
    ['ArrowUp', 0, 5, 1, { type: 'select', index: 0 }],
    ['ArrowDown', 1, 10, 3, { type: 'select', index: 4 }],
    ['ArrowRight', 1, 10, 3, { type: 'select', index: 2 }],
    ['ArrowRight', 1, 10, 1, null],
    ['Home', 3, 5, 1, { type: 'select', index: 0 }],
    ['End', 0, 5, 1, { type: 'select', index: 4 }],
    ['Enter', 2, 5, 1, { type: 'open' }],
    ['Enter', -1, 5, 1, null],
    ['a', 2, 5, 1, { type: 'acknowledge' }],
    ['A', 2, 5, 1, { type: 'acknowledge' }],
    [' ', 2, 5, 1, { type: 'toggleChecked' }],
    ['x', 2, 5, 1, null],
    ['ArrowDown', -1, 0, 1, null],
  ])('%s from %i of %i (%i a row) gives %j', (key, selected, count, columns, expected) => {
    expect(listKeyAction(key, selected, count, columns)).toEqual(expected);
  });
});
