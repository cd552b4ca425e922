/** The policy editor's resources (spec 3 §3.6; issue 30): a statement names video walls as it names
 *  cameras, zones and sets, and saving a policy keeps every resource its statements name. */
import { renderSignedIn, sentOperations } from '../../testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PolicyEditor } from './PolicyEditor';

/** How long a lazily loaded chunk may take on a loaded machine. */
const LOADED = { timeout: 15_000 };
const ACTIONS = {
  actions: [
    { name: 'wall:Control', description: null, level: 'Operate' },
    { name: 'device:Read', description: null, level: 'Read' },
  ],
  accessLevels: [
    { level: 'Read', description: null, order: 1 },
    { level: 'Operate', description: null, order: 2 },
  ],
};
const SOURCES = {
  users: [],
  devicesByAspectTypes: [{ id: 'cam-1', name: 'Gate' }],
  zones: [],
  sets: [],
};
const WALLS = {
  videoWalls: [
    { id: 'wall-lobby', name: 'Lobby wall' },
    { id: 'wall-control', name: 'Control room' },
  ],
};
/** A policy denying one wall, and a tour it names that the editor offers no picker for. */
const POLICY = {
  id: 'p-1',
  name: 'No lobby wall',
  isSystemManaged: false,
  statements: [
    {
      id: 's-1',
      name: null,
      effect: 'DENY',
      actions: ['wall:Control'],
      allResources: false,
      resources: [
        { id: 'wall-lobby', type: 'wall', name: 'Lobby wall' },
        { id: 'tour-1', type: 'tour', name: 'Night round' },
      ],
    },
  ],
};

async function open(operations: Record<string, unknown>) {
  return renderSignedIn(
    <MemoryRouter initialEntries={['/view/policy/edit/p-1']}>
      <Routes>
        <Route path="/view/policy/edit/:id" element={<PolicyEditor policyId="p-1" />} />
        <Route path="/view/Policies" element={<p>Policies list</p>} />
      </Routes>
    </MemoryRouter>,
    {
      AccessPolicies: { policies: [POLICY] },
      AccessActions: ACTIONS,
      AccessPickerSources: SOURCES,
      AccessPolicyWalls: WALLS,
      UpdateAccessPolicy: { updatePolicy: { id: 'p-1' } },
      ...operations,
    } as never,
  );
}

describe('the policy editor’s video walls (issue 30)', () => {
  it('shows the walls a statement names, picks another, and saves them with what it has no picker for', async () => {
    const { fetch } = await open({});
    const statement = await screen.findByRole('group', { name: 'Statement 1' }, LOADED);
    const walls = await within(statement).findByRole('group', { name: 'Video Walls' }, LOADED);
    await waitFor(() =>
      expect(within(walls).getByRole('checkbox', { name: 'Lobby wall' })).toHaveProperty('checked', true),
    );
    expect(within(walls).getByRole('checkbox', { name: 'Control room' })).toHaveProperty('checked', false);
    fireEvent.click(within(walls).getByRole('checkbox', { name: 'Control room' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Policies list', {}, LOADED)).toBeTruthy();
    const sent = sentOperations(fetch).find((o) => o.name === 'UpdateAccessPolicy');
    expect(sent?.variables).toMatchObject({
      policy: {
        id: 'p-1',
        statements: [
          {
            effect: 'DENY',
            actions: ['wall:Control'],
            resources: [
              { id: 'wall-lobby', type: 'wall' },
              { id: 'tour-1', type: 'tour' },
              { id: 'wall-control', type: 'wall' },
            ],
          },
        ],
      },
    });
  });

  it('offers no wall picker to an administrator who may not read walls, and still edits the policy', async () => {
    await open({
      AccessPolicyWalls: { reply: { body: { data: null, errors: [{ message: 'Not enough rights' }] } } },
    });
    const statement = await screen.findByRole('group', { name: 'Statement 1' }, LOADED);
    await within(statement).findByRole('group', { name: 'Cameras' }, LOADED);
    expect(within(statement).queryByRole('group', { name: 'Video Walls' })).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveProperty('value', 'No lobby wall'));
  });
});
