import { act, fireEvent, screen, within } from '@testing-library/react';
import { type GraphqlOperations, renderSignedIn, sentOperations, settle, sitesHierarchy } from '../../testing';
import { HierarchyEditor } from './HierarchyEditor';

const SITES = sitesHierarchy();
const LABELS = ['Gate', 'Lobby', 'Park'].map((name) => ({
  id: `l-${name.toLowerCase()}`,
  name,
  type: 'LABEL',
  objectCount: 0,
}));

function renderEditor(operations: GraphqlOperations = {}, isAdmin = true) {
  return renderSignedIn(
    <HierarchyEditor />,
    {
      Hierarchies: { hierarchies: [{ id: 'h', name: 'Sites' }] },
      Hierarchy: { hierarchy: SITES },
      Labels: { labels: LABELS },
      CameraSearch: { cameraSearch: { all: null, byName: null, byLabels: { total: 0, devices: [] } } },
      UpdateHierarchy: { updateHierarchy: SITES },
      ...operations,
    },
    isAdmin,
  );
}

type Level = { id: string; name: string; levels: Level[]; labelIds: string[] };
const savedRoots = (fetch: jest.Mock) =>
  sentOperations(fetch)
    .filter((o) => o.name === 'UpdateHierarchy')
    .map((o) => (o.variables.hierarchy as { root?: Level }).root);

describe('the hierarchy editor (spec 3 §2.8, §4, §8)', () => {
  it('shows Access-Denied reading Not enough rights to non-administrators', async () => {
    await renderEditor({}, false);
    expect(screen.getByRole('note', { name: 'Access-Denied' }).textContent).toContain('Not enough rights');
  });

  it('shows the selected level’s breadcrumb and keeps a leaf’s label changes as a draft until Save', async () => {
    const { fetch } = await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Ground floor' }));
    await settle();
    expect(screen.getByRole('navigation', { name: 'Selected level' }).textContent).toBe(
      'Sites / Building / Ground floor',
    );
    expect(screen.getByRole('checkbox', { name: 'Gate' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Park' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await settle();
    expect(savedRoots(fetch)[0]?.levels[0]?.levels[0]?.labelIds).toEqual(['l-gate', 'l-lobby', 'l-park']);
  });

  it('asks Unsaved Changes before leaving a level with a draft; Discard drops it', async () => {
    const { fetch } = await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Ground floor' }));
    await settle();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Car park' }));
    const prompt = screen.getByRole('dialog', { name: 'Unsaved Changes' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Discard' }));
    await settle();
    expect(screen.getByRole('navigation', { name: 'Selected level' }).textContent).toBe('Sites / Outside / Car park');
    expect(savedRoots(fetch)).toEqual([]);
  });

  it('adds a root level inline: Enter applies, Escape cancels, a sibling’s name disables Apply', async () => {
    const { fetch } = await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add root level' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Level name' }), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Level name' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add root level' }));
    const field = screen.getByRole('textbox', { name: 'Level name' });
    fireEvent.change(field, { target: { value: 'Outside' } });
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'Roof' } });
    await act(async () => fireEvent.keyDown(field, { key: 'Enter' }));
    await settle();
    expect(savedRoots(fetch)[0]?.levels.map((l) => l.name)).toEqual(['Building', 'Outside', 'Roof']);
  });

  it('cancels an inline edit 250 ms after the field loses focus', async () => {
    await renderEditor();
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Rename Outside' }));
      fireEvent.blur(screen.getByRole('textbox', { name: 'Level name' }));
      act(() => jest.advanceTimersByTime(249));
      expect(screen.getByRole('textbox', { name: 'Level name' })).toBeTruthy();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('textbox', { name: 'Level name' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks before a branch replaces a leaf’s labels', async () => {
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add branch under Ground floor' }));
    expect(screen.getByRole('dialog', { name: 'Add branch' }).textContent).toContain(
      "Adding branch under 'Ground floor' will remove 2 labels assignments",
    );
  });

  it('lists the views that use a hierarchy it could not delete, by name, with their users', async () => {
    const usage = {
      views: [
        { id: 'v2', name: 'Zulu', userName: 'admin' },
        { id: 'v1', name: 'Alpha', userName: 'operator' },
      ],
      sharedViews: [],
    };
    const { fetch } = await renderEditor({ DeleteHierarchy: { deleteHierarchy: { deleted: false, usage } } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    const confirm = screen.getByRole('dialog', { name: 'Delete Hierarchy' });
    expect(confirm.textContent).toContain("Are you sure you want to delete hierarchy 'Sites'?");
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    await settle();
    expect(sentOperations(fetch).filter((o) => o.name === 'DeleteHierarchy')).toHaveLength(1);
    expect(screen.getByRole('dialog').textContent).toContain("Hierarchy 'Sites' is used in the following views:");
    expect(
      within(screen.getByTestId('hierarchy-views'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alpha (operator)', 'Zulu (admin)']);
  });

  it('asks before deleting a hierarchy, and Cancel sends nothing', async () => {
    const { fetch } = await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Hierarchy' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentOperations(fetch).filter((o) => o.name === 'DeleteHierarchy')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Hierarchy' }).textContent).toBe('Sites');
  });

  it('adds a hierarchy by name: not empty, not taken in any case, and shows the platform’s refusal', async () => {
    await renderEditor({
      InsertHierarchy: { reply: { status: 200, body: { data: null, errors: [{ message: 'Busy' }] } } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Hierarchy' });
    expect(dialog.textContent).toContain('Name should not be empty');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'SITES' } });
    expect(dialog.textContent).toContain('Hierarchy name already exists');
    expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Floors' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add' })));
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toBe('Hierarchy update errorBusy');
  });
});
