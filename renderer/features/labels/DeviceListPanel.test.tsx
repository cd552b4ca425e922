import { fireEvent, screen } from '@testing-library/react';
import { settle, sitesHierarchy } from '../../testing';
import { DeviceListPanel } from './DeviceListPanel';
import { renderWithLabels, sentOperations } from './testing/renderWithLabels';

const SITES = { hierarchy: sitesHierarchy(['l-park']) };

const searches = (fetch: jest.Mock) =>
  sentOperations(fetch)
    .filter((o) => o.name === 'CameraSearch')
    .map((o) => (o.variables.input as { labelIds: string[] | null }).labelIds);

describe('the Device List panel (spec 3 §2.6, §2.9)', () => {
  it('filters the cameras by the labels of every leaf under the chosen level', async () => {
    const { fetch } = await renderWithLabels(<DeviceListPanel props={{ hierarchyId: 'h' }} width={300} />, {
      Hierarchy: SITES,
    });
    expect(screen.getByText('Hierarchy')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Building' }));
    await settle();
    expect(searches(fetch).at(-1)).toEqual(['l-gate', 'l-lobby']);
    fireEvent.click(screen.getByRole('button', { name: 'Car park' }));
    await settle();
    expect(searches(fetch).at(-1)).toEqual(['l-park']);
    // Choosing it again clears the choice: All Devices again (from the cache).
    fireEvent.click(screen.getByRole('button', { name: 'Car park' }));
    await settle();
    expect(screen.getByText('All Devices')).toBeTruthy();
  });

  it('hides the Hierarchy label below 275 px, the label filter when labelsFilter is off, and shows 5 labels first', async () => {
    await renderWithLabels(<DeviceListPanel props={{ hierarchyId: 'h', labelsFilter: false }} width={274} />, {
      Hierarchy: SITES,
    });
    expect(screen.queryByText('Hierarchy')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Filter by labels' })).toBeNull();
  });

  it('shows the first 5 labels of the label filter, then all of them', async () => {
    const labels = Array.from({ length: 7 }, (_, i) => ({
      id: `l${i}`,
      name: `Label ${i}`,
      type: 'LABEL',
      objectCount: 0,
    }));
    await renderWithLabels(<DeviceListPanel props={{}} width={300} />, { Labels: { labels } });
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show all labels' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
  });

  it('offers Configure Labels to administrators when allowLabelHierarchyEdit is on; Escape leaves it open, Back closes it', async () => {
    await renderWithLabels(<DeviceListPanel props={{ allowLabelHierarchyEdit: true }} width={300} />, {});
    fireEvent.click(screen.getByRole('button', { name: 'Configure Labels' }));
    const dialog = screen.getByRole('dialog', { name: 'Configure Labels' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Configure Labels' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'Configure Labels' })).toBeNull();
    await settle();
  });

  it('offers no Configure Labels without allowLabelHierarchyEdit, nor to operators', async () => {
    await renderWithLabels(<DeviceListPanel props={{ allowLabelHierarchyEdit: true }} width={300} />, {}, false);
    expect(screen.queryByRole('button', { name: 'Configure Labels' })).toBeNull();
  });

  it('lets the operator choose another hierarchy when hierarchySelection is on', async () => {
    await renderWithLabels(<DeviceListPanel props={{ hierarchySelection: true }} width={300} />, {
      Hierarchies: { hierarchies: [{ id: 'h', name: 'Sites' }] },
      Hierarchy: SITES,
    });
    expect(screen.queryByRole('tree')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Hierarchy' }), { target: { value: 'h' } });
    await settle();
    expect(screen.getByRole('button', { name: 'Building' })).toBeTruthy();
  });
});
