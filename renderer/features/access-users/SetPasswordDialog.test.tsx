/** Setting a user's password (spec 3 §7.2): the password rules speak under their field before
 *  anything is sent; the platform's refusal shows in the dialog's banner; a set password closes it. */
import { renderSignedIn, sentOperations, settle } from '../../testing';
import { act, fireEvent, screen } from '@testing-library/react';
import type { AdminUser } from './accessUsersDocuments';
import { SetPasswordDialog } from './SetPasswordDialog';

const USER = { id: 'u-1', name: 'dave' } as AdminUser;

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const setPassword = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set Password' })));

describe('the set password dialog', () => {
  it('checks the pair under its fields, then sends the password once and says it is set', async () => {
    let set = 0;
    const { fetch } = await renderSignedIn(<SetPasswordDialog user={USER} onClose={() => {}} onSet={() => set++} />, {
      SetUserPassword: { setPassword: true },
    });
    type('Password', 'short');
    type('Confirm password', 'short');
    await setPassword();
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters long');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');

    type('Password', 'long-enough');
    type('Confirm password', 'different');
    await setPassword();
    expect(screen.getByRole('alert').textContent).toBe(
      "Passwords in 'New password' and 'Confirm new password' fields not equals",
    );
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(sentOperations(fetch).some((o) => o.name === 'SetUserPassword')).toBe(false);

    type('Confirm password', 'long-enough');
    await setPassword();
    await settle();
    expect(
      sentOperations(fetch)
        .filter((o) => o.name === 'SetUserPassword')
        .map((o) => o.variables),
    ).toEqual([{ id: 'u-1', password: 'long-enough' }]);
    expect(set).toBe(1);
  });

  it('shows the platform refusal in its banner and stays open', async () => {
    let set = 0;
    await renderSignedIn(<SetPasswordDialog user={USER} onClose={() => {}} onSet={() => set++} />, {
      SetUserPassword: {
        reply: { body: { data: null, errors: [{ message: 'Password is one of the last three used' }] } },
      },
    });
    type('Password', 'long-enough');
    type('Confirm password', 'long-enough');
    await setPassword();
    await settle();
    expect(screen.getByText('Password is one of the last three used')).toBeTruthy();
    expect(set).toBe(0);
  });
});
