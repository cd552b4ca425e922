/** Spec 3 §3.6, §7.2 (users, realm settings), spec 1 §4 (verification code), §3 (visual
 *  configuration) and the user audit, over GraphQL and the login family on SQLite and PostgreSQL,
 *  with e-mail through a real SMTP server the test starts. */
import { afterAll, beforeAll } from '@jest/globals';
import { AUTH_PATHS } from '../../shared/auth/loginApi';
import { ApiClient } from '../testing/apiClient';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtpTestServer';
import { testDatabases } from '../testing/testDatabases';

// Each test makes several logins (scrypt) and mails: a loaded CI machine outlasts jest's 5 s.
jest.setTimeout(30_000);

const USER_FIELDS =
  'id name email emailConfirmed sendNotification isAdmin blocked visualConfig { views limitedAuditAccess }';
const USERS = `query($search: String) { users(search: $search) { ${USER_FIELDS} } }`;
const CREATE = `mutation($user: UserInput!) { createUser(user: $user) { ${USER_FIELDS} } }`;
const UPDATE = `mutation($user: UserInput!) { updateUser(user: $user) { ${USER_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteUser(id: $id) }';
const UNBLOCK = 'mutation($id: ID!) { unblockUser(id: $id) }';
const SET_PASSWORD = 'mutation($id: ID!, $password: String!) { setPassword(id: $id, password: $password) }';
const CHANGE_PASSWORD = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';
const REALM_FIELDS =
  'id name maxDownloadTime maxDownloadLength adminEmail auditTtl mfAuth playerIdleTimeout jitterBufferLength esriMapTileUrl defaultMapLayer emailSettings { enabled host port from auth user password validated }';
const UPDATE_REALM = `mutation($realm: RealmInput!) { updateCurrentRealm(realm: $realm) { ${REALM_FIELDS} } }`;
const UPDATE_REALM_BY_ID = `mutation($realm: RealmInput!) { updateRealm(realm: $realm) { id } }`;
const CURRENT_REALM = `{ currentRealm { ${REALM_FIELDS} } }`;
const VALIDATE = 'mutation($e: EmailSettingsInput!) { validateEmail(emailSettings: $e) { validated message } }';
const AUDIT = `query($filter: UserAuditFilter) { userAudit(filter: $filter) {
  kind actorName targetName targetType detail address time } }`;
const USER_INFO = '{ userInfo { user { name solidVisualConfig { views limitedAuditAccess } } } }';

type Errors = Array<{ message: string }> | undefined;
const message = (result: { errors?: unknown }) => (result.errors as Errors)?.[0]?.message;

interface UserView {
  id: string;
  name: string;
  email: string | null;
  emailConfirmed: boolean;
  isAdmin: boolean;
  blocked: boolean;
  visualConfig: { views: Record<string, boolean>; limitedAuditAccess: boolean };
}

describe.each(testDatabases())('users and realm settings on $kind', (database) => {
  const shared = sharedTestPlatform(database);
  const signIn = shared.signIn;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  const anonymous = () => new ApiClient(shared.current().url);
  async function loginAs(name: string, password: string, realmid?: string) {
    const client = anonymous();
    const result = await client.login(name, password, realmid);
    return { client, result };
  }
  async function create(admin: ApiClient, user: Record<string, unknown>): Promise<UserView> {
    const result = await admin.graphql<{ createUser: UserView }>(CREATE, { user });
    if (!result.data) throw new Error(`createUser failed: ${message(result)}`);
    return result.data.createUser;
  }
  const emailSettings = () => ({ host: '127.0.0.1', port: smtp.port, tls: false, from: 'vantage@site.test' });

  it('is for administrators: operators are refused every users, realm and audit operation', async () => {
    const operator = await signIn('operator');
    for (const [query, variables] of [
      [USERS, {}],
      [CREATE, { user: { name: 'x', password: 'longenough' } }],
      [UPDATE, { user: { id: 'user-admin', name: 'x' } }],
      [DELETE, { id: 'user-admin' }],
      [SET_PASSWORD, { id: 'user-admin', password: 'longenough' }],
      [UNBLOCK, { id: 'user-admin' }],
      [UPDATE_REALM, { realm: { auditTtl: 1 } }],
      [VALIDATE, { e: emailSettings() }],
      [AUDIT, {}],
    ] as const) {
      expect(message(await operator.graphql(query, variables))).toBe('Administrator rights required');
    }
    expect(message(await anonymous().graphql(USERS))).toBe('Not logged in');
    // An operator reads the realm's settings, never its mail server account.
    const realm = await operator.graphql<{ currentRealm: { emailSettings: unknown } }>(CURRENT_REALM);
    expect(realm.data?.currentRealm.emailSettings).toBeNull();
  });

  it('creates users with the spec’s checks; the new user logs in and is listed and searchable', async () => {
    const admin = await signIn('admin');
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ', password: 'longenough' }, 'User name should not be empty'],
      [{ name: 'OPERATOR', password: 'longenough' }, 'User name already exists'],
      [{ name: 'ann', email: 'not-an-address', password: 'longenough' }, 'E-mail address is invalid'],
      [
        { name: 'ann', email: 'ADMIN@vantage.local', password: 'longenough' },
        'E-mail address is already used by another user',
      ],
      [{ name: 'ann', password: 'short' }, 'Password must be at least 8 characters long'],
      [{ name: 'ann' }, 'Specify a password or an e-mail address to send the activation link to'],
    ];
    for (const [user, text] of refusals) expect(message(await admin.graphql(CREATE, { user }))).toBe(text);

    const ann = await create(admin, { name: ' Ann ', password: 'ann-secret-1', sendNotification: true });
    expect(ann).toMatchObject({ name: 'Ann', email: null, isAdmin: false, blocked: false });
    const { client: annClient, result } = await loginAs('ann', 'ann-secret-1');
    expect(result.body.status).toBe('LoggedIn');
    await annClient.post(AUTH_PATHS.logout);
    const annAudit = await admin.graphql<{ userAudit: Array<{ kind: string; actorName: string }> }>(AUDIT, {
      filter: { userId: ann.id },
    });
    expect(annAudit.data?.userAudit.map((e) => [e.kind, e.actorName])).toEqual([
      ['LOGOUT', 'Ann'],
      ['LOGIN', 'Ann'],
      ['USER_CREATED', 'admin'],
    ]);
    const found = await admin.graphql<{ users: UserView[] }>(USERS, { search: 'ANN' });
    expect(found.data?.users.map((u) => u.name)).toEqual(['Ann']);
    const all = await admin.graphql<{ users: UserView[] }>(USERS);
    expect(all.data?.users.map((u) => u.name)).toEqual(expect.arrayContaining(['admin', 'Ann', 'operator']));
  });

  it('sends the activation link to a new user’s address; following it confirms the address', async () => {
    const admin = await signIn('admin');
    const mails = shared.current().mails;
    const before = mails.length;
    const bob = await create(admin, { name: 'bob', email: 'Bob@Site.test' });
    expect(bob).toMatchObject({ email: 'bob@site.test', emailConfirmed: false });
    const mail = mails.slice(before).find((m) => m.to === 'bob@site.test');
    const secret = mail?.text.match(/confirm\/email\/(\S+)/)?.[1];
    expect(secret).toBeDefined();
    const activated = await anonymous().post(AUTH_PATHS.activateEmail, { secret, password: 'bob-secret-1' });
    expect(activated.status).toBe(200);
    expect((await loginAs('bob', 'bob-secret-1')).result.body.status).toBe('LoggedIn');
    const listed = await admin.graphql<{ users: UserView[] }>(USERS, { search: 'bob' });
    expect(listed.data?.users[0]?.emailConfirmed).toBe(true);
  });

  it('keeps users to their realm: another realm’s administrator neither sees nor changes them', async () => {
    const admin = await signIn('admin');
    const carol = await create(admin, { name: 'carol', password: 'carol-secret' });
    const branch = await shared.signIn('admin');
    await branch.graphql('mutation { setUserRealm(userName: "admin", realmId: "demo-branch") { realm { id } } }');
    const listed = await branch.graphql<{ users: UserView[] }>(USERS);
    expect(listed.data?.users.map((u) => u.name)).not.toContain('carol');
    expect(message(await branch.graphql(UPDATE, { user: { id: carol.id, name: 'carola' } }))).toBe('User not found');
    expect(message(await branch.graphql(DELETE, { id: carol.id }))).toBe('User not found');
    expect(message(await branch.graphql(SET_PASSWORD, { id: carol.id, password: 'taken-over' }))).toBe(
      'User not found',
    );
    expect(message(await branch.graphql(UPDATE_REALM_BY_ID, { realm: { id: 'demo-hq', auditTtl: 1 } }))).toBe(
      'The session is in another realm',
    );
    expect((await loginAs('carol', 'carol-secret')).result.body.status).toBe('LoggedIn');
  });

  it('updates name, address, role and visual configuration; the user’s console reads the flags', async () => {
    const admin = await signIn('admin');
    const dave = await create(admin, { name: 'dave', email: 'dave@site.test', password: 'dave-secret' });
    const { client } = await loginAs('dave', 'dave-secret');
    const updated = await admin.graphql<{ updateUser: UserView }>(UPDATE, {
      user: {
        id: dave.id,
        name: 'David',
        email: 'david@site.test',
        isAdmin: true,
        visualConfig: { views: { UserAudit: false, bogus: 'yes' }, limitedAuditAccess: true },
      },
    });
    expect(updated.data?.updateUser).toMatchObject({
      name: 'David',
      email: 'david@site.test',
      emailConfirmed: false,
      isAdmin: true,
      visualConfig: { views: { UserAudit: false }, limitedAuditAccess: true },
    });
    const info = await client.graphql<{ userInfo: { user: { name: string; solidVisualConfig: unknown } } }>(USER_INFO);
    expect(info.data?.userInfo.user).toEqual({
      name: 'David',
      solidVisualConfig: { views: { UserAudit: false }, limitedAuditAccess: true },
    });
    // The platform refuses what the visual configuration switches off, not only the console.
    expect(message(await client.graphql(AUDIT, {}))).toBe('Access restricted');
    expect((await client.graphql(USERS, {})).errors).toBeUndefined();
    await admin.graphql(UPDATE, {
      user: { id: dave.id, name: 'David', visualConfig: { activities: { access: false } } },
    });
    expect(message(await client.graphql(USERS, {}))).toBe('Access restricted');
    expect(message(await admin.graphql(UPDATE, { user: { id: 'user-admin', name: 'admin', isAdmin: false } }))).toBe(
      'You cannot remove your own administrator rights',
    );
    expect(message(await admin.graphql(UPDATE, { user: { id: dave.id, name: 'operator' } }))).toBe(
      'User name already exists',
    );
  });

  it('creates and edits a user with their groups: the groups decide the role, and an unknown group creates nobody', async () => {
    const admin = await signIn('admin');
    const GROUPED = `mutation($user: UserInput!) { createUser(user: $user) { id isAdmin groups { id name } } }`;
    const REGROUP = `mutation($user: UserInput!) { updateUser(user: $user) { id isAdmin groups { id name } } }`;
    type Grouped = { id: string; isAdmin: boolean; groups: Array<{ id: string; name: string }> };
    const group = await admin.graphql<{ createGroup: { id: string } }>(
      'mutation($g: GroupInput!) { createGroup(group: $g) { id } }',
      { g: { name: 'Night desk' } },
    );
    const groupId = group.data!.createGroup.id;

    const refused = await admin.graphql(GROUPED, {
      user: { name: 'ghost', password: 'ghost-secret', groups: ['no-such-group'] },
    });
    expect(message(refused)).toMatch(/^Group/);
    expect((await admin.graphql<{ users: UserView[] }>(USERS, { search: 'ghost' })).data?.users).toEqual([]);

    const made = await admin.graphql<{ createUser: Grouped }>(GROUPED, {
      user: { name: 'nina', password: 'nina-secret', groups: [groupId] },
    });
    expect(made.data?.createUser).toMatchObject({ isAdmin: false, groups: [{ id: groupId, name: 'Night desk' }] });
    const nina = made.data!.createUser.id;

    const promoted = await admin.graphql<{ updateUser: Grouped }>(REGROUP, {
      user: { id: nina, name: 'nina', groups: ['system-administrators', groupId] },
    });
    expect(promoted.data?.updateUser.isAdmin).toBe(true);
    expect(promoted.data?.updateUser.groups.map((g) => g.name)).toEqual(['Administrators', 'Night desk']);

    // Groups without Administrators would take the administrator's own rights away.
    const selfId = (await admin.graphql<{ users: UserView[] }>(USERS, { search: 'admin' })).data!.users.find(
      (u) => u.name === 'admin',
    )!.id;
    expect(message(await admin.graphql(REGROUP, { user: { id: selfId, name: 'admin', groups: [groupId] } }))).toBe(
      'You cannot remove your own administrator rights',
    );

    const audit = await admin.graphql<{ userAudit: Array<{ kind: string; detail: Record<string, unknown> }> }>(AUDIT, {
      filter: { userId: nina, kinds: ['USER_CREATED', 'USER_UPDATED'] },
    });
    expect(audit.data?.userAudit.map((e) => [e.kind, e.detail.groups])).toEqual([
      ['USER_UPDATED', { from: ['Night desk'], to: ['Administrators', 'Night desk'] }],
      ['USER_CREATED', ['Night desk']],
    ]);
    await admin.graphql(DELETE, { id: nina });
    await admin.graphql('mutation($id: ID!) { deleteGroup(id: $id) }', { id: groupId });
  });

  it('combines a user’s visual configuration with their groups’, the most restrictive winning, in what the console reads and what the platform refuses', async () => {
    const admin = await signIn('admin');
    const operator = await signIn('operator');
    const SET_VISUAL = `mutation($id: ID!, $v: VisualConfigInput) {
      setGroupVisualConfig(groupId: $id, visualConfig: $v) { id visualConfig { widgets views limitedAuditAccess } } }`;
    const VISUAL = `{ userInfo { user { solidVisualConfig {
      widgets views limitedSpeedList limitedAuditAccess limitedVideoAnalyticsAccess } } } }`;
    type Visual = {
      widgets: Record<string, boolean>;
      views: Record<string, boolean>;
      limitedSpeedList: boolean;
      limitedAuditAccess: boolean;
      limitedVideoAnalyticsAccess: boolean;
    };
    const visualOf = async (client: ApiClient) =>
      (await client.graphql<{ userInfo: { user: { solidVisualConfig: Visual } } }>(VISUAL)).data!.userInfo.user
        .solidVisualConfig;

    const created = await admin.graphql<{ createGroup: { id: string } }>(
      'mutation($g: GroupInput!) { createGroup(group: $g) { id } }',
      { g: { name: 'Front desk' } },
    );
    const groupId = created.data!.createGroup.id;
    const set = await admin.graphql<{ setGroupVisualConfig: { visualConfig: unknown } }>(SET_VISUAL, {
      id: groupId,
      v: { widgets: { VMX: false }, views: { Users: false }, limitedAuditAccess: true },
    });
    expect(set.data?.setGroupVisualConfig.visualConfig).toEqual({
      widgets: { VMX: false },
      views: { Users: false },
      limitedAuditAccess: true,
    });
    const gina = await create(admin, {
      name: 'gina',
      password: 'gina-secret-1',
      groups: ['system-administrators', groupId],
      visualConfig: { widgets: { Events: false }, limitedSpeedList: true },
    });
    const { client } = await loginAs('gina', 'gina-secret-1');
    expect(await visualOf(client)).toMatchObject({
      widgets: { VMX: false, Events: false },
      views: { Users: false },
      limitedSpeedList: true,
      limitedAuditAccess: true,
      limitedVideoAnalyticsAccess: false,
    });
    // An administrator by role, yet the group switches the Users screen and the audit off.
    expect(message(await client.graphql(USERS))).toBe('Access restricted');
    expect(message(await client.graphql(AUDIT))).toBe('Access restricted');
    expect((await client.graphql(CURRENT_REALM)).errors).toBeUndefined();

    // A system group is configured too, and its members' open sessions follow at once.
    await admin.graphql(SET_VISUAL, { id: 'system-operators', v: { limitedVideoAnalyticsAccess: true } });
    expect((await visualOf(operator)).limitedVideoAnalyticsAccess).toBe(true);
    await admin.graphql(SET_VISUAL, { id: 'system-operators', v: null });
    expect((await visualOf(operator)).limitedVideoAnalyticsAccess).toBe(false);

    // Leaving the group lifts its restrictions; the user's own stay.
    await admin.graphql(UPDATE, { user: { id: gina.id, name: 'gina', groups: ['system-administrators'] } });
    expect(await visualOf(client)).toMatchObject({
      widgets: { Events: false },
      views: {},
      limitedSpeedList: true,
      limitedAuditAccess: false,
    });
    expect((await client.graphql(USERS)).errors).toBeUndefined();
    await admin.graphql(DELETE, { id: gina.id });
    await admin.graphql('mutation($id: ID!) { deleteGroup(id: $id) }', { id: groupId });
  });

  it('sets a password (the user must change it and is signed out) and lets a user change their own', async () => {
    const admin = await signIn('admin');
    const erin = await create(admin, { name: 'erin', password: 'erin-secret' });
    const { client } = await loginAs('erin', 'erin-secret');
    expect(message(await client.graphql(CHANGE_PASSWORD, { c: 'wrong-one', n: 'erin-secret-2' }))).toBe(
      'Current password is incorrect',
    );
    expect((await client.graphql(CHANGE_PASSWORD, { c: 'erin-secret', n: 'erin-secret-2' })).data).toEqual({
      changePassword: true,
    });
    expect((await loginAs('erin', 'erin-secret-2')).result.body.status).toBe('LoggedIn');
    expect(message(await admin.graphql(SET_PASSWORD, { id: erin.id, password: 'short' }))).toBe(
      'Password must be at least 8 characters long',
    );
    expect((await admin.graphql(SET_PASSWORD, { id: erin.id, password: 'from-the-admin' })).data).toEqual({
      setPassword: true,
    });
    expect(message(await client.graphql(USER_INFO))).toBe('Not logged in');
    expect((await loginAs('erin', 'from-the-admin')).result.body.status).toBe('PasswordExpired');
  });

  it('audits failed logins, the back-off, the unblock and the deletion with who and when', async () => {
    const admin = await signIn('admin');
    const fred = await create(admin, { name: 'fred', password: 'fred-secret' });
    for (let i = 0; i < 5; i++) await loginAs('fred', 'wrong-password');
    // Backing off at this address (issue 27), not blocked: the account itself is never locked.
    expect((await loginAs('fred', 'fred-secret')).result.status).toBe(429);
    const listed = await admin.graphql<{ users: UserView[] }>(USERS, { search: 'fred' });
    expect(listed.data?.users[0]?.blocked).toBe(false);
    expect((await admin.graphql(UNBLOCK, { id: fred.id })).data).toEqual({ unblockUser: true });
    expect((await loginAs('fred', 'fred-secret')).result.body.status).toBe('LoggedIn');
    expect(message(await admin.graphql(DELETE, { id: 'user-admin' }))).toBe('You cannot delete your own user');
    expect((await admin.graphql(DELETE, { id: fred.id })).data).toEqual({ deleteUser: true });
    expect((await loginAs('fred', 'fred-secret')).result.status).toBe(401);

    const audit = await admin.graphql<{
      userAudit: Array<{ kind: string; actorName: string | null; targetName: string; detail: unknown; time: number }>;
    }>(AUDIT, { filter: { userId: fred.id } });
    const kinds = audit.data?.userAudit.map((e) => e.kind).reverse();
    expect(kinds).toEqual([
      'USER_CREATED',
      ...Array<string>(5).fill('LOGIN_FAILED'),
      'LOCKOUT',
      'USER_UNBLOCKED',
      'LOGIN',
      'USER_DELETED',
    ]);
    const deleted = audit.data?.userAudit[0];
    expect(deleted).toMatchObject({ actorName: 'admin', targetName: 'fred', detail: { removedFromPlatform: true } });
    expect(JSON.stringify(audit.data)).not.toContain('fred-secret');
    // The audit is the realm's: Demo Branch's administrator sees none of it.
    const branch = await shared.signIn('admin');
    await branch.graphql('mutation { setUserRealm(userName: "admin", realmId: "demo-branch") { realm { id } } }');
    const other = await branch.graphql<{ userAudit: unknown[] }>(AUDIT, { filter: { userId: fred.id } });
    expect(other.data?.userAudit).toEqual([]);
  });

  it('validates realm settings and feeds the player and audit retention', async () => {
    const admin = await signIn('admin');
    const refusals: Array<[Record<string, unknown>, string]> = [
      // Issue 36: the form's label, not the field's internal name.
      [{ auditTtl: -1 }, 'Keep audit (days, 0 keeps all) must be a whole number from 0 to 3650'],
      [{ playerIdleTimeout: 100000 }, 'Player idle timeout (minutes) must be a whole number from 0 to 1440'],
      [{ adminEmail: 'nobody' }, 'Administrator e-mail address is invalid'],
      [{ name: ' ' }, 'Realm name should not be empty'],
      [{ esriMapTileUrl: 'javascript:alert(1)' }, 'Map tile URL must be an http or https address'],
      // Issue 28: the map draws only the icon sets it has.
      [{ geoIconSet: 'stars' }, 'Icon set should be one of: pins, symbols, dots'],
      [
        { emailSettings: { ...emailSettings(), enabled: true } },
        'E-mail settings must be validated before e-mail is enabled',
      ],
    ];
    for (const [realm, text] of refusals) expect(message(await admin.graphql(UPDATE_REALM, { realm }))).toBe(text);
    const saved = await admin.graphql<{ updateCurrentRealm: Record<string, unknown> }>(UPDATE_REALM, {
      realm: {
        maxDownloadTime: 30,
        playerIdleTimeout: 3,
        jitterBufferLength: 500,
        auditTtl: 7,
        esriMapTileUrl: 'https://tiles.site.test/{z}/{y}/{x}',
        defaultMapLayer: 'ESRI',
      },
    });
    expect(saved.data?.updateCurrentRealm).toMatchObject({
      maxDownloadTime: 30,
      maxDownloadLength: 30,
      playerIdleTimeout: 3,
      jitterBufferLength: 500,
      auditTtl: 7,
      defaultMapLayer: 'ESRI',
    });
    const operator = await signIn('operator');
    const seen = await operator.graphql<{ currentRealm: Record<string, unknown> }>(CURRENT_REALM);
    expect(seen.data?.currentRealm).toMatchObject({ playerIdleTimeout: 3, jitterBufferLength: 500 });
    const audit = await admin.graphql<{ userAudit: Array<{ kind: string; detail: Record<string, unknown> }> }>(AUDIT, {
      filter: { kinds: ['REALM_UPDATED'] },
    });
    expect(audit.data?.userAudit[0]?.detail).toMatchObject({ playerIdleTimeout: 3, auditTtl: 7 });
    // Issue 36: the offline map the platform ships is a default layer like the others.
    const offline = await admin.graphql<{ updateCurrentRealm: Record<string, unknown> }>(UPDATE_REALM, {
      realm: { defaultMapLayer: 'OFFLINE' },
    });
    expect(offline.data?.updateCurrentRealm).toMatchObject({ defaultMapLayer: 'OFFLINE', playerIdleTimeout: 3 });
    // Issue 28: the icon set chosen is what every console's map reads.
    expect((await admin.graphql(UPDATE_REALM, { realm: { geoIconSet: 'symbols' } })).errors).toBeUndefined();
    const icons = await operator.graphql<{ currentRealm: { geoIconSet: string } }>('{ currentRealm { geoIconSet } }');
    expect(icons.data?.currentRealm.geoIconSet).toBe('symbols');
  });

  it('validates e-mail settings by sending through a real SMTP server, then sends the realm’s mail there', async () => {
    const admin = await signIn('admin');
    await admin.graphql(UPDATE_REALM, { realm: { adminEmail: 'security@site.test' } });
    const closed = await admin.graphql<{ validateEmail: { validated: boolean; message: string } }>(VALIDATE, {
      e: { ...emailSettings(), port: 1 },
    });
    expect(closed.data?.validateEmail.validated).toBe(false);
    expect(closed.data?.validateEmail.message).toMatch(/^Test message could not be sent: /);
    expect(message(await admin.graphql(VALIDATE, { e: { ...emailSettings(), from: 'nobody' } }))).toBe(
      'Sender e-mail address is invalid',
    );

    const ok = await admin.graphql(VALIDATE, { e: { ...emailSettings(), password: 'smtp-secret' } });
    expect(ok.data).toEqual({ validateEmail: { validated: true, message: null } });
    const test = await smtp.next('security@site.test');
    expect(test.subject).toBe('Vantage: e-mail settings test');
    const enabled = await admin.graphql<{ updateCurrentRealm: { emailSettings: Record<string, unknown> } }>(
      UPDATE_REALM,
      { realm: { emailSettings: { ...emailSettings(), enabled: true } } },
    );
    expect(enabled.data?.updateCurrentRealm.emailSettings).toMatchObject({
      enabled: true,
      validated: true,
      host: '127.0.0.1',
      password: null,
    });
    // The realm's users' mail now goes through the realm's server.
    await create(admin, { name: 'gina', email: 'gina@site.test' });
    expect((await smtp.next('gina@site.test')).text).toMatch(/confirm\/email\//);
    // A change to what the test proved needs a new test.
    const moved = await admin.graphql(UPDATE_REALM, { realm: { emailSettings: { port: smtp.port + 1 } } });
    expect(message(moved)).toBe('E-mail settings must be validated before e-mail is enabled');
  });

  it('with mfAuth on, the realm’s users log in with the code e-mailed to them', async () => {
    const admin = await signIn('admin');
    await admin.graphql(VALIDATE, { e: emailSettings() });
    await smtp.next('security@site.test');
    const on = await admin.graphql(UPDATE_REALM, {
      realm: { mfAuth: true, emailSettings: { ...emailSettings(), enabled: true } },
    });
    expect(on.errors).toBeUndefined();
    await create(admin, { name: 'hugo', email: 'hugo@site.test', password: 'hugo-secret' });
    await smtp.next('hugo@site.test');
    const { client, result } = await loginAs('hugo', 'hugo-secret');
    expect(result.body.status).toBe('LoginNotVerified');
    expect(message(await client.graphql(USER_INFO))).toBe('Not logged in');
    const mail = await smtp.next('hugo@site.test');
    const code = mail.text.match(/verification code is (\S+)\./)?.[1];
    expect(code).toBeDefined();
    expect((await client.post(AUTH_PATHS.verifyCode, { secret: 'wrong' })).status).toBe(400);
    const verified = await client.post<{ status: string }>(AUTH_PATHS.verifyCode, { secret: code });
    expect(verified.body.status).toBe('LoggedIn');
    expect((await client.graphql(USER_INFO)).data).toMatchObject({ userInfo: { user: { name: 'hugo' } } });
    // A user of Demo HQ is asked for the code wherever the login lands: a session in Demo Branch
    // (mfAuth off) could otherwise switch into Demo HQ without it.
    const branch = await loginAs('admin', 'admin', 'demo-branch');
    expect(branch.result.body.status).toBe('LoginNotVerified');
    // Demo Branch sends through the platform's mail: the code went there.
    expect(shared.current().mails.at(-1)).toMatchObject({
      to: 'admin@vantage.local',
      subject: 'Vantage: verification code',
    });
    await admin.graphql(UPDATE_REALM, { realm: { mfAuth: false } });
    expect((await loginAs('admin', 'admin', 'demo-branch')).result.body.status).toBe('LoggedIn');
  });
});
