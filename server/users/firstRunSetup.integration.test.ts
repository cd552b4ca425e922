/** The first run (issue 36) on a real platform started without the demo: nobody can sign in until
 *  the first administrator claims it — from the machine itself, or from elsewhere with the setup
 *  code the platform printed — and a second claim is refused. A test machine connects over loopback
 *  only, so another machine is played by a relay whose accepted sockets the platform's HTTP server
 *  takes over with another remote address: the same socket property the route reads. */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SETUP_ERROR, SETUP_PATH, type SetupState } from '../../shared/auth/firstRunSetup';
import type { LoginResponse } from '../../shared/auth/loginApi';
import { readConfig } from '../kernel/readConfig';
import { runSetupCommand, SETUP_EXIT } from '../platform/setupCommand';
import { startPlatformProcess } from '../testing/platformProcess';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { MAX_SETUP_FAILURES } from './FirstRunSetup';

const OWNER = { username: 'siteadmin', password: 'correct horse', email: 'Owner@Example.com', realm: 'North Depot' };

describe.each(testDatabases())('first run without the demo on $kind', (database) => {
  let t: TestPlatform;
  const local = () => new ApiClient(t.url);
  const relays = new Map<string, RemoteRelay>();

  /** A client on another machine: its socket's address is `address`, whatever headers say. */
  async function remoteClient(address = '192.0.2.10'): Promise<ApiClient> {
    let relay = relays.get(address);
    if (!relay) {
      relay = await remoteRelay(t.platform.app.server, address);
      relays.set(address, relay);
    }
    return new ApiClient(relay.url);
  }

  async function remote(method: 'GET' | 'POST', body?: object, address?: string) {
    const client = await remoteClient(address);
    return client.request<Record<string, unknown>>(method, SETUP_PATH, body);
  }

  beforeAll(async () => {
    t = await startTestPlatform(database, { env: { VANTAGE_DEMO: '0' } });
  }, 60_000);
  afterAll(async () => {
    for (const relay of relays.values()) await relay.close();
    await t.close();
  });

  it('creates no account: nothing guessable signs in, and setup is open', async () => {
    for (const [name, password] of [
      ['admin', 'admin'],
      ['admin', 'password'],
      ['root', 'root'],
    ]) {
      expect((await local().login(name!, password!)).status).toBe(401);
    }
    expect((await local().request<SetupState>('GET', SETUP_PATH)).body).toEqual({ open: true, codeRequired: false });
    expect((await remote('GET')).body).toEqual({ open: true, codeRequired: true });
    expect(await t.platform.services.firstRun.pendingCode()).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  });

  it('refuses a claim from another machine without the code, or with a wrong one', async () => {
    const without = await remote('POST', OWNER);
    expect(without.status).toBe(403);
    expect(without.body.message).toBe(SETUP_ERROR.PROOF);
    const wrong = await remote('POST', { ...OWNER, code: 'ABCD-EFGH-JKMN' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(SETUP_ERROR.CODE);
    expect(await t.platform.services.firstRun.isOpen()).toBe(true);
  });

  it('takes a forwarding header as a sign of another machine, never of this one', async () => {
    const forwarded = await local().request('POST', SETUP_PATH, OWNER, { 'x-forwarded-for': '127.0.0.1' });
    expect(forwarded.status).toBe(403);
    const spoofed = await (
      await remoteClient()
    ).request('GET', SETUP_PATH, undefined, { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '::1' });
    expect(spoofed.body).toEqual({ open: true, codeRequired: true });
  });

  it('holds the first administrator to the password rules and asks for every field', async () => {
    const short = await local().post<{ message: string }>(SETUP_PATH, { ...OWNER, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters long');
    const noEmail = await local().post<{ message: string }>(SETUP_PATH, { ...OWNER, email: ' ' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe(SETUP_ERROR.EMAIL_REQUIRED);
    const noRealm = await local().post<{ message: string }>(SETUP_PATH, { ...OWNER, realm: '' });
    expect(noRealm.body.message).toBe(SETUP_ERROR.REALM_EMPTY);
    const noName = await local().post<{ message: string }>(SETUP_PATH, { ...OWNER, username: '  ' });
    expect(noName.body.message).toBe('User name should not be empty');
    expect(await t.platform.services.firstRun.isOpen()).toBe(true);
  });

  it('slows an address that keeps guessing the code: even the right one waits', async () => {
    const guesser = '198.51.100.7';
    for (let i = 0; i < MAX_SETUP_FAILURES; i += 1) {
      expect(
        (await remote('POST', { ...OWNER, code: `WRNG-WRNG-${String(i).padStart(4, 'X')}` }, guesser)).status,
      ).toBe(403);
    }
    const code = await t.platform.services.firstRun.pendingCode();
    const blocked = await remote('POST', { ...OWNER, code }, guesser);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(SETUP_ERROR.TOO_MANY);
  });

  it('lets another machine claim with the printed code, signs the administrator in, and refuses a second claim', async () => {
    const code = (await t.platform.services.firstRun.pendingCode())!;
    // Typed loosely, as from a screen: lower case, spaces instead of dashes.
    const installer = await remoteClient();
    const claimed = await installer.post<LoginResponse>(SETUP_PATH, {
      ...OWNER,
      code: ` ${code.toLowerCase().replace(/-/g, ' ')} `,
    });
    expect(claimed.status).toBe(200);
    const response = claimed.body;
    expect(response.status).toBe('LoggedIn');
    expect(response.info.user).toMatchObject({ name: OWNER.username, isAdmin: true });
    expect(response.info.realm.name).toBe(OWNER.realm);
    // Signed in by the claim itself: the session answers as the new administrator.
    const own = await installer.graphql<{ currentRealm: { name: string } }>('{ currentRealm { name } }');
    expect(own.data?.currentRealm.name).toBe(OWNER.realm);

    // The administrator signs in with what they chose, and administers the realm they named.
    const owner = local();
    expect((await owner.login(OWNER.username, OWNER.password)).status).toBe(200);
    const realm = await owner.graphql<{ currentRealm: { name: string } }>('{ currentRealm { name } }');
    expect(realm.data?.currentRealm.name).toBe(OWNER.realm);
    const users = await owner.graphql<{ users: Array<{ name: string; email: string }> }>('{ users { name email } }');
    expect(users.errors).toBeUndefined();
    expect(users.data?.users).toEqual([expect.objectContaining({ name: OWNER.username, email: 'owner@example.com' })]);

    // In the new realm's user audit, with the address it came from; never the password.
    const audit = await t.platform.database.db
      .selectFrom('user_audit')
      .selectAll()
      .where('realm_id', '=', response.info.realm.id)
      .execute();
    expect(audit.map((a) => a.kind)).toEqual(expect.arrayContaining(['USER_CREATED', 'LOGIN']));
    expect(audit.find((a) => a.kind === 'USER_CREATED')?.address).toBe('192.0.2.10');
    expect(JSON.stringify(audit)).not.toContain(OWNER.password);

    // Done: a second claim is refused from this machine and from elsewhere, code or not.
    const again = await local().post<{ message: string }>(SETUP_PATH, { ...OWNER, username: 'intruder' });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(SETUP_ERROR.DONE);
    expect((await remote('POST', { ...OWNER, username: 'intruder', code })).status).toBe(403);
    expect((await local().request('GET', SETUP_PATH)).body).toEqual({ open: false, codeRequired: false });
    expect(await t.platform.services.firstRun.pendingCode()).toBeUndefined();
    expect((await local().login('intruder', OWNER.password)).status).toBe(401);
  });
});

describe.each(testDatabases())('first run from this machine on $kind', (database) => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startTestPlatform(database, { env: { VANTAGE_DEMO: '0' } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('needs no code on the machine itself; of two claims at once exactly one wins', async () => {
    const claims = await Promise.all(
      ['first', 'second'].map((name) =>
        new ApiClient(t.url).post<{ message?: string }>(SETUP_PATH, {
          ...OWNER,
          username: name,
          email: `${name}@example.com`,
        }),
      ),
    );
    expect(claims.map((c) => c.status).sort()).toEqual([200, 403]);
    expect(claims.find((c) => c.status === 403)?.body.message).toBe(SETUP_ERROR.DONE);
  });
});

const postgres = testDatabases().filter((d) => d.kind === 'postgres');
(postgres.length ? describe.each(postgres) : describe.skip.each(testDatabases()))(
  'first run on two platforms sharing one $kind database',
  (database) => {
    let url: string | undefined;
    let platforms: TestPlatform[] = [];

    beforeAll(async () => {
      url = await database.create();
      platforms = [
        await startTestPlatform(database, { databaseUrl: url, env: { VANTAGE_DEMO: '0' } }),
        await startTestPlatform(database, { databaseUrl: url, env: { VANTAGE_DEMO: '0' } }),
      ];
    }, 60_000);
    afterAll(async () => {
      for (const t of platforms) await t.close();
      await database.drop(url);
    });

    it('of two claims at once, one on each process, exactly one wins', async () => {
      const claims = await Promise.all(
        platforms.map((t, i) =>
          new ApiClient(t.url).post<{ message?: string }>(SETUP_PATH, {
            ...OWNER,
            username: `admin${i}`,
            email: `admin${i}@example.com`,
          }),
        ),
      );
      expect(claims.map((c) => c.status).sort()).toEqual([200, 403]);
      expect(claims.find((c) => c.status === 403)?.body.message).toBe(SETUP_ERROR.DONE);
    });
  },
);

describe('npm run setup (unattended)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-setup-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates the administrator from options and environment once, then answers "already set up"', async () => {
    const config = readConfig({ VANTAGE_DATA: dataDir, DATABASE_URL: '' });
    const lines: string[] = [];
    const out = (line: string) => void lines.push(line);
    const args = ['--user', 'installer', '--email', 'installer@example.com', '--realm', 'Plant 4'];

    expect(await runSetupCommand(config, ['--user', 'installer'], {}, out)).toBe(SETUP_EXIT.usage);
    expect(lines.pop()).toContain('Missing --password, --email, --realm');
    expect(await runSetupCommand(config, args, { VANTAGE_SETUP_PASSWORD: 'short' }, out)).toBe(SETUP_EXIT.failed);
    expect(lines.pop()).toBe('Password must be at least 8 characters long');

    expect(await runSetupCommand(config, args, { VANTAGE_SETUP_PASSWORD: 'from the env' }, out)).toBe(
      SETUP_EXIT.created,
    );
    expect(lines.pop()).toContain('administrator installer of realm Plant 4');
    expect(await runSetupCommand(config, args, { VANTAGE_SETUP_PASSWORD: 'from the env' }, out)).toBe(
      SETUP_EXIT.alreadySetUp,
    );
    expect(lines.pop()).toBe(SETUP_ERROR.DONE);
  });

  it('VANTAGE_SETUP_* given to the platform itself claim it as it starts: no setup code is printed', async () => {
    const platform = await startPlatformProcess({
      entry: 'source',
      env: {
        VANTAGE_DEMO: '0',
        VANTAGE_SETUP_USER: 'container',
        VANTAGE_SETUP_PASSWORD: 'from the env',
        VANTAGE_SETUP_EMAIL: 'container@example.com',
        VANTAGE_SETUP_REALM: 'Harbour',
      },
    });
    try {
      // The banner comes once the platform is ready, the claim just before it.
      const until = Date.now() + 30_000;
      while (!platform.output().includes('first run:') && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(platform.output()).toContain('administrator container of realm Harbour created from VANTAGE_SETUP_*');
      const client = new ApiClient(platform.url);
      expect((await client.login('container', 'from the env')).status).toBe(200);
      expect(platform.output()).not.toContain('setup code');
      expect((await client.request('GET', SETUP_PATH)).body).toEqual({ open: false, codeRequired: false });
    } finally {
      await platform.stop();
    }
  }, 90_000);
});

interface RemoteRelay {
  url: string;
  close(): Promise<void>;
}

/** A loopback port whose connections the platform's HTTP server serves as if they came from
 *  `address` (the accepted socket's remoteAddress is replaced before the server sees it). */
async function remoteRelay(server: net.Server, address: string): Promise<RemoteRelay> {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((socket) => {
    Object.defineProperty(socket, 'remoteAddress', { value: address });
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    server.emit('connection', socket);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}
