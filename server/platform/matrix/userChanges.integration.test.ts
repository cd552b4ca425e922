/** The authorisation matrix for changes of users (issue 27): an administrator of realm B acting on
 *  a user shared with realm A (Demo Branch's administrator on `admin`, administrator of Demo HQ and
 *  Demo Branch) is refused every change of that user, and rights are granted only by someone who
 *  holds them (a help desk with only user:Manage, a group keeper who may also change groups, a
 *  policy editor who may change policies, a zone keeper who may change zones). Every mutation of the schema that names a user is asked,
 *  so a new one cannot slip past. */
import { buildSchema, getNamedType, isInputObjectType } from 'graphql';
import { SYSTEM_GROUP } from '../../../shared/access/accessPolicies';
import { USER_ERROR } from '../../../shared/access/userAdmin';
import { loadSchemaText } from '../../graphql/registerGraphql';
import type { ApiClient } from '../../testing/apiClient';
import { sharedTestPlatform } from '../../testing/sharedTestPlatform';
import { testDatabases } from '../../testing/testDatabases';
import { arrangePersonas } from './matrixPersonas';
import { arrangeUserChangePersonas, CHANGE_PERSONAS, type UserChangeFixture } from './userChangePersonas';

jest.setTimeout(60_000);

const SHARED_ADMIN = 'user-admin';
const SHARED = { id: SHARED_ADMIN, name: 'admin' };
const BRANCH_ADMIN = 'user-matrix-branch-admin';

const UPDATE = 'mutation($user: UserInput!) { updateUser(user: $user) { id email isAdmin } }';
const CREATE = 'mutation($user: UserInput!) { createUser(user: $user) { id isAdmin } }';
const SET_PASSWORD = 'mutation($id: ID!, $password: String!) { setPassword(id: $id, password: $password) }';
const DELETE = 'mutation($id: ID!) { deleteUser(id: $id) }';
const UNBLOCK = 'mutation($id: ID!) { unblockUser(id: $id) }';
const SET_GROUPS = 'mutation($u: ID!, $g: [ID!]!) { setUserGroups(userId: $u, groupIds: $g) { id } }';
const ADD_TO_GROUP = 'mutation($g: ID!, $u: [ID!]!) { addGroupUsers(groupId: $g, userIds: $u) { id } }';
const REMOVE_FROM_GROUP = 'mutation($g: ID!, $u: [ID!]!) { removeGroupUsers(groupId: $g, userIds: $u) { id } }';
const CREATE_GROUP = 'mutation($g: GroupInput!) { createGroup(group: $g) { id } }';
const UPDATE_GROUP = 'mutation($g: GroupInput!) { updateGroup(group: $g) { id } }';
const DELETE_GROUP = 'mutation($id: ID!) { deleteGroup(id: $id) }';
const CREATE_POLICY = 'mutation($p: PolicyInput!) { createPolicy(policy: $p) { id } }';
const UPDATE_POLICY = 'mutation($p: PolicyInput!) { updatePolicy(policy: $p) { id } }';
const CREATE_STATEMENT = 'mutation($s: StatementInput!) { createPolicyStatement(statement: $s) { id } }';
const CREATE_ZONE = 'mutation($z: ZoneInput!) { createZone(zone: $z) { id } }';
const UPDATE_ZONE = 'mutation($z: ZoneInput!) { updateZone(zone: $z) { id } }';
const DELETE_ZONE = 'mutation($id: ID!) { deleteZone(id: $id) }';
const USERS = '{ users { id email isAdmin } }';

/** A change of a user: the mutation's name, its document and variables for the target user. */
type UserChange = [name: string, document: string, variables: (user: Target) => Record<string, unknown>];

/** Who a change is made to: updateUser needs the name too. */
interface Target {
  id: string;
  name: string;
}

/** Mutations that name a user but change none other than the caller: not asked here. */
const OWN_ONLY = new Set(['setUserRealm', 'updateSolidConfig', 'updateSolidConfigCurrentView', 'changePassword']);

describe.each(testDatabases())('changes of users on $kind (issue 27)', (database) => {
  const shared = sharedTestPlatform(database);
  let fixture: UserChangeFixture;
  /** A group of Demo Branch its administrator made, empty. */
  let branchGroupId = '';

  beforeAll(async () => {
    await arrangePersonas(shared.current().platform);
    fixture = await arrangeUserChangePersonas(shared.current().platform);
  });

  const refusal = (result: { errors?: Array<{ message: string; extensions?: { code?: string } }> }) => ({
    code: result.errors?.[0]?.extensions?.code,
    message: result.errors?.[0]?.message,
  });

  /** Every change of a user the schema offers, for `userId` (groups of the caller's realm). */
  function userChanges(groupId: () => string): UserChange[] {
    return [
      ['updateUser', UPDATE, ({ id, name }) => ({ user: { id, name, email: 'attacker@evil.test' } })],
      ['updateUser', UPDATE, ({ id }) => ({ user: { id, name: 'taken-over' } })],
      ['updateUser', UPDATE, ({ id, name }) => ({ user: { id, name, isAdmin: false } })],
      ['updateUser', UPDATE, ({ id, name }) => ({ user: { id, name, visualConfig: { limitedAuditAccess: true } } })],
      ['updateUser', UPDATE, ({ id, name }) => ({ user: { id, name, groups: [SYSTEM_GROUP.OPERATORS] } })],
      ['setPassword', SET_PASSWORD, ({ id }) => ({ id, password: 'attacker-chosen' })],
      ['deleteUser', DELETE, ({ id }) => ({ id })],
      ['unblockUser', UNBLOCK, ({ id }) => ({ id })],
      ['setUserGroups', SET_GROUPS, ({ id }) => ({ u: id, g: [] })],
      ['addGroupUsers', ADD_TO_GROUP, ({ id }) => ({ g: groupId(), u: [id] })],
      ['addGroupUsers', ADD_TO_GROUP, ({ id }) => ({ g: SYSTEM_GROUP.OPERATORS, u: [id] })],
      ['removeGroupUsers', REMOVE_FROM_GROUP, ({ id }) => ({ g: SYSTEM_GROUP.ADMINISTRATORS, u: [id] })],
      ['createGroup', CREATE_GROUP, ({ id }) => ({ g: { name: `matrix-${Math.random()}`, users: [id] } })],
      ['updateGroup', UPDATE_GROUP, ({ id }) => ({ g: { id: groupId(), name: 'Matrix branch group', users: [id] } })],
    ];
  }

  it('asks every mutation that names a user', () => {
    const schema = buildSchema(loadSchemaText());
    const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
    const namingUsers = mutations
      .filter((field) =>
        field.args.some((arg) => {
          if (/^user(Id|Ids|Name)?$/.test(arg.name) || /User|Password/.test(field.name)) return true;
          const input = getNamedType(arg.type);
          return isInputObjectType(input) && 'users' in input.getFields();
        }),
      )
      .map((field) => field.name)
      .filter((name) => !OWN_ONLY.has(name) && name !== 'createUser');
    expect(namingUsers.length).toBeGreaterThanOrEqual(9);
    const asked = new Set(userChanges(() => '').map(([name]) => name));
    expect(namingUsers.filter((name) => !asked.has(name))).toEqual([]);
  });

  it("refuses Demo Branch's administrator every change of admin, who is also Demo HQ's", async () => {
    const branch = await shared.signIn(BRANCH_ADMIN);
    const made = await branch.graphql<{ createGroup: { id: string } }>(CREATE_GROUP, {
      g: { name: 'Matrix branch group' },
    });
    branchGroupId = made.data?.createGroup.id ?? '';
    expect(branchGroupId).not.toBe('');
    const allowed: string[] = [];
    for (const [name, document, variables] of userChanges(() => branchGroupId)) {
      const result = await branch.graphql(document, variables(SHARED));
      const { code, message } = refusal(result);
      const refused =
        code === '403' && [USER_ERROR.OTHER_REALMS, USER_ERROR.MORE_RIGHTS].some((text) => text === message);
      if (!refused) allowed.push(`${name} ${JSON.stringify(variables(SHARED))}: ${JSON.stringify(result)}`);
    }
    expect(allowed).toEqual([]);

    // admin is unchanged: the same password, address and role in both realms.
    const admin = await shared.signIn('admin');
    const users = await admin.graphql<{ users: Array<{ id: string; email: string; isAdmin: boolean }> }>(USERS);
    expect(users.data?.users.find((u) => u.id === SHARED_ADMIN)).toEqual({
      id: SHARED_ADMIN,
      email: 'admin@vantage.local',
      isAdmin: true,
    });
    const memberships = await shared.current().platform.services.users.memberships(SHARED_ADMIN);
    expect(memberships.map((m) => [m.realmId, m.role])).toEqual([
      ['demo-hq', 'admin'],
      ['demo-branch', 'admin'],
    ]);

    // Its own realm's users are still the Branch administrator's to change.
    const own = await branch.graphql<{ createUser: { id: string } }>(CREATE, {
      user: { name: 'matrix-branch-operator', password: 'branch-operator' },
    });
    const ownId = own.data?.createUser.id ?? '';
    expect((await branch.graphql(SET_PASSWORD, { id: ownId, password: 'branch-renewed' })).errors).toBeUndefined();
    expect(
      (await branch.graphql(UPDATE, { user: { id: ownId, name: 'matrix-branch-operator', isAdmin: true } })).errors,
    ).toBeUndefined();
  });

  it('lets a help desk with only user:Manage make no administrator and reset no stronger password', async () => {
    const helpDesk = await shared.signIn(CHANGE_PERSONAS.helpDesk);
    const expectRefused = async (document: string, variables: Record<string, unknown>, message: string) => {
      expect(refusal(await helpDesk.graphql(document, variables))).toEqual({ code: '403', message });
    };
    await expectRefused(
      CREATE,
      { user: { name: 'matrix-made-admin', password: 'made-admin-1', isAdmin: true } },
      USER_ERROR.GRANT_ADMIN,
    );
    await expectRefused(SET_PASSWORD, { id: SHARED_ADMIN, password: 'help-desk-chosen' }, USER_ERROR.MORE_RIGHTS);
    await expectRefused(UPDATE, { user: { ...SHARED, email: 'desk@evil.test' } }, USER_ERROR.MORE_RIGHTS);
    // The operator holds rights the help desk lacks (cameras): neither their password nor their role.
    await expectRefused(SET_PASSWORD, { id: 'user-operator', password: 'help-desk-chosen' }, USER_ERROR.MORE_RIGHTS);
    await expectRefused(
      UPDATE,
      { user: { id: 'user-operator', name: 'operator', isAdmin: true } },
      USER_ERROR.MORE_RIGHTS,
    );
    // A member who holds no more than the help desk is theirs to help.
    const plain = fixture.ids.plain;
    expect(await helpDesk.graphql(SET_PASSWORD, { id: plain, password: 'reset-by-desk' })).toMatchObject({
      data: { setPassword: true },
    });
    expect((await shared.current().platform.services.users.byId(SHARED_ADMIN))?.email).toBe('admin@vantage.local');
    await shared.signIn('admin');
  });

  it('lets a group keeper add no user to a group that grants more than the keeper holds', async () => {
    const keeper = await shared.signIn(CHANGE_PERSONAS.groupKeeper);
    const plain = fixture.ids.plain;
    const viewers = fixture.viewersGroupId;
    for (const [document, variables, message] of [
      [ADD_TO_GROUP, { g: viewers, u: [plain] }, USER_ERROR.GRANT_RIGHTS],
      [SET_GROUPS, { u: plain, g: [viewers] }, USER_ERROR.GRANT_RIGHTS],
      [UPDATE, { user: { id: plain, name: CHANGE_PERSONAS.plain, groups: [viewers] } }, USER_ERROR.GRANT_RIGHTS],
      [UPDATE_GROUP, { g: { id: viewers, name: 'Matrix camera viewers', users: [plain] } }, USER_ERROR.GRANT_RIGHTS],
      [ADD_TO_GROUP, { g: SYSTEM_GROUP.ADMINISTRATORS, u: [plain] }, USER_ERROR.GRANT_ADMIN],
      [ADD_TO_GROUP, { g: SYSTEM_GROUP.OPERATORS, u: [plain] }, USER_ERROR.GRANT_RIGHTS],
    ] as const) {
      expect(refusal(await keeper.graphql(document, variables))).toEqual({ code: '403', message });
    }
    const inViewers = (await shared.current().platform.services.access.groups.byId('demo-hq', viewers))?.userIds;
    expect(inViewers).toEqual([fixture.ids.muted]);
    // A group that grants no more than the keeper holds is the keeper's to fill.
    const added = await keeper.graphql(ADD_TO_GROUP, { g: fixture.helpDeskGroupId, u: [plain] });
    expect(added.errors).toBeUndefined();
  });

  it('lets a group keeper take no DENY away that would grant more than the keeper holds', async () => {
    const keeper = await shared.signIn(CHANGE_PERSONAS.groupKeeper);
    const { mutedGroupId } = fixture;
    const muted = fixture.ids.muted;
    for (const [document, variables] of [
      [REMOVE_FROM_GROUP, { g: mutedGroupId, u: [muted] }],
      [UPDATE_GROUP, { g: { id: mutedGroupId, name: 'Matrix muted', users: [] } }],
      [UPDATE_GROUP, { g: { id: mutedGroupId, name: 'Matrix muted', policies: [] } }],
      [DELETE_GROUP, { id: mutedGroupId }],
    ] as const) {
      expect(refusal(await keeper.graphql(document, variables))).toEqual({
        code: '403',
        message: USER_ERROR.GRANT_RIGHTS,
      });
    }
    const group = await shared.current().platform.services.access.groups.byId('demo-hq', mutedGroupId);
    expect(group?.userIds).toEqual([muted]);
  });

  it('lets a policy editor change no policy that members hold without holding every right', async () => {
    const editor = await shared.signIn(CHANGE_PERSONAS.policyEditor);
    const everything = { effect: 'ALLOW', actions: ['*'], allResources: true };
    // Neither the help desk's policy nor the editor's own: both have members.
    for (const policyId of [fixture.helpDeskPolicyId, fixture.policyEditorPolicyId]) {
      expect(refusal(await editor.graphql(CREATE_STATEMENT, { s: { ...everything, policyId } }))).toEqual({
        code: '403',
        message: USER_ERROR.GRANT_RIGHTS,
      });
      expect(
        refusal(await editor.graphql(UPDATE_POLICY, { p: { id: policyId, name: 'x', statements: [everything] } })),
      ).toEqual({ code: '403', message: USER_ERROR.GRANT_RIGHTS });
    }
    // A policy nobody holds yet is the editor's to write; giving it to a group is a grant, asked then.
    const made = await editor.graphql<{ createPolicy: { id: string } }>(CREATE_POLICY, { p: { name: 'Matrix draft' } });
    const policyId = made.data?.createPolicy.id;
    expect((await editor.graphql(CREATE_STATEMENT, { s: { ...everything, policyId } })).errors).toBeUndefined();
  });

  it('lets a zone keeper change no zone that members hold rights through', async () => {
    const keeper = await shared.signIn(CHANGE_PERSONAS.zoneKeeper);
    // The matrix's zoned user reaches cameras through this zone (matrixPersonas).
    const zones = await shared.current().platform.services.access.scopes.list('demo-hq', 'ZONE');
    const zone = zones.find((z) => z.name === 'Matrix zone');
    expect(zone?.deviceIds).toEqual(['demo-hq-camera-1']);
    const widen = { z: { id: zone?.id, name: 'Matrix zone', devices: ['demo-hq-camera-1', 'demo-hq-camera-2'] } };
    for (const [document, variables] of [
      [UPDATE_ZONE, widen],
      [DELETE_ZONE, { id: zone?.id }],
    ] as const) {
      expect(refusal(await keeper.graphql(document, variables))).toEqual({
        code: '403',
        message: USER_ERROR.GRANT_RIGHTS,
      });
    }
    // A zone no statement names is the keeper's to fill.
    const made = await keeper.graphql<{ createZone: { id: string } }>(CREATE_ZONE, { z: { name: 'Matrix spare' } });
    const spare = { z: { id: made.data?.createZone.id, name: 'Matrix spare', devices: ['demo-hq-camera-2'] } };
    expect((await keeper.graphql(UPDATE_ZONE, spare)).errors).toBeUndefined();
  });

  it("leaves Demo HQ's administrator, who holds every right, free to do all of it", async () => {
    const admin: ApiClient = await shared.signIn('admin');
    const plain = fixture.ids.plain;
    expect((await admin.graphql(ADD_TO_GROUP, { g: fixture.viewersGroupId, u: [plain] })).errors).toBeUndefined();
    expect(
      (await admin.graphql(SET_PASSWORD, { id: 'user-operator', password: 'operator-reset' })).errors,
    ).toBeUndefined();
    const made = await admin.graphql<{ createUser: { isAdmin: boolean } }>(CREATE, {
      user: { name: 'matrix-second-admin', password: 'second-admin', isAdmin: true },
    });
    expect(made.data?.createUser.isAdmin).toBe(true);
  });
});
