import { percentile } from './percentile';

describe('percentile', () => {
  it('says nothing of no values', () => {
    expect(percentile([], 0.5)).toBeNull();
  });

  it('takes the nearest rank: the smallest value a share of the values are at or below', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(values, 0.5)).toBe(5);
    expect(percentile(values, 0.9)).toBe(9);
    expect(percentile(values, 0.95)).toBe(10);
    expect(percentile([1, 3], 0.5)).toBe(1);
  });

  it('reads the lowest and the highest value at the ends of the range', () => {
    expect(percentile([4, 2, 8], 0)).toBe(2);
    expect(percentile([4, 2, 8], 1)).toBe(8);
  });

  it('reads unsorted values without reordering them', () => {
    const values = [30, 10, 20];
    expect(percentile(values, 0.5)).toBe(20);
    expect(values).toEqual([30, 10, 20]);
  });
});
