import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SETUP_ERROR, type SetupState } from '../../../shared/auth/firstRunSetup';
import type { LoginResponse } from '../../../shared/auth/loginApi';
import {
  callsTo,
  licence,
  mockFetch,
  mockGraphql,
  type MockReply,
  renderApp,
  sequence,
  UNAUTHORIZED,
  userInfo,
} from '../../testing';

const OWNER = {
  realm: 'North Depot',
  username: 'siteadmin',
  email: 'owner@example.com',
  password: 'correct horse',
};

const SIGNED_IN: MockReply = {
  body: {
    status: 'LoggedIn',
    info: {
      user: { id: 'u1', name: OWNER.username, isAdmin: true },
      role: 'admin',
      realm: { id: 'r1', name: OWNER.realm, type: 'CUSTOMER' },
    },
    redirect: '/',
  } satisfies LoginResponse,
};

/** Logged out at first, logged in once the claim has been answered. */
const session = () => ({
  'POST /api/graphql': mockGraphql({
    UserInfo: sequence(UNAUTHORIZED, { userInfo: userInfo() }),
    Licence: licence(false),
  }),
});

const state = (value: SetupState): MockReply => ({ body: value });

function fill(fields: Partial<typeof OWNER & { confirmation: string; code: string }>) {
  const labels: Record<string, string> = {
    realm: 'Realm name',
    username: 'Administrator user name',
    email: 'Administrator e-mail',
    password: 'Password',
    confirmation: 'Confirm password',
    code: 'Setup code',
  };
  for (const [name, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(labels[name]!), { target: { value } });
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set up' }));

describe('SetupPage', () => {
  it('on the platform’s own machine: asks realm, administrator, e-mail and password, then signs in and goes on to the licence', async () => {
    const fetch = mockFetch({
      ...session(),
      'GET /api/auth/setup': state({ open: true, codeRequired: false }),
      'POST /api/auth/setup': SIGNED_IN,
    });
    const { router } = await renderApp('/setup');
    expect(await screen.findByRole('heading', { name: 'Set up Vantage' })).toBeTruthy();
    expect(screen.queryByLabelText('Setup code')).toBeNull();
    fill({ ...OWNER, realm: ' North Depot ', confirmation: OWNER.password });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/license'));
    expect(callsTo(fetch, 'POST /api/auth/setup').map((c) => c.body)).toEqual([OWNER]);
  });

  it('from another machine: asks for the setup code printed on the platform console and sends it', async () => {
    const fetch = mockFetch({
      ...session(),
      'GET /api/auth/setup': state({ open: true, codeRequired: true }),
      'POST /api/auth/setup': SIGNED_IN,
    });
    const { router } = await renderApp('/setup');
    await screen.findByLabelText('Setup code');
    expect(screen.getByText(/type the setup code the platform printed on its console/)).toBeTruthy();
    fill({ ...OWNER, confirmation: OWNER.password });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the setup code.');
    // Shown under the field it is about.
    expect(screen.getByLabelText('Setup code').getAttribute('aria-invalid')).toBe('true');
    fill({ code: 'abcd-efgh-jkmn' });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/license'));
    expect(callsTo(fetch, 'POST /api/auth/setup').map((c) => c.body)).toEqual([{ ...OWNER, code: 'abcd-efgh-jkmn' }]);
  });

  it.each([
    [{ password: 'short', confirmation: 'short' }, 'The password must be at least 8 characters long.'],
    [{ confirmation: 'correct horsE' }, 'The password and its confirmation do not match.'],
    [{ email: 'owner' }, 'The e-mail address is not valid.'],
    [{ realm: '  ' }, 'Enter the realm name.'],
  ])('checks the fields as the platform would before asking it: %j', async (change, message) => {
    const fetch = mockFetch({ 'GET /api/auth/setup': state({ open: true, codeRequired: false }) });
    await renderApp('/setup');
    await screen.findByLabelText('Realm name');
    fill({ ...OWNER, confirmation: OWNER.password, ...change });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(callsTo(fetch, 'POST /api/auth/setup')).toHaveLength(0);
  });

  it("shows the platform's refusal in the console's words, without its code", async () => {
    mockFetch({
      'GET /api/auth/setup': state({ open: true, codeRequired: true }),
      'POST /api/auth/setup': { status: 403, body: { code: 403, message: SETUP_ERROR.CODE } },
    });
    await renderApp('/setup');
    await screen.findByLabelText('Setup code');
    fill({ ...OWNER, confirmation: OWNER.password, code: 'WRNG-WRNG-WRNG' });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The setup code is not right. Copy it from the platform console.',
    );
    expect(screen.getByLabelText('Setup code').getAttribute('aria-invalid')).toBe('true');
  });

  it('says when the platform is already set up, and leads to the login page', async () => {
    mockFetch({ 'GET /api/auth/setup': state({ open: false, codeRequired: false }) });
    await renderApp('/setup');
    expect(await screen.findByText(/already set up/)).toBeTruthy();
    expect(screen.queryByLabelText('Realm name')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('is where the login page leads while nobody has set the platform up', async () => {
    mockFetch({ 'GET /api/auth/setup': state({ open: true, codeRequired: false }) });
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup'));
    expect(await screen.findByRole('heading', { name: 'Set up Vantage' })).toBeTruthy();
  });

  it('reads in Polish', async () => {
    mockFetch({ 'GET /api/auth/setup': state({ open: true, codeRequired: true }) });
    await renderApp('/setup', 'pl-PL');
    expect(await screen.findByRole('heading', { name: 'Konfiguracja Vantage' })).toBeTruthy();
    expect(screen.getByLabelText('Nazwa domeny')).toBeTruthy();
    expect(screen.getByLabelText('Kod konfiguracji')).toBeTruthy();
  });
});
