import { act, fireEvent, render, screen } from '@testing-library/react';
import { LAYOUT_CHANGE_DEBOUNCE_MS, LAYOUT_CHANGE_REENABLE_MS } from '../../../shared/shell/constants';
import { type LayoutNode, type LayoutSplit, SPLITTER_KEYBOARD_STEP } from '../../../shared/views';
import { initI18n } from '../../i18n';
import { LayoutView, type LayoutViewProps } from './LayoutView';

const split = (children: LayoutNode[], orientation: 'horizontal' | 'vertical' = 'horizontal'): LayoutSplit => ({
  type: 'split',
  id: 'root',
  orientation,
  size: 1,
  children,
});
const cell = (id: string, size: number, fixedPx?: number): LayoutNode =>
  fixedPx === undefined ? { type: 'cell', id, size } : { type: 'cell', id, size, fixedPx };

function renderLayout(props: Partial<LayoutViewProps> & { layout: LayoutNode }) {
  const onLayoutChange = jest.fn();
  const utils = render(
    <LayoutView
      label="Layout"
      renderCell={(c) => <span>cell {c.id}</span>}
      onLayoutChange={onLayoutChange}
      {...props}
    />,
  );
  const rerender = (layout: LayoutNode) =>
    utils.rerender(
      <LayoutView
        label="Layout"
        renderCell={(c) => <span>cell {c.id}</span>}
        onLayoutChange={onLayoutChange}
        {...props}
        layout={layout}
      />,
    );
  return { ...utils, onLayoutChange, rerender };
}

const sizes = (layout: LayoutNode) => (layout as LayoutSplit).children.map((child) => Number(child.size.toFixed(3)));

/** jsdom has no PointerEvent: a MouseEvent with a pointer id carries clientX/clientY. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}

describe('LayoutView (spec 1 §3, §9)', () => {
  beforeAll(async () => {
    if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: TestPointerEvent });
    await initI18n('en-US');
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders every cell of the split tree, nested', () => {
    renderLayout({ layout: split([cell('a', 0.5), split([cell('b', 0.5), cell('c', 0.5)], 'vertical')]) });
    expect(screen.getAllByText(/^cell /).map((el) => el.textContent)).toEqual(['cell a', 'cell b', 'cell c']);
    expect(screen.getAllByRole('separator')).toHaveLength(2);
  });

  it(`resizes with the arrow keys and reports ${LAYOUT_CHANGE_DEBOUNCE_MS} ms after the last change`, () => {
    const { onLayoutChange } = renderLayout({ layout: split([cell('a', 0.5), cell('b', 0.5)]) });
    const splitter = screen.getByRole('separator');
    expect(splitter.getAttribute('aria-valuenow')).toBe('50');
    expect(splitter.getAttribute('aria-orientation')).toBe('vertical');
    fireEvent.keyDown(splitter, { key: 'ArrowRight' });
    fireEvent.keyDown(splitter, { key: 'ArrowRight' });
    expect(splitter.getAttribute('aria-valuenow')).toBe(String(Math.round((0.5 + 2 * SPLITTER_KEYBOARD_STEP) * 100)));
    act(() => jest.advanceTimersByTime(LAYOUT_CHANGE_DEBOUNCE_MS - 1));
    expect(onLayoutChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onLayoutChange).toHaveBeenCalledTimes(1);
    expect(sizes(onLayoutChange.mock.calls[0][0])).toEqual([0.6, 0.4]);
    fireEvent.keyDown(splitter, { key: 'ArrowLeft' });
    act(() => jest.advanceTimersByTime(LAYOUT_CHANGE_DEBOUNCE_MS));
    expect(sizes(onLayoutChange.mock.calls[1][0])).toEqual([0.55, 0.45]);
  });

  it('uses up and down for a vertical split', () => {
    renderLayout({ layout: split([cell('a', 0.5), cell('b', 0.5)], 'vertical') });
    const splitter = screen.getByRole('separator');
    expect(splitter.getAttribute('aria-orientation')).toBe('horizontal');
    fireEvent.keyDown(splitter, { key: 'ArrowRight' });
    expect(splitter.getAttribute('aria-valuenow')).toBe('50');
    fireEvent.keyDown(splitter, { key: 'ArrowDown' });
    expect(splitter.getAttribute('aria-valuenow')).toBe('55');
  });

  it('mirrors the arrow keys in a right-to-left page', () => {
    document.documentElement.dir = 'rtl';
    try {
      renderLayout({ layout: split([cell('a', 0.5), cell('b', 0.5)]) });
      const splitter = screen.getByRole('separator');
      fireEvent.keyDown(splitter, { key: 'ArrowRight' });
      expect(splitter.getAttribute('aria-valuenow')).toBe('45');
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('drags with the pointer, relative to where the drag began', () => {
    const { onLayoutChange, container } = renderLayout({ layout: split([cell('a', 0.5), cell('b', 0.5)]) });
    const box = container.querySelector('.vt-layout__split') as HTMLElement;
    box.getBoundingClientRect = () => ({ width: 1000, height: 500 }) as DOMRect;
    const splitter = screen.getByRole('separator');
    fireEvent.pointerDown(splitter, { clientX: 500, pointerId: 1 });
    fireEvent.pointerMove(splitter, { clientX: 600, pointerId: 1 });
    fireEvent.pointerMove(splitter, { clientX: 700, pointerId: 1 });
    fireEvent.pointerUp(splitter, { pointerId: 1 });
    fireEvent.pointerMove(splitter, { clientX: 900, pointerId: 1 });
    act(() => jest.advanceTimersByTime(LAYOUT_CHANGE_DEBOUNCE_MS));
    expect(onLayoutChange).toHaveBeenCalledTimes(1);
    expect(sizes(onLayoutChange.mock.calls[0][0])).toEqual([0.7, 0.3]);
  });

  it("keeps a cell's minimum size while dragging", () => {
    const { onLayoutChange, container } = renderLayout({
      layout: split([cell('a', 0.5), cell('b', 0.5)]),
      constraints: (id) => (id === 'b' ? { minWidth: 400 } : {}),
    });
    (container.querySelector('.vt-layout__split') as HTMLElement).getBoundingClientRect = () =>
      ({ width: 1000, height: 500 }) as DOMRect;
    const splitter = screen.getByRole('separator');
    fireEvent.pointerDown(splitter, { clientX: 500, pointerId: 1 });
    fireEvent.pointerMove(splitter, { clientX: 900, pointerId: 1 });
    act(() => jest.advanceTimersByTime(LAYOUT_CHANGE_DEBOUNCE_MS));
    expect(sizes(onLayoutChange.mock.calls[0][0])).toEqual([0.6, 0.4]);
  });

  it('gives the cells beside a fixed-width one all the room it leaves, in their proportions', () => {
    const { container } = renderLayout({ layout: split([cell('list', 0.5, 250), cell('b', 0.375), cell('c', 0.125)]) });
    const flex = [...container.querySelectorAll<HTMLElement>('.vt-layout__item')].map((item) => item.style.flex);
    expect(flex).toEqual(['0 0 250px', '0.75 1 0px', '0.25 1 0px']);
  });

  it('does not move splitters beside fixed-width or frozen cells', () => {
    renderLayout({
      layout: split([cell('a', 0.2, 250), cell('b', 0.4), cell('c', 0.4)]),
      constraints: (id) => (id === 'c' ? { freezeWidth: true } : {}),
    });
    const [first, second] = screen.getAllByRole('separator') as HTMLElement[];
    expect(first?.getAttribute('aria-disabled')).toBe('true');
    expect(second?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(second as HTMLElement, { key: 'ArrowRight' });
    expect(second?.getAttribute('aria-valuenow')).toBe('50');
  });

  it('a frozen height does not block a side-by-side splitter', () => {
    renderLayout({
      layout: split([cell('a', 0.5), cell('b', 0.5)]),
      constraints: () => ({ freezeHeight: true }),
    });
    expect(screen.getByRole('separator').getAttribute('aria-disabled')).toBeNull();
  });

  it(`adopts a layout from outside only ${LAYOUT_CHANGE_REENABLE_MS} ms after the last local change`, () => {
    const { rerender } = renderLayout({ layout: split([cell('a', 0.5), cell('b', 0.5)]) });
    const splitter = () => screen.getByRole('separator');
    fireEvent.keyDown(splitter(), { key: 'ArrowRight' });
    rerender(split([cell('a', 0.2), cell('b', 0.8)]));
    expect(splitter().getAttribute('aria-valuenow')).toBe('55');
    act(() => jest.advanceTimersByTime(LAYOUT_CHANGE_REENABLE_MS));
    expect(splitter().getAttribute('aria-valuenow')).toBe('20');
    rerender(split([cell('a', 0.3), cell('b', 0.7)]));
    expect(splitter().getAttribute('aria-valuenow')).toBe('30');
  });
});
