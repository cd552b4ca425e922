import { fireEvent, screen } from '@testing-library/react';
import type { ViewWidget } from '../../../shared/views';
import { renderSignedIn, settle } from '../../testing';
import { PropertyEditor, registerWidget } from '../widgets';
import { IMAGE_MAP_WIDGET_DEFINITION } from './index';

const SETS = {
  imageMapConfig: {
    sets: [
      { id: 's-hq', name: 'Headquarters' },
      { id: 's-depot', name: 'Depot' },
    ],
  },
};

const widget = (props: Record<string, unknown>): ViewWidget =>
  ({ id: 'c1', widgetId: 'ImageMap', name: 'Image Map', props }) as unknown as ViewWidget;

async function renderEditor(props: Record<string, unknown>) {
  registerWidget(IMAGE_MAP_WIDGET_DEFINITION);
  const onChange = jest.fn();
  await renderSignedIn(<PropertyEditor widget={widget(props)} widgetFlags={{}} onChange={onChange} />, {
    ImageMapSets: SETS,
  });
  await settle();
  return onChange;
}

const optionLabels = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.textContent);

describe("the Image Map's map set in the property editor (spec 3 §2.6 mapSetId)", () => {
  it("offers the realm's map sets by name, or all of them, and keeps the chosen set's id", async () => {
    const onChange = await renderEditor({ editMode: true });
    const select = screen.getByRole('combobox', { name: 'Map set' });
    expect(optionLabels(select)).toEqual(['All sets', 'Headquarters', 'Depot']);
    expect((select as HTMLSelectElement).value).toBe('');
    fireEvent.change(select, { target: { value: 's-depot' } });
    expect(onChange).toHaveBeenCalledWith({ editMode: true, mapSetId: 's-depot' });
    // Its other options keep their own fields.
    expect(screen.getByRole('checkbox', { name: 'Edit mode' })).toBeTruthy();
  });

  it('shows a chosen set that no longer exists as missing rather than choosing another', async () => {
    const onChange = await renderEditor({ mapSetId: 's-gone' });
    const select = screen.getByRole('combobox', { name: 'Map set' }) as HTMLSelectElement;
    expect(select.value).toBe('s-gone');
    expect(optionLabels(select)).toContain('Set not found (s-gone)');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith({ mapSetId: '' });
  });
});
