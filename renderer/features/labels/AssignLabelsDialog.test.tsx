import { act, fireEvent, screen } from '@testing-library/react';
import { settle } from '../../testing';
import { AssignLabelsDialog } from './AssignLabelsDialog';
import { LABELS, renderWithLabels, sentOperations } from './testing/renderWithLabels';

const DEVICE = { id: 'cam-1', name: 'Lobby Camera', labelIds: ['l-gate'] };
const MUTATIONS = {
  InsertLabels: (v: Record<string, unknown>) => ({
    insert: (v.labels as Array<{ id: string; name: string }>).map((l) => ({ ...l, type: 'LABEL', objectCount: 1 })),
  }),
  AssignLabels: { assign: [{ id: 'l-lobby' }] },
  RemoveLabels: { remove: [{ id: 'l-gate' }] },
};

async function open(onClose = jest.fn()) {
  const { fetch } = await renderWithLabels(
    <AssignLabelsDialog device={DEVICE} labels={LABELS} onClose={onClose} />,
    MUTATIONS,
  );
  return { fetch, onClose };
}

describe('the Assign labels dialog (spec 3 §2.7, §4 label assignment)', () => {
  it('is titled with the device name and lists the editable labels, the device’s checked', async () => {
    await open();
    expect(screen.getByRole('dialog', { name: 'Lobby Camera' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Gate' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Lobby' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('checkbox', { name: 'Zone A' })).toBeNull();
  });

  it('sends nothing when nothing changed', async () => {
    const { fetch, onClose } = await open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lobby' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lobby' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(sentOperations(fetch).map((o) => o.name)).toEqual([]);
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('searches case-insensitively and creates a typed label, then sends new labels, additions and removals', async () => {
    const { fetch, onClose } = await open();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search labels' }), { target: { value: 'LOB' } });
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Lobby']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lobby' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search labels' }), { target: { value: 'Roof' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create label' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search labels' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gate' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    await settle();
    const sent = sentOperations(fetch);
    expect(sent.map((o) => o.name)).toEqual(['InsertLabels', 'AssignLabels', 'RemoveLabels']);
    expect(sent[0]?.variables).toEqual({
      labels: [{ id: expect.stringMatching(/^label-/), name: 'Roof', objectIds: ['cam-1'] }],
    });
    expect(sent[1]?.variables).toEqual({ input: { objectId: 'cam-1', labelIds: ['l-lobby'] } });
    expect(sent[2]?.variables).toEqual({ input: { objectId: 'cam-1', labelIds: ['l-gate'] } });
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('offers Create label only for a name no label has', async () => {
    await open();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search labels' }), { target: { value: 'Gate' } });
    expect(screen.queryByRole('button', { name: 'Create label' })).toBeNull();
  });
});
