import { fireEvent, render, screen } from '@testing-library/react';
import type { ViewWidget } from '../../../shared/views';
import { defaultWidgetProps, WIDGET_IDS, widgetSpec } from '../../../shared/widgets';
import { initI18n } from '../../i18n';
import { PropertyEditor } from './PropertyEditor';

const spec = widgetSpec(WIDGET_IDS.deviceList)!;
const deviceList: ViewWidget = {
  id: 'd',
  name: 'Device List',
  module: 'hierarchy',
  widgetId: spec.id,
  props: defaultWidgetProps(spec),
};

describe('PropertyEditor: the Device List’s hierarchy properties (spec 3 §2.6)', () => {
  beforeAll(() => initI18n('en-US'));

  it('offers them only to users who may use the hierarchy editor', () => {
    const { rerender } = render(<PropertyEditor widget={deviceList} widgetFlags={{}} onChange={jest.fn()} />);
    for (const name of ['Open multiple branches', 'Hierarchy selection'])
      expect(screen.queryByRole('checkbox', { name })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Hierarchy' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Allow label hierarchy edit' })).toBeTruthy();
    rerender(<PropertyEditor widget={deviceList} widgetFlags={{}} onChange={jest.fn()} mayEditHierarchies />);
    for (const name of ['Open multiple branches', 'Hierarchy selection'])
      expect(screen.getByRole('checkbox', { name })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Hierarchy' })).toBeTruthy();
  });

  it('lets another feature draw an option’s field, and takes its value', () => {
    const onChange = jest.fn();
    render(
      <PropertyEditor
        widget={deviceList}
        widgetFlags={{}}
        onChange={onChange}
        mayEditHierarchies
        renderOption={(key, value, set) =>
          key === 'hierarchyId' ? (
            <button type="button" onClick={() => set('h-1')}>
              {`choose (${String(value)})`}
            </button>
          ) : undefined
        }
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'choose ()' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hierarchyId: 'h-1' }));
  });
});
