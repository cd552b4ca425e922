jest.mock('../delivery', () => jest.requireActual('./testing/neighbourStubs').delivery);
jest.mock('../ptz', () => jest.requireActual('./testing/neighbourStubs').ptz);
jest.mock('../timeline', () => jest.requireActual('./testing/neighbourStubs').timeline);
import { act, fireEvent, within } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { renderCell, resize } from './testing/renderCell';

/** Two cells of a grid, the first playing a camera with sound. */
function gridWithSound() {
  const first = renderCell({ state: { hasAudio: true } });
  renderCell();
  const cell = within(first.container).getByTestId('camera-cell');
  // A grid cell is narrow: More controls holds the rest of the bar.
  resize(cell, 300, 300);
  const bar = () => within(cell).getByRole('toolbar', { name: 'Player controls' });
  return { cell, bar, ...first };
}

const buttonsOf = (bar: HTMLElement) =>
  within(bar)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

describe('the sound control of a cell in a grid', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => jest.useRealTimers());

  it('is offered once the cell holds the focus', () => {
    const { cell, bar } = gridWithSound();
    expect(within(bar()).queryByRole('button', { name: 'Unmute sound' })).toBeNull();
    act(() => cell.focus());
    expect(within(bar()).getByRole('button', { name: 'Unmute sound' })).toBeTruthy();
  });

  it('does not move the bar under a press: More controls opens at the first click, then the control comes', () => {
    jest.useFakeTimers();
    const { bar } = gridWithSound();
    const before = buttonsOf(bar());
    const more = within(bar()).getByRole('button', { name: 'More controls' });

    // A press focuses the button it lands on; the bar must hold still until the press is a click,
    // or the release lands on whatever moved under the pointer.
    fireEvent.pointerDown(more);
    act(() => more.focus());
    expect(buttonsOf(bar())).toEqual(before);
    fireEvent.pointerUp(more);
    expect(buttonsOf(bar())).toEqual(before);
    fireEvent.click(more);
    expect(within(document.body).getByRole('group', { name: 'More controls' })).toBeTruthy();

    // Between clicks, the focused cell offers its sound, and the panel stays open.
    act(() => jest.runOnlyPendingTimers());
    expect(within(bar()).getByRole('button', { name: 'Unmute sound' })).toBeTruthy();
    const panel = within(document.body).getByRole('group', { name: 'More controls' });
    expect(within(panel).getByRole('button', { name: 'Connection type' })).toBeTruthy();
  });
});
