import { fireEvent, render, screen } from '@testing-library/react';
import { URL_WIDGET_MAX, WIDGET_IDS } from '../../../shared/widgets';
import { initI18n } from '../../i18n';
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
    expect(screen.getByText('No empty cell.')).toBeTruthy();
  });

  it('refuses widgets that do not go with the ones in the view', () => {
    render(<WidgetList widgetFlags={{}} present={[WIDGET_IDS.timeline]} hasEmptyCell onAdd={jest.fn()} />);
    expect(screen.getByText('Not compatible with the widgets in the view.')).toBeTruthy();
  });

  it('hides widgets the visual configuration denies', () => {
    render(<WidgetList widgetFlags={{ URL: false }} present={[]} hasEmptyCell onAdd={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Add URL' })).toBeNull();
    expect(screen.getByText('No widgets are available to you.')).toBeTruthy();
  });
});
