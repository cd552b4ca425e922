import { dataWindowOf, needsRefetch } from './dataWindow';

const S = 1_000;

describe('dataWindow', () => {
  const visible = { start: 100_000, end: 200_000 };

  it('widens the visible range by 20% of its width on each side', () => {
    expect(dataWindowOf(visible)).toEqual({ start: 80_000, end: 220_000 });
  });

  it.each([
    ['nothing fetched yet', null, visible, 0, true],
    ['inside the window, fresh', { range: dataWindowOf(visible), at: 0 }, visible, 29 * S, false],
    ['inside the window, 30 s old', { range: dataWindowOf(visible), at: 0 }, visible, 30 * S, true],
    ['panned past the start', { range: dataWindowOf(visible), at: 0 }, { start: 70_000, end: 170_000 }, 1, true],
    ['panned past the end', { range: dataWindowOf(visible), at: 0 }, { start: 130_000, end: 230_000 }, 1, true],
    ['panned within the widening', { range: dataWindowOf(visible), at: 0 }, { start: 115_000, end: 215_000 }, 1, false],
  ])('%s', (_name, fetched, shown, now, expected) => {
    expect(needsRefetch(shown, fetched, now)).toBe(expected);
  });
});
