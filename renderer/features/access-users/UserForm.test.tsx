import { renderSignedIn, sentOperations, settle } from '../../testing';
import { act, fireEvent, screen } from '@testing-library/react';
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
});
