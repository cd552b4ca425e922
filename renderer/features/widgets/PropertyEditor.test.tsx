import { fireEvent, render, screen } from '@testing-library/react';
import type { ViewWidget } from '../../../shared/views';
import { defaultWidgetProps, WIDGET_IDS, widgetSpec } from '../../../shared/widgets';
import { initI18n } from '../../i18n';
import { PropertyEditor } from './PropertyEditor';

const url: ViewWidget = {
  id: 'c1',
  name: 'URL',
  module: 'widgets',
  widgetId: 'URL',
  props: { url: 'https://a.example/' },
};

describe('PropertyEditor (spec 3 §2.6)', () => {
  beforeAll(() => initI18n('en-US'));

  it("edits the widget's options and freeze width / freeze height", () => {
    const onChange = jest.fn();
    render(<PropertyEditor widget={url} widgetFlags={{}} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'URL' }), { target: { value: 'https://b.example/' } });
    expect(onChange).toHaveBeenLastCalledWith({ url: 'https://b.example/' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Freeze width' }));
    expect(onChange).toHaveBeenLastCalledWith({ url: 'https://a.example/', freezeWidth: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Freeze height' }));
    expect(onChange).toHaveBeenLastCalledWith({ url: 'https://a.example/', freezeHeight: true });
  });

  it('shows option defaults and keeps dependent options disabled until their condition holds', () => {
    const spec = widgetSpec(WIDGET_IDS.events)!;
    const events: ViewWidget = {
      id: 'e',
      name: 'Events',
      module: 'events',
      widgetId: spec.id,
      props: defaultWidgetProps(spec),
    };
    const { rerender } = render(<PropertyEditor widget={events} widgetFlags={{}} onChange={jest.fn()} />);
    const placement = screen.getByRole('combobox', { name: 'previewPlacement' }) as HTMLSelectElement;
    expect(placement.disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'showSnapshots' }) as HTMLInputElement).checked).toBe(true);
    rerender(
      <PropertyEditor
        widget={{ ...events, props: { ...events.props, showPreview: true } }}
        widgetFlags={{}}
        onChange={jest.fn()}
      />,
    );
    expect((screen.getByRole('combobox', { name: 'previewPlacement' }) as HTMLSelectElement).disabled).toBe(false);
  });

  it('is empty when the user has a list of enabled widgets without this one', () => {
    render(<PropertyEditor widget={url} widgetFlags={{ Timeline: true }} onChange={jest.fn()} />);
    const editor = screen.getByRole('region', { name: 'URL properties' });
    expect(editor.childElementCount).toBe(0);
  });
});
