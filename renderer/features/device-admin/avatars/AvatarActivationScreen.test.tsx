import { renderSignedIn, sentOperations } from '../../../testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AvatarActivationScreen } from './AvatarActivationScreen';

async function typeKey(key: string) {
  const { fetch } = await renderSignedIn(
    <MemoryRouter>
      <AvatarActivationScreen />
    </MemoryRouter>,
    {},
  );
  fireEvent.change(screen.getByRole('textbox', { name: 'Activation key' }), { target: { value: key } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activate' })));
  return fetch;
}

describe('Avatar Activation (issue 36)', () => {
  it('says that keys never use 0, O, 1 or I when the typed key has one of them, and sends nothing', async () => {
    const fetch = await typeKey('ABCD-EFGH-1234');
    expect(screen.getByRole('alert').textContent).toBe(
      'Activation keys never use 0, O, 1 or I, so that none is taken for another; this one has 1. ' +
        'Read the key the avatar shows again (XXXX-XXXX-XXXX, letters and the digits 2 to 9).',
    );
    expect(sentOperations(fetch)).toEqual([]);
  });

  it('keeps the shape message for a key of the wrong length', async () => {
    await typeKey('not a key');
    expect(screen.getByRole('alert').textContent).toBe('The activation key should look like XXXX-XXXX-XXXX');
  });
});

describe('Avatar Activation: the platform refuses the key', () => {
  it('shows the refusal under the key, where the administrator corrects it', async () => {
    await renderSignedIn(
      <MemoryRouter>
        <AvatarActivationScreen />
      </MemoryRouter>,
      {
        ActivateAvatar: {
          reply: { body: { data: null, errors: [{ message: 'No avatar is waiting for activation with this key' }] } },
        },
      },
    );
    const key = screen.getByRole('textbox', { name: 'Activation key' });
    fireEvent.change(key, { target: { value: 'abcd-efgh-jkmn' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activate' })));
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('No avatar is waiting for activation with this key');
    expect(key.getAttribute('aria-invalid')).toBe('true');
    expect(key.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
