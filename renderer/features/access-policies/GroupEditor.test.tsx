/** The group editor (spec 3 §3.6 group; spec 1 §3 visual configuration per group) over the shared
 *  editor skeleton: a loaded group fills the draft, its visual configuration is saved with it, and
 *  a refusal is shown in the platform's words without leaving the editor. */
import { renderSignedIn, sentOperations, settle } from '../../testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { GroupEditor } from './GroupEditor';

/** How long a lazily loaded chunk may take on a loaded machine. */
const LOADED = { timeout: 15_000 };
const NO_CONFIG = {
  widgets: {},
  views: {},
  activities: {},
  limitedSpeedList: false,
  disableLocalTransport: false,
  limitedVideoAnalyticsAccess: false,
  limitedAuditAccess: false,
};
const GROUPS = {
  groups: [
    {
      id: 'system-operators',
      name: 'Operators',
      isSystemManaged: true,
      users: [{ id: 'u-1', name: 'operator' }],
      policies: [{ id: 'system-policy-operator-access', name: 'Operator access' }],
      visualConfig: { ...NO_CONFIG, widgets: { VMX: false } },
    },
    {
      id: 'g-1',
      name: 'North desk',
      isSystemManaged: false,
      users: [],
      policies: [],
      visualConfig: null,
    },
  ],
};
const SOURCES = {
  users: [
    { id: 'u-1', name: 'operator' },
    { id: 'u-2', name: 'ann' },
  ],
  devicesByAspectTypes: [],
  zones: [],
  sets: [],
};

async function open(groupId: string, operations: Record<string, unknown>) {
  return renderSignedIn(
    <MemoryRouter initialEntries={[`/view/group/edit/${groupId}`]}>
      <Routes>
        <Route path="/view/group/edit/:id" element={<GroupEditor groupId={groupId} />} />
        <Route path="/view/Groups" element={<p>Groups list</p>} />
      </Routes>
    </MemoryRouter>,
    {
      AccessGroups: GROUPS,
      AccessPickerSources: SOURCES,
      AccessPolicies: { policies: [] },
      ...operations,
    } as never,
  );
}

describe('the group editor (spec 3 §3.6, spec 1 §3)', () => {
  it('shows a system group’s visual configuration and saves the change with its users', async () => {
    const { fetch } = await open('system-operators', {
      AddAccessGroupUsers: { addGroupUsers: { id: 'system-operators' } },
      SetAccessGroupVisualConfig: { setGroupVisualConfig: { id: 'system-operators' } },
    });
    // The visual configuration editor comes in the users chunk, loaded on first use.
    const vmx = await screen.findByRole('checkbox', { name: 'VMX' }, LOADED);
    await waitFor(() => expect(vmx).toHaveProperty('checked', false), LOADED);
    expect(screen.getByLabelText('Name')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    const users = screen.getByRole('group', { name: 'Users' });
    fireEvent.click(await within(users).findByRole('checkbox', { name: 'ann' }, LOADED));
    fireEvent.click(screen.getByRole('switch', { name: 'Limited audit access' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    // Back at the list once everything is saved.
    expect(await screen.findByText('Groups list', {}, LOADED)).toBeTruthy();
    const sent = sentOperations(fetch);
    expect(sent.find((o) => o.name === 'AddAccessGroupUsers')?.variables).toEqual({
      groupId: 'system-operators',
      userIds: ['u-2'],
    });
    expect(sent.find((o) => o.name === 'SetAccessGroupVisualConfig')?.variables).toMatchObject({
      groupId: 'system-operators',
      visualConfig: { widgets: { VMX: false }, limitedAuditAccess: true },
    });
  });

  it('shows the platform’s refusal and stays, sending no visual configuration when nothing changed in it', async () => {
    const { fetch } = await open('g-1', {
      UpdateAccessGroup: { reply: { body: { data: null, errors: [{ message: 'Group name already exists' }] } } },
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveProperty('value', 'North desk'), LOADED);
    expect(await screen.findByRole('checkbox', { name: 'VMX' }, LOADED)).toHaveProperty('checked', true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await settle();
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toBe('Group name already exists');
    expect(screen.queryByText('Groups list')).toBeNull();
    expect(sentOperations(fetch).some((o) => o.name === 'SetAccessGroupVisualConfig')).toBe(false);
  });
});
