/** Nobody can lock an owner out by failing at their name (issue 27): wrong passwords slow that name
 *  at the failing address only, for a bounded time, never block the account or end its sessions,
 *  the e-mailed recovery link lifts the back-off, and a flood of failures from one address does not
 *  throttle other names' right passwords there. Clients play different source addresses through
 *  127.x addresses of this machine. SQLite and PostgreSQL. */
import { AUTH_PATHS } from '../../shared/auth/loginApi';
import { ApiClient } from '../testing/apiClient';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { testDatabases } from '../testing/testDatabases';
import { AUTH_MESSAGES, FREE_LOGIN_FAILURES, LOGIN_BACKOFF_MAX_MS } from './authPolicy';
import { loginBackoffMs } from './loginThrottle';

// Each test makes dozens of logins (scrypt) on a shared machine.
jest.setTimeout(90_000);

const USER_INFO = '{ userInfo { user { name isAdmin } } }';
const USERS = '{ users { name isAdmin blocked } }';
const TOO_MANY = {
  status: 429,
  body: { code: 429, message: AUTH_MESSAGES.tooManyAttempts, messageKey: 'tooManyAttempts' },
};

/** The flood: this many clients at one address sending wrong passwords one after another. */
const FLOOD_WORKERS = 12;
const FLOOD_MAX_MS = 40_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('login back-off on $kind (issue 27)', (database) => {
  const shared = sharedTestPlatform(database);
  const clients: ApiClient[] = [];
  afterAll(() => Promise.all(clients.map((c) => c.dispose())));

  /** A client at `localAddress` (127.0.0.1, the owner's, unless told). */
  function at(localAddress = '127.0.0.1'): ApiClient {
    const client = new ApiClient(shared.current().url, true, { localAddress });
    clients.push(client);
    return client;
  }
  async function failAs(client: ApiClient, name: string, times: number) {
    const answers: number[] = [];
    for (let i = 0; i < times; i += 1) answers.push((await client.login(name, `wrong-${i}`)).status);
    return answers;
  }

  it("lets the owner in from elsewhere and keeps the owner's session open after five wrong passwords", async () => {
    const owner = at();
    expect((await owner.login('admin', 'admin')).body).toMatchObject({ status: 'LoggedIn' });
    const attacker = at('127.0.0.66');
    expect(await failAs(attacker, 'admin', FREE_LOGIN_FAILURES)).toEqual(Array(FREE_LOGIN_FAILURES).fill(401));

    // The open session goes on; the account is not blocked; a new login from elsewhere works.
    const info = await owner.graphql<{ userInfo: { user: { name: string } } }>(USER_INFO);
    expect(info.data?.userInfo.user.name).toBe('admin');
    const users = await owner.graphql<{ users: Array<{ name: string; blocked: boolean }> }>(USERS);
    expect(users.data?.users.find((u) => u.name === 'admin')?.blocked).toBe(false);
    expect((await at().login('admin', 'admin')).body).toMatchObject({ status: 'LoggedIn' });
    // At the attacker's address even the right password now waits (and is not checked meanwhile).
    expect(await attacker.login('admin', 'admin')).toEqual(TOO_MANY);
  });

  it("lets the owner in at the attacker's address once the bounded back-off has passed", async () => {
    const shared_ = at('127.0.0.67');
    await failAs(shared_, 'admin', FREE_LOGIN_FAILURES);
    expect(await shared_.login('admin', 'admin')).toEqual(TOO_MANY);
    const backoff = loginBackoffMs(FREE_LOGIN_FAILURES);
    expect(backoff).toBeLessThanOrEqual(LOGIN_BACKOFF_MAX_MS);
    await wait(backoff + 100);
    expect((await shared_.login('admin', 'admin')).body).toMatchObject({ status: 'LoggedIn' });
  });

  it('never locks the last administrator, however many fail at the name from however many addresses', async () => {
    const owner = at();
    await owner.login('admin', 'admin');
    const users = await owner.graphql<{ users: Array<{ name: string; isAdmin: boolean }> }>(USERS);
    expect(users.data?.users.filter((u) => u.isAdmin).map((u) => u.name)).toEqual(['admin']);
    const answers = new Set<number>();
    for (const address of ['127.0.0.70', '127.0.0.71', '127.0.0.72']) {
      for (const status of await failAs(at(address), 'admin', 2 * FREE_LOGIN_FAILURES)) answers.add(status);
    }
    expect([...answers].sort()).toEqual([401, 429]);
    expect((await owner.graphql(USER_INFO)).status).toBe(200);
    expect((await at().login('admin', 'admin')).body).toMatchObject({ status: 'LoggedIn' });
  });

  it('lifts the back-off with the e-mailed recovery link, without an administrator', async () => {
    const admin = at();
    await admin.login('admin', 'admin');
    const created = await admin.graphql('mutation($u: UserInput!) { createUser(user: $u) { id } }', {
      u: { name: 'recovering', email: 'recovering@site.test', password: 'recovering-1' },
    });
    expect(created.errors).toBeUndefined();
    const owner = at('127.0.0.68');
    await failAs(owner, 'recovering', FREE_LOGIN_FAILURES);
    expect(await owner.login('recovering', 'recovering-1')).toEqual(TOO_MANY);

    const mails = shared.current().mails;
    const before = mails.length;
    expect((await owner.post(AUTH_PATHS.recoverAccount, { email: 'recovering@site.test' })).status).toBe(200);
    const mail = mails.slice(before).find((m) => m.to === 'recovering@site.test');
    const secret = /\/recover\/password\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(secret).toBeDefined();
    expect((await owner.post(AUTH_PATHS.restorePassword, { secret, password: 'recovered-2' })).status).toBe(200);
    expect((await owner.login('recovering', 'recovered-2')).body).toMatchObject({ status: 'LoggedIn' });
  });

  it("lets other names' right passwords in from an address flooding wrong ones", async () => {
    const address = '127.0.0.69';
    let flooding = true;
    const started = Date.now();
    const flooder = async (worker: number) => {
      const client = at(address);
      // Until the right passwords have been tried (a bound in case they never finish).
      for (let i = 0; flooding && Date.now() - started < FLOOD_MAX_MS; i += 1) {
        // Sprayed names, and one account hammered.
        await client.login(i % 4 === 0 ? 'admin' : `spray-${worker}-${i}`, 'wrong');
      }
    };
    const flood = Promise.all(Array.from({ length: FLOOD_WORKERS }, (_, worker) => flooder(worker)));
    await wait(1500);
    const answers: unknown[] = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        answers.push((await at(address).login('operator', 'operator')).body);
        await wait(500);
      }
    } finally {
      flooding = false;
      await flood;
    }
    expect(answers).toEqual(Array(3).fill(expect.objectContaining({ status: 'LoggedIn' })));
  });
});
