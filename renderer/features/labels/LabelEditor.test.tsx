import { act, fireEvent, screen, within } from '@testing-library/react';
import { settle } from '../../testing';
import { LabelEditor } from './LabelEditor';
import { renderWithLabels, sentOperations } from './testing/renderWithLabels';

const refusal = (paths: string[], more = 0) => ({
  deleteLabel: { deleted: false, hierarchyPaths: paths, moreHierarchyPaths: more, cameraNames: [], moreCameras: 0 },
});

describe('the label editor (spec 3 §2.7, §6, §8)', () => {
  it('shows Access-Denied reading Not enough rights to non-administrators', async () => {
    await renderWithLabels(<LabelEditor />, {}, false);
    const box = screen.getByRole('note', { name: 'Access-Denied' });
    expect(box.textContent).toContain('Not enough rights');
    expect(screen.queryByRole('list', { name: 'Labels' })).toBeNull();
  });

  it('lists labels with their object counts; only LABEL labels can be renamed or deleted', async () => {
    await renderWithLabels(<LabelEditor />, {});
    const items = screen.getAllByTestId('label-item');
    expect(items.map((i) => i.querySelector('.vt-label-list__name')?.textContent)).toEqual([
      'Gate1',
      'Lobby0',
      'Zone A2',
    ]);
    expect(within(items[0]!).getByRole('button', { name: 'Rename Gate' })).toBeTruthy();
    expect(within(items[2]!).queryByRole('button', { name: 'Rename Zone A' })).toBeNull();
  });

  it('renames inline, one label at a time, and not to a taken name', async () => {
    const { fetch } = await renderWithLabels(<LabelEditor />, {
      UpdateLabel: { updateLabel: { id: 'l-gate', name: 'Main gate' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rename Gate' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(field, { target: { value: 'Lobby' } });
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Rename Lobby' }));
    expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(1);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Main hall' } });
    await act(async () => fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Enter' }));
    await settle();
    expect(sentOperations(fetch).find((o) => o.name === 'UpdateLabel')?.variables).toEqual({
      label: { id: 'l-lobby', name: 'Main hall' },
    });
  });

  it('refuses to delete a label used in a hierarchy, with its paths', async () => {
    await renderWithLabels(<LabelEditor />, { DeleteLabel: refusal(['Sites/A', 'Sites/B', 'Sites/C'], 2) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Gate' })));
    await settle();
    const dialog = screen.getByTestId('label-in-hierarchy');
    expect(dialog.textContent).toContain("Label 'Gate' cannot be deleted, it is used in the following hierarchy:");
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sites/A', 'Sites/B', 'Sites/C']);
    expect(dialog.textContent).toContain('...and 2 more.');
    expect(dialog.textContent).toContain('Please use hierarchy editor to remove this label from every hierarchy.');
  });

  it('asks before deleting a label on cameras, then deletes it once confirmed', async () => {
    const asked = {
      deleteLabel: {
        deleted: false,
        hierarchyPaths: [],
        moreHierarchyPaths: 0,
        cameraNames: ['Cam 1'],
        moreCameras: 0,
      },
    };
    const done = { deleteLabel: { ...asked.deleteLabel, deleted: true, cameraNames: [] } };
    const { fetch } = await renderWithLabels(<LabelEditor />, {
      DeleteLabel: (v) => ((v.label as { confirmed: boolean }).confirmed ? done : asked),
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Gate' })));
    await settle();
    expect(screen.getByRole('dialog').textContent).toContain("Are you sure you want to delete label 'Gate'?");
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' })));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    const deletes = sentOperations(fetch).filter((o) => o.name === 'DeleteLabel');
    expect(deletes.map((o) => o.variables)).toEqual([
      { label: { id: 'l-gate', confirmed: false } },
      { label: { id: 'l-gate', confirmed: true } },
    ]);
  });
});
