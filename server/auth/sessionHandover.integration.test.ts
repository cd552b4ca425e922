/** Issue 33: a browser console continues its session on another node with the hand-over token it
 *  kept from its own (shared/cluster/sessionHandover). On PostgreSQL the token is issued by one node
 *  and traded on another sharing the database; on SQLite, the one node trades its own. */
import { AUTH_PATHS } from '../../shared/auth/loginApi';
import { HANDOVER_TTL_MS, type HandoverGrant } from '../../shared/cluster/sessionHandover';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

const USER_INFO = '{ userInfo { user { name } realm { name } } }';
const INVALID_LINK = { code: 400, message: 'The link is invalid or has expired', messageKey: 'invalidLink' };

describe.each(testDatabases())('a session handed over between nodes on $kind', (database) => {
  let databaseUrl: string | undefined;
  let nodeA: TestPlatform;
  let nodeB: TestPlatform;
  const clients: ApiClient[] = [];
  const client = (node: TestPlatform) => {
    const made = new ApiClient(node.url);
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    databaseUrl = await database.create();
    nodeA = await startTestPlatform(database, { databaseUrl, env: { VANTAGE_NODE_ID: 'node-a' } });
    nodeB =
      database.kind === 'postgres'
        ? await startTestPlatform(database, { databaseUrl, env: { VANTAGE_NODE_ID: 'node-b' } })
        : nodeA;
  });
  afterEach(async () => {
    for (const made of clients.splice(0)) await made.dispose();
  });
  afterAll(async () => {
    if (nodeB !== nodeA) await nodeB.close();
    await nodeA.close();
    await database.drop(databaseUrl);
  });

  /** An operator signed in on node A, with a token from it. */
  async function signedInOnA(): Promise<{ onA: ApiClient; grant: HandoverGrant }> {
    const onA = client(nodeA);
    expect((await onA.login('operator', 'operator')).status).toBe(200);
    const issued = await onA.post<HandoverGrant>(AUTH_PATHS.handover);
    expect(issued.status).toBe(200);
    expect(issued.body.expiresInMs).toBe(HANDOVER_TTL_MS);
    return { onA, grant: issued.body };
  }

  it('signs the console in on the other node once, as the same user in the same realm', async () => {
    const { onA, grant } = await signedInOnA();
    const onB = client(nodeB);
    expect((await onB.graphql(USER_INFO)).status).toBe(401);

    const traded = await onB.post(AUTH_PATHS.continueSession, { token: grant.token });
    expect(traded).toMatchObject({ status: 200, body: { status: 'LoggedIn', info: { user: { name: 'operator' } } } });
    expect((await onB.graphql(USER_INFO)).data).toEqual({
      userInfo: { user: { name: 'operator' }, realm: { name: 'Demo HQ' } },
    });

    // Spent: a second trade, anywhere, is refused and signs nobody in.
    const again = client(nodeA);
    expect(await again.post(AUTH_PATHS.continueSession, { token: grant.token })).toEqual({
      status: 400,
      body: INVALID_LINK,
    });
    expect((await again.graphql(USER_INFO)).status).toBe(401);
    // The session it came from stays for its other tabs.
    expect((await onA.graphql(USER_INFO)).status).toBe(200);
  });

  it("keeps every tab's token good: a newer one for the same session does not spend an older one", async () => {
    const { onA, grant: first } = await signedInOnA();
    const second = (await onA.post<HandoverGrant>(AUTH_PATHS.handover)).body;
    expect(second.token).not.toBe(first.token);
    expect((await client(nodeB).post(AUTH_PATHS.continueSession, { token: first.token })).status).toBe(200);
    expect((await client(nodeB).post(AUTH_PATHS.continueSession, { token: second.token })).status).toBe(200);
  });

  it('refuses a token whose session was logged out, an expired one and a made-up one', async () => {
    const { onA, grant } = await signedInOnA();
    expect((await onA.post(AUTH_PATHS.logout)).status).toBe(200);
    expect(await client(nodeB).post(AUTH_PATHS.continueSession, { token: grant.token })).toEqual({
      status: 400,
      body: INVALID_LINK,
    });

    const { grant: late } = await signedInOnA();
    await nodeA.platform.database.db
      .updateTable('session_handovers')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await client(nodeB).post(AUTH_PATHS.continueSession, { token: late.token })).status).toBe(400);
    expect((await client(nodeB).post(AUTH_PATHS.continueSession, { token: 'x'.repeat(43) })).status).toBe(400);
  });

  it('refuses the token of a user blocked since it was issued', async () => {
    const { grant } = await signedInOnA();
    const users = nodeA.platform.database.db.updateTable('users').where('name_key', '=', 'operator');
    await users.set({ blocked_at: Date.now() }).execute();
    try {
      expect((await client(nodeB).post(AUTH_PATHS.continueSession, { token: grant.token })).status).toBe(400);
    } finally {
      await users.set({ blocked_at: null }).execute();
    }
  });

  it('gives no token to a console that is not signed in', async () => {
    expect((await client(nodeA).post(AUTH_PATHS.handover)).status).toBe(401);
  });

  it('records the hand-over in the user audit as a login', async () => {
    const { grant } = await signedInOnA();
    expect((await client(nodeB).post(AUTH_PATHS.continueSession, { token: grant.token })).status).toBe(200);
    const rows = await nodeA.platform.database.db
      .selectFrom('user_audit')
      .select(['kind', 'detail'])
      .where('kind', '=', 'LOGIN')
      .execute();
    expect(rows.some((row) => JSON.parse(String(row.detail)).handover === true)).toBe(true);
  });
});
