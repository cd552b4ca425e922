import '../../testing';
import { fireEvent, render, screen } from '@testing-library/react';
import type { View } from '../../../shared/views';
import { initI18n } from '../../i18n';
import { ViewListSection } from './ViewListSection';

const views = (count: number): View[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `v${i + 1}`,
    name: `View ${String(i + 1).padStart(3, '0')}`,
    hasLayout: true,
    layout: { type: 'cell', id: `c${i + 1}`, size: 1 },
    widgets: [],
  }));

function renderSection(list: View[]) {
  render(
    <ViewListSection
      title="Shared Views"
      views={list}
      filterable
      renderRow={(view, place) => (
        <li key={view.id} ref={place.measure} data-index={place.index}>
          {view.name}
        </li>
      )}
    />,
  );
  return () => screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('a view list section', () => {
  beforeAll(() => initI18n('en-US'));

  it('renders every row of a short list', () => {
    const names = renderSection(views(40));
    expect(names()).toHaveLength(40);
  });

  it('renders only the rows in view of a long list, and the others as the page scrolls', () => {
    const names = renderSection(views(400));
    // jsdom has no layout: the window's 768 px stand for the visible part of the scroller.
    expect(names()[0]).toBe('View 001');
    expect(names().length).toBeLessThan(60);
    // Scrolled to the end: the list moves up by as much as the page scrolls, as a browser lays it out.
    const scroller = document.documentElement;
    const list = screen.getByRole('list');
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 400 * 32 });
    list.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: -400 * 32, width: 300, height: 400 * 32 });
    fireEvent.scroll(scroller);
    expect(names()).toContain('View 400');
    expect(names()).not.toContain('View 001');
    // The filter still searches every view, rendered or not.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'View 007' } });
    expect(names()).toEqual(['View 007']);
  });
});
