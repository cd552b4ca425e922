import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginResponse, LoginStatus } from '../../../shared/auth/loginApi';
import {
  callsTo,
  deferred,
  licence,
  mockFetch,
  mockGraphql,
  type MockReply,
  renderApp,
  sequence,
  UNAUTHORIZED,
  userInfo,
} from '../../testing';

const INFO: LoginResponse['info'] = {
  user: { id: 'u1', name: 'operator', isAdmin: false },
  role: 'operator',
  realm: { id: 'r1', name: 'Demo', type: 'DEFAULT' },
};

/** The session check: logged out at first, logged in once the login has been answered. */
const session = () => ({
  'POST /api/graphql': mockGraphql({
    UserInfo: sequence(UNAUTHORIZED, { userInfo: userInfo() }),
    Licence: licence(false),
  }),
});

function loginAnswer(status: LoginStatus): MockReply {
  return { body: { status, info: INFO, redirect: '/' } satisfies LoginResponse };
}

async function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('User name'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Login' })));
}

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());

  it('focuses the user name field', async () => {
    mockFetch();
    await renderApp('/');
    expect(document.activeElement).toBe(screen.getByLabelText('User name'));
  });

  it.each([
    ['', ''],
    ['operator', ''],
    ['', 'secret'],
    ['   ', 'secret'],
  ])('asks for both fields (user %j, password %j) without calling the server', async (username, password) => {
    const fetch = mockFetch();
    await renderApp('/');
    await fillAndSubmit(username, password);
    expect(screen.getByRole('alert').textContent).toBe('Specify login and password');
    expect(callsTo(fetch, 'POST /api/auth/login')).toHaveLength(0);
  });

  it('submits on Enter with the preflight header and the credentials', async () => {
    const fetch = mockFetch({ ...session(), 'POST /api/auth/login': loginAnswer('LoggedIn') });
    await renderApp('/');
    fireEvent.change(screen.getByLabelText('User name'), { target: { value: 'operator' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    await act(async () => fireEvent.submit(screen.getByLabelText('Password').closest('form')!));
    await screen.findByRole('heading', { name: 'License agreement' });
    const [call] = callsTo(fetch, 'POST /api/auth/login');
    expect(call?.body).toEqual({ username: 'operator', password: 'secret' });
    expect(call?.headers['x-vantage-request']).toBe('1');
  });

  it.each<[LoginStatus, string, string]>([
    ['LoggedIn', '/license', 'License agreement'],
    ['PasswordExpired', '/passwordexpired', 'Password expired'],
    ['LoginNotVerified', '/confirm/code', 'Verify login'],
  ])('goes on by status: %s → %s', async (status, path, heading) => {
    mockFetch({ ...session(), 'POST /api/auth/login': loginAnswer(status) });
    const { router } = await renderApp('/');
    await fillAndSubmit('operator', 'secret');
    await screen.findByRole('heading', { name: heading });
    expect(router.state.location.pathname).toBe(path);
  });

  it('believes a LoggedIn answer: the session is not checked again, so a 401 on the user info reloads', async () => {
    const fetch = mockFetch({
      'POST /api/graphql': mockGraphql({ UserInfo: UNAUTHORIZED, Licence: licence(false) }),
      'POST /api/auth/login': loginAnswer('LoggedIn'),
    });
    const { platform } = await renderApp('/');
    await fillAndSubmit('operator', 'secret');
    // The realm the login answer named titles the window before the user info has loaded.
    await waitFor(() => expect(document.title).toBe('Vantage - Demo'));
    await waitFor(() => expect(platform.reload).toHaveBeenCalledTimes(1));
    const asked = callsTo(fetch, 'POST /api/graphql').filter(
      (call) => (call.body as { operationName?: string }).operationName === 'UserInfo',
    );
    // The first check at '/', then the user info the login answer does not carry.
    expect(asked).toHaveLength(2);
  });

  it("shows a failed login as '[code] message' in the banner and logs out", async () => {
    const fetch = mockFetch({
      'POST /api/auth/login': { status: 401, body: { code: 401, message: 'Invalid user name or password' } },
      'POST /api/auth/logout': { status: 204 },
    });
    const { router } = await renderApp('/');
    await fillAndSubmit('operator', 'wrong');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('[401] Invalid user name or password');
    expect(banner.className).toContain('vt-error-banner');
    expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('disables the Login button while the request is in flight', async () => {
    const answer = deferred<MockReply>();
    mockFetch({
      'POST /api/auth/login': () => answer.promise,
      'POST /api/auth/logout': { status: 204 },
    });
    await renderApp('/');
    await fillAndSubmit('operator', 'secret');
    const button = screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => answer.resolve({ status: 423, body: { code: 423, message: 'User is blocked' } }));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.getByRole('alert').textContent).toBe('[423] User is blocked');
  });

  it("shows 'Recover account' only when EMAIL_CAN_BE_SEND is 'true'", async () => {
    mockFetch({ 'GET /api/parameters': { body: [{ name: 'EMAIL_CAN_BE_SEND', value: 'true' }] } });
    const first = await renderApp('/');
    expect(await screen.findByRole('link', { name: 'Recover account' })).toBeTruthy();
    first.unmount();

    mockFetch({ 'GET /api/parameters': { body: [{ name: 'EMAIL_CAN_BE_SEND', value: 'false' }] } });
    await renderApp('/');
    await waitFor(() => expect(window.fetch).toHaveBeenCalledWith('/api/parameters', expect.anything()));
    expect(screen.queryByRole('link', { name: 'Recover account' })).toBeNull();
  });

  it('shows the login page for any unlisted path', async () => {
    mockFetch();
    await renderApp('/some/unknown/place');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });
});
