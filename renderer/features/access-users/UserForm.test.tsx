import { renderSignedIn, sentOperations, settle } from '../../testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { UserForm } from './UserForm';

const USER = {
  id: 'u-1',
  name: 'dave',
  email: 'dave@site.test',
  emailConfirmed: true,
  sendNotification: false,
  isAdmin: false,
  blocked: true,
  visualConfig: {
    widgets: { VMX: false },
    views: {},
    activities: {},
    limitedSpeedList: false,
    disableLocalTransport: false,
    limitedVideoAnalyticsAccess: false,
    limitedAuditAccess: false,
  },
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the user form (spec 3 §3.6 user, spec 1 §3 visual configuration)', () => {
  it('checks the draft before sending, then creates the user with the flags switched off', async () => {
    const { fetch } = await renderSignedIn(
      <MemoryRouter>
        <UserForm />
      </MemoryRouter>,
      { CreateUser: { createUser: { ...USER, id: 'u-2', name: 'ann', blocked: false } } },
    );
    type('Name', 'ann');
    type('Password', 'long-enough');
    type('Confirm password', 'different');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('alert').textContent).toBe(
      "Passwords in 'New password' and 'Confirm new password' fields not equals",
    );
    expect(sentOperations(fetch).some((o) => o.name === 'CreateUser')).toBe(false);

    type('Confirm password', 'long-enough');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Events' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Limited audit access' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await settle();
    const sent = sentOperations(fetch).find((o) => o.name === 'CreateUser')?.variables as {
      user: Record<string, unknown>;
    };
    expect(sent.user).toMatchObject({
      name: 'ann',
      email: null,
      password: 'long-enough',
      isAdmin: false,
      visualConfig: { widgets: { Events: false }, limitedAuditAccess: true },
    });
  });

  it('edits an existing user: shows the lockout, offers Unblock and keeps denied widgets unticked', async () => {
    const { fetch } = await renderSignedIn(
      <MemoryRouter>
        <UserForm userId="u-1" />
      </MemoryRouter>,
      {
        AdminUsers: { users: [USER] },
        UnblockUser: { unblockUser: true },
      },
    );
    expect(screen.getByRole('heading', { name: 'Edit User' })).toBeTruthy();
    expect(screen.getByText('This user is blocked after too many failed logins.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'VMX' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Events' })).toHaveProperty('checked', true);
    expect(screen.queryByLabelText('Password')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unblock' })));
    await settle();
    expect(sentOperations(fetch).find((o) => o.name === 'UnblockUser')?.variables).toEqual({ id: 'u-1' });
  });

  const GROUPS = {
    groups: [
      { id: 'system-administrators', name: 'Administrators', isSystemManaged: true, users: [] },
      { id: 'system-operators', name: 'Operators', isSystemManaged: true, users: [{ id: 'u-1' }] },
      { id: 'g-north', name: 'North desk', isSystemManaged: false, users: [{ id: 'u-1' }] },
    ],
  };

  it('puts a new user in Operators unless the administrator picks other groups, and sends the groups picked', async () => {
    const { fetch } = await renderSignedIn(
      <MemoryRouter>
        <UserForm />
      </MemoryRouter>,
      { UserGroupChoices: GROUPS, CreateUser: { createUser: { ...USER, id: 'u-2', name: 'ann', blocked: false } } },
    );
    const groups = screen.getByRole('group', { name: 'Groups' });
    expect(screen.queryByRole('switch', { name: 'Administrator' })).toBeNull();
    expect(within(groups).getByRole('checkbox', { name: 'Operators' })).toHaveProperty('checked', true);
    fireEvent.click(within(groups).getByRole('checkbox', { name: 'Operators' }));
    fireEvent.click(within(groups).getByRole('checkbox', { name: 'North desk' }));
    type('Name', 'ann');
    type('Password', 'long-enough');
    type('Confirm password', 'long-enough');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await settle();
    const sent = sentOperations(fetch).find((o) => o.name === 'CreateUser')?.variables as {
      user: Record<string, unknown>;
    };
    expect(sent.user.groups).toEqual(['g-north']);
    expect(sent.user).not.toHaveProperty('isAdmin');
  });

  it('shows an existing user’s groups and sends the changed groups', async () => {
    const { fetch } = await renderSignedIn(
      <MemoryRouter>
        <UserForm userId="u-1" />
      </MemoryRouter>,
      { AdminUsers: { users: [USER] }, UserGroupChoices: GROUPS, UpdateUser: { updateUser: USER } },
    );
    const groups = screen.getByRole('group', { name: 'Groups' });
    const checked = within(groups)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.parentElement?.textContent);
    expect(checked).toEqual(['Operators', 'North desk']);
    fireEvent.click(within(groups).getByRole('checkbox', { name: 'Administrators' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await settle();
    const sent = sentOperations(fetch).find((o) => o.name === 'UpdateUser')?.variables as {
      user: Record<string, unknown>;
    };
    expect(sent.user).toMatchObject({ id: 'u-1', groups: ['system-operators', 'g-north', 'system-administrators'] });
  });

  it('sends an edited user’s name and what changed, and shows a taken name under the name', async () => {
    const { fetch } = await renderSignedIn(
      <MemoryRouter>
        <UserForm userId="u-1" />
      </MemoryRouter>,
      {
        AdminUsers: { users: [USER] },
        UserGroupChoices: GROUPS,
        UpdateUser: { reply: { body: { data: null, errors: [{ message: 'User name already exists' }] } } },
      },
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Send notifications' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await settle();
    const sent = sentOperations(fetch).find((o) => o.name === 'UpdateUser')?.variables;
    expect(sent).toEqual({ user: { id: 'u-1', name: 'dave', sendNotification: true } });
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'User name already exists',
    );
  });
});
