import { fireEvent, screen } from '@testing-library/react';
import { renderSignedIn, settle, sitesHierarchy } from '../../testing';
import { HierarchyOptionField } from './HierarchyOptionField';

describe('the Device List’s hierarchy property (spec 3 §2.6)', () => {
  it('chooses among the realm’s hierarchies or none, and opens the hierarchy editor', async () => {
    const onChange = jest.fn();
    await renderSignedIn(<HierarchyOptionField value="" onChange={onChange} />, {
      Hierarchies: { hierarchies: [{ id: 'h', name: 'Sites' }] },
      Hierarchy: { hierarchy: sitesHierarchy() },
      Labels: { labels: [] },
    });
    const select = screen.getByRole('combobox', { name: 'Hierarchy' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['None', 'Sites']);
    fireEvent.change(select, { target: { value: 'h' } });
    expect(onChange).toHaveBeenCalledWith('h');
    fireEvent.click(screen.getByRole('button', { name: 'Hierarchy editor' }));
    expect(screen.getByRole('dialog', { name: 'Configure Hierarchy' })).toBeTruthy();
    await settle();
  });
});
