import { fireEvent, render, screen } from '@testing-library/react';
import type { ViewWidget } from '../../../shared/views';
import { defaultWidgetProps, WIDGET_CATALOGUE, WIDGET_IDS, widgetSpec } from '../../../shared/widgets';
import { i18n, initI18n } from '../../i18n';
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
    const placement = screen.getByRole('combobox', { name: 'Preview placement' }) as HTMLSelectElement;
    expect(placement.disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Show snapshots' }) as HTMLInputElement).checked).toBe(true);
    rerender(
      <PropertyEditor
        widget={{ ...events, props: { ...events.props, showPreview: true } }}
        widgetFlags={{}}
        onChange={jest.fn()}
      />,
    );
    expect((screen.getByRole('combobox', { name: 'Preview placement' }) as HTMLSelectElement).disabled).toBe(false);
  });

  it("names every option and choice of the catalogue in words, with each option's own units", () => {
    for (const spec of WIDGET_CATALOGUE) {
      for (const option of spec.options) {
        expect([spec.id, option.key, i18n.exists(`widgets.options.${option.key}`)]).toEqual([
          spec.id,
          option.key,
          true,
        ]);
        if (option.type !== 'choice' && option.type !== 'multi') continue;
        for (const value of option.values) {
          const named = [`widgets.values.${option.key}.${value}`, `widgets.values.${value}`].some((key) =>
            i18n.exists(key),
          );
          expect([option.key, value, named]).toEqual([option.key, value, true]);
        }
      }
    }
    const touring = widgetSpec(WIDGET_IDS.videoTouring)!;
    render(
      <PropertyEditor
        widget={{
          id: 't',
          name: 'Video Touring',
          module: 'video',
          widgetId: touring.id,
          props: defaultWidgetProps(touring),
        }}
        widgetFlags={{}}
        onChange={jest.fn()}
      />,
    );
    const delay = screen.getByRole('combobox', { name: 'Delay' }) as HTMLSelectElement;
    expect([...delay.options].map((o) => o.text)).toEqual(['5 s', '15 s', '30 s', '1 min']);
    expect(screen.getByRole('checkbox', { name: 'Edit mode' })).toBeTruthy();
  });

  it("leaves out the Archive Viewer's calendar, export and event options while the view holds a Timeline", () => {
    const spec = widgetSpec(WIDGET_IDS.archiveViewer)!;
    const viewer: ViewWidget = { id: 'a', name: 'Archive Viewer', module: 'video', widgetId: spec.id, props: {} };
    const { rerender } = render(<PropertyEditor widget={viewer} widgetFlags={{}} onChange={jest.fn()} />);
    const offered = (name: string) => screen.queryByRole('checkbox', { name }) !== null;
    expect(['Calendar', 'Allow export', 'User-defined event'].map(offered)).toEqual([true, true, true]);
    rerender(<PropertyEditor widget={viewer} widgetFlags={{}} onChange={jest.fn()} viewHasTimeline />);
    expect(['Calendar', 'Allow export', 'User-defined event'].map(offered)).toEqual([false, false, false]);
    expect(offered('Digital zoom')).toBe(true);
  });

  it('is empty when the user has a list of enabled widgets without this one', () => {
    render(<PropertyEditor widget={url} widgetFlags={{ Timeline: true }} onChange={jest.fn()} />);
    const editor = screen.getByRole('region', { name: 'URL properties' });
    expect(editor.childElementCount).toBe(0);
  });
});
