import { AUTH_PATHS } from '../../shared/auth/loginApi';
import {
  ADDRESS_DELAY_STEP_MS,
  AUTH_MESSAGES,
  MAX_ADDRESS_FAILURES,
  MAX_RECOVERY_MAILS,
  MAX_RECOVERY_REQUESTS,
  FREE_LOGIN_FAILURES,
} from '../auth/authPolicy';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

const USER_INFO = '{ userInfo { user { id name isAdmin } realm { id name } } }';

describe.each(testDatabases())('login family on $kind', (database) => {
  let t: TestPlatform;
  let client: ApiClient;

  beforeEach(async () => {
    t = await startTestPlatform(database);
    client = new ApiClient(t.url);
  });
  afterEach(async () => {
    await client.dispose();
    await t.close();
  });

  const setUserFlags = (name: string, flags: { password_expired?: number; verify_login?: number }) =>
    t.platform.database.db.updateTable('users').set(flags).where('name_key', '=', name).execute();

  it('logs in with LoggedIn and opens the GraphQL API to the session', async () => {
    const login = await client.login('admin', 'admin');
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      status: 'LoggedIn',
      redirect: '/',
      info: { user: { name: 'admin', isAdmin: true }, role: 'admin', realm: { name: 'Demo HQ' } },
    });
    const info = await client.graphql(USER_INFO);
    expect(info.data).toEqual({
      userInfo: { user: { id: 'user-admin', name: 'admin', isAdmin: true }, realm: { id: 'demo-hq', name: 'Demo HQ' } },
    });
  });

  it("hands the console the user's visual configuration flags, off unless set", async () => {
    const VISUAL = '{ userInfo { user { solidVisualConfig { limitedSpeedList disableLocalTransport } } } }';
    await client.login('operator', 'operator');
    expect((await client.graphql(VISUAL)).data).toEqual({
      userInfo: { user: { solidVisualConfig: { limitedSpeedList: false, disableLocalTransport: false } } },
    });
    await t.platform.database.db
      .updateTable('users')
      .set({ visual_config: JSON.stringify({ disableLocalTransport: true }) })
      .where('name_key', '=', 'operator')
      .execute();
    expect((await client.graphql(VISUAL)).data).toEqual({
      userInfo: { user: { solidVisualConfig: { limitedSpeedList: false, disableLocalTransport: true } } },
    });
  });

  it('answers an unknown user and a wrong password with the same error', async () => {
    const wrongPassword = await client.login('admin', 'nope');
    const unknownUser = await client.login('nobody', 'nope');
    expect(wrongPassword).toEqual({
      status: 401,
      body: { code: 401, message: 'Invalid user name or password', messageKey: 'invalidCredentials' },
    });
    expect(unknownUser).toEqual(wrongPassword);
    expect((await client.graphql(USER_INFO)).status).toBe(401);
    // A name longer than the throttle's key column (PostgreSQL answered 500 here).
    expect(await client.login('n'.repeat(1000), 'nope')).toEqual(wrongPassword);
  });

  it('sends an expired password to PasswordExpired and lets the user change it', async () => {
    await setUserFlags('operator', { password_expired: 1 });
    const login = await client.login('operator', 'operator');
    expect(login.body).toMatchObject({ status: 'PasswordExpired', redirect: '/passwordexpired' });
    // Nothing but the password change is open to this session.
    expect((await client.graphql(USER_INFO)).status).toBe(401);

    const wrongCurrent = await client.post(AUTH_PATHS.changePassword, {
      currentPassword: 'x',
      newPassword: 'long-enough-1',
    });
    expect(wrongCurrent).toEqual({
      status: 400,
      body: { code: 400, message: 'Current password is incorrect', messageKey: 'wrongCurrentPassword' },
    });
    const tooShort = await client.post(AUTH_PATHS.changePassword, {
      currentPassword: 'operator',
      newPassword: 'short',
    });
    expect(tooShort.status).toBe(400);

    const changed = await client.post(AUTH_PATHS.changePassword, {
      currentPassword: 'operator',
      newPassword: 'long-enough-1',
    });
    expect(changed.body).toMatchObject({ status: 'LoggedIn' });
    expect((await client.graphql(USER_INFO)).data).toMatchObject({ userInfo: { user: { name: 'operator' } } });

    const again = new ApiClient(t.url);
    expect((await again.login('operator', 'operator')).status).toBe(401);
    expect((await again.login('operator', 'long-enough-1')).body).toMatchObject({ status: 'LoggedIn' });
  });

  it('asks for an e-mailed code with LoginNotVerified and accepts only the right one', async () => {
    await setUserFlags('admin', { verify_login: 1 });
    const login = await client.login('admin', 'admin');
    expect(login.body).toMatchObject({ status: 'LoginNotVerified', redirect: '/confirm/code' });
    expect((await client.graphql(USER_INFO)).status).toBe(401);
    const code = /code is (\d{6})/.exec(t.mails.at(-1)?.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(t.mails.at(-1)?.to).toBe('admin@vantage.local');

    const wrong = await client.post(AUTH_PATHS.verifyCode, { secret: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    const right = await client.post(AUTH_PATHS.verifyCode, { secret: code });
    expect(right.body).toMatchObject({ status: 'LoggedIn' });
    expect((await client.graphql(USER_INFO)).status).toBe(200);
  });

  it('answers code 600 when the verified user must still change the password', async () => {
    await setUserFlags('admin', { verify_login: 1, password_expired: 1 });
    await client.login('admin', 'admin');
    const code = /code is (\d{6})/.exec(t.mails.at(-1)?.text ?? '')?.[1];
    const verified = await client.post(AUTH_PATHS.verifyCode, { secret: code });
    expect(verified).toEqual({
      status: 403,
      body: { code: 600, message: 'Password expired', messageKey: 'passwordExpired' },
    });
    const changed = await client.post(AUTH_PATHS.changePassword, {
      currentPassword: 'admin',
      newPassword: 'admin-renewed',
    });
    expect(changed.body).toMatchObject({ status: 'LoggedIn' });
  });

  const tooMany = {
    status: 429,
    body: { code: 429, message: 'Too many failed login attempts. Try again later.', messageKey: 'tooManyAttempts' },
  };

  it('backs a name off at the address it failed from, never blocking the account; unblock lifts it', async () => {
    for (let i = 0; i < FREE_LOGIN_FAILURES; i += 1) {
      expect((await client.login('operator', `wrong-${i}`)).status).toBe(401);
    }
    // Even the right password waits out the back-off here: it is not checked meanwhile.
    expect(await client.login('operator', 'operator')).toEqual(tooMany);

    const admin = new ApiClient(t.url);
    await admin.login('admin', 'admin');
    const listed = await admin.graphql<{ users: Array<{ name: string; blocked: boolean }> }>(
      '{ users { name blocked } }',
    );
    expect(listed.data?.users.find((u) => u.name === 'operator')?.blocked).toBe(false);
    const unblock = await admin.graphql('mutation { unblockUser(id: "user-operator") }');
    expect(unblock.data).toEqual({ unblockUser: true });
    expect((await client.login('operator', 'operator')).body).toMatchObject({ status: 'LoggedIn' });

    // An operator may not lift back-offs.
    const denied = await client.graphql('mutation { unblockUser(id: "user-admin") }');
    expect(denied.errors?.[0]?.extensions?.code).toBe('403');
  });

  it('throttles unknown names like real ones, so the back-off does not reveal which names exist', async () => {
    for (let i = 0; i < FREE_LOGIN_FAILURES; i += 1) await client.login('ghost', `wrong-${i}`);
    expect(await client.login('ghost', 'anything')).toEqual(tooMany);
  });

  it('paces an address after many failures across names, only for the names that failed there', async () => {
    // One client behind the control room's NAT fails with assorted names, 'operator' among them.
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i += 1) {
      const name = i < FREE_LOGIN_FAILURES - 2 ? 'operator' : `name-${i}`;
      expect((await client.login(name, 'wrong')).status).toBe(401);
    }
    // A colleague's right password is not slowed by other names' failures.
    const colleague = new ApiClient(t.url);
    expect((await colleague.login('admin', 'admin')).body).toMatchObject({ status: 'LoggedIn' });
    expect((await colleague.graphql(USER_INFO)).status).toBe(200);
    // A name that failed here is paced: a wrong password answers 429, the right one still logs in.
    expect(await client.login('operator', 'wrong')).toEqual(tooMany);
    const started = Date.now();
    expect((await client.login('operator', 'operator')).body).toMatchObject({ status: 'LoggedIn' });
    // Slowed, not refused (timers may fire a millisecond early).
    expect(Date.now() - started).toBeGreaterThanOrEqual(ADDRESS_DELAY_STEP_MS - 5);
    // Unknown names answer as known ones do: checked once, then paced.
    expect((await client.login('nobody', 'wrong')).status).toBe(401);
    expect(await client.login('nobody', 'wrong')).toEqual(tooMany);
    // Twenty-odd scrypt hashes and the address's growing delays: seconds on a busy machine.
  }, 30_000);

  it('refuses API calls without the preflight header (CSRF defence)', async () => {
    const bare = new ApiClient(t.url, false);
    expect(await bare.login('admin', 'admin')).toEqual({
      status: 403,
      body: { code: 403, message: 'Missing x-vantage-request header' },
    });
    await client.login('admin', 'admin');
    const forged = await client.request('POST', AUTH_PATHS.graphql, { query: USER_INFO }, { 'x-vantage-request': '' });
    expect(forged.status).toBe(403);
    expect((await bare.request('GET', AUTH_PATHS.health)).status).toBe(200);
  });

  it('lets images and export links load without the header, still behind the session', async () => {
    const bare = new ApiClient(t.url, false);
    expect((await bare.request('GET', '/api/media/thumbnail?obj=demo-hq-camera-1&time=1')).status).toBe(401);
    expect((await bare.request('GET', '/api/media/snapshot?obj=demo-hq-camera-1')).status).toBe(401);
    expect((await bare.request('GET', '/api/media/exports/x/clip.mp4')).status).toBe(401);
    expect((await bare.request('GET', '/api/cm/coverage?obj=demo-hq-camera-1')).status).toBe(403);
    // No such route: nothing runs, header or not.
    expect((await bare.request('POST', '/api/media/snapshot', {})).status).toBe(404);
  });

  it('sends a recovery link and restores the password with it, once', async () => {
    const request = await client.post(AUTH_PATHS.recoverAccount, { email: 'operator@vantage.local' });
    expect(request.status).toBe(200);
    const unknown = await client.post(AUTH_PATHS.recoverAccount, { email: 'nobody@vantage.local' });
    expect(unknown).toEqual(request);
    expect(t.mails).toHaveLength(1);
    const secret = /\/recover\/password\/([\w-]+)/.exec(t.mails[0]?.text ?? '')?.[1];
    expect(secret).toBeDefined();

    expect((await client.post(AUTH_PATHS.restorePassword, { secret, password: 'restored-pass' })).status).toBe(200);
    expect((await client.post(AUTH_PATHS.restorePassword, { secret, password: 'restored-again' })).body).toEqual({
      code: 400,
      message: 'The link is invalid or has expired',
      messageKey: 'invalidLink',
    });
    expect((await client.login('operator', 'restored-pass')).body).toMatchObject({ status: 'LoggedIn' });
  });

  it('sends at most a few recovery mails per address and refuses a client that asks too often', async () => {
    const unknown = await client.post(AUTH_PATHS.recoverAccount, { email: 'nobody@vantage.local' });
    expect(unknown.status).toBe(200);
    const answers = [];
    for (let i = 0; i < 13; i += 1) {
      answers.push(await client.post(AUTH_PATHS.recoverAccount, { email: 'operator@vantage.local' }));
    }
    // Past the per-address limit the answer is still the unknown address's one, but no mail goes out.
    expect(t.mails).toHaveLength(MAX_RECOVERY_MAILS);
    expect(t.mails.every((mail) => mail.to === 'operator@vantage.local')).toBe(true);
    const accepted = MAX_RECOVERY_REQUESTS - 1;
    expect(answers.slice(0, accepted)).toEqual(Array(accepted).fill(unknown));
    // Past the per-client limit: 429, whether or not the address is known.
    const refused = {
      status: 429,
      body: { code: 429, message: AUTH_MESSAGES.tooManyRecoveryRequests, messageKey: 'tooManyRecoveryRequests' },
    };
    expect(answers.slice(accepted)).toEqual(Array(13 - accepted).fill(refused));
    expect(await client.post(AUTH_PATHS.recoverAccount, { email: 'admin@vantage.local' })).toEqual(refused);
    expect(t.mails).toHaveLength(MAX_RECOVERY_MAILS);
  });

  it('logs out: the cookie no longer opens the API', async () => {
    await client.login('admin', 'admin');
    expect((await client.post(AUTH_PATHS.logout)).status).toBe(200);
    expect((await client.graphql(USER_INFO)).status).toBe(401);
  });

  it('answers bad input with a 4xx JSON error and keeps serving', async () => {
    const malformed = await client.request('POST', AUTH_PATHS.login, '{"username": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 400 });
    const wrongTypes = await client.post(AUTH_PATHS.login, { username: 42, password: ['x'] });
    expect(wrongTypes.status).toBe(400);
    const oversize = await client.post(AUTH_PATHS.login, { username: 'a'.repeat(5 * 1024 * 1024), password: 'x' });
    expect(oversize.status).toBe(413);
    await client.login('admin', 'admin');
    const unknownField = await client.graphql('{ noSuchThing }');
    expect(unknownField.status).toBe(400);
    const badVariables = await client.graphql(
      'mutation($v: Int!) { updateSolidConfigCurrentView(userId: "user-admin", version: $v, recentViewIds: []) { version } }',
      { v: 'seven' },
    );
    expect(badVariables.status).toBe(400);
    expect((await client.graphql(USER_INFO)).status).toBe(200);
  });
});

describe('without e-mail', () => {
  it('reports EMAIL_CAN_BE_SEND false and refuses recovery', async () => {
    const [sqlite] = testDatabases();
    const t = await startTestPlatform(sqlite!, { email: false });
    try {
      const client = new ApiClient(t.url);
      const params = await client.request<Array<{ name: string; value: string }>>('GET', AUTH_PATHS.parameters);
      expect(params.body.find((p) => p.name === 'EMAIL_CAN_BE_SEND')?.value).toBe('false');
      expect((await client.post(AUTH_PATHS.recoverAccount, { email: 'admin@vantage.local' })).status).toBe(503);
    } finally {
      await t.close();
    }
  });
});
