import '../../testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { URL_WIDGET_MAX, WIDGET_IDS } from '../../../shared/widgets';
import { initI18n } from '../../i18n';
import { listAvailableWidgets } from './widgetRegistry';
import { WidgetList } from './WidgetList';

describe('WidgetList (spec 1 §5, spec 3 §2.6)', () => {
  beforeAll(() => initI18n('en-US'));

  it('adds an allowed widget to the view', () => {
    const onAdd = jest.fn();
    render(<WidgetList widgetFlags={{}} present={[]} hasEmptyCell onAdd={onAdd} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add URL' }));
    expect(onAdd.mock.calls[0][0].spec.id).toBe(WIDGET_IDS.url);
  });

  it(`refuses a ${URL_WIDGET_MAX + 1}th URL widget and a widget without an empty cell`, () => {
    const { rerender } = render(
      <WidgetList
        widgetFlags={{}}
        present={Array(URL_WIDGET_MAX).fill(WIDGET_IDS.url)}
        hasEmptyCell
        onAdd={jest.fn()}
      />,
    );
    expect((screen.getByRole('button', { name: 'Add URL' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('The view already holds as many of these as it may.')).toBeTruthy();
    rerender(<WidgetList widgetFlags={{}} present={[]} hasEmptyCell={false} onAdd={jest.fn()} />);
    expect(screen.getAllByText('No empty cell.').length).toBeGreaterThan(0);
  });

  it('refuses widgets that do not go with the ones in the view', () => {
    render(<WidgetList widgetFlags={{}} present={[WIDGET_IDS.timeline]} hasEmptyCell onAdd={jest.fn()} />);
    expect((screen.getByRole('button', { name: 'Add URL' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Not compatible with the widgets in the view.').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Add Archive Viewer' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('hides widgets the visual configuration denies', () => {
    const { rerender } = render(
      <WidgetList widgetFlags={{ URL: false }} present={[]} hasEmptyCell onAdd={jest.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Add URL' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Camera Live Viewer' })).toBeTruthy();
    const none = Object.fromEntries(listAvailableWidgets({}).map((w) => [w.spec.id, false]));
    rerender(<WidgetList widgetFlags={none} present={[]} hasEmptyCell onAdd={jest.fn()} />);
    expect(screen.getByText('No widgets are available to you.')).toBeTruthy();
  });
});
