import { previewFits } from './previewFits';

describe('previewFits', () => {
  it.each([
    ['Top', 520, 510, true],
    ['Bottom', 519, 510, false],
    ['Top', 520, 509, false],
    ['Left', 720, 452, true],
    ['Right', 719, 900, false],
    ['Right', 900, 451, false],
  ] as const)('%s at %i x %i: %s', (placement, width, height, fits) => {
    expect(previewFits(placement, { width, height })).toBe(fits);
  });
});
