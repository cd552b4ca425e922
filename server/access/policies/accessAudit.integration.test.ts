/** The user audit of the access administration (issue: every administrative change with who and
 *  when; spec 1 §2.5 Access → Audit, spec 3 §3.6): each change to a group, its members, policies
 *  and visual configuration, to a policy or its statements, to a zone or a set is listed with the
 *  administrator who made it, what it was made to and the changed fields, in its own realm only. */
import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';

// Starting a platform and the logins (scrypt) outlast jest's 5 s on a loaded machine.
jest.setTimeout(60_000);

interface Entry {
  kind: string;
  actorName: string | null;
  targetType: string | null;
  targetName: string | null;
  detail: Record<string, unknown>;
}

const AUDIT = `query($filter: UserAuditFilter) { userAudit(filter: $filter) {
  kind actorName targetType targetName detail } }`;

describe.each(testDatabases())('access administration audit on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;

  const ok = async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const result = await admin.graphql<T>(query, variables);
    expect(result.errors).toBeUndefined();
    return result.data as T;
  };
  const audit = async (client: ApiClient, kinds: string[]): Promise<Entry[]> => {
    const result = await client.graphql<{ userAudit: Entry[] }>(AUDIT, { filter: { kinds } });
    expect(result.errors).toBeUndefined();
    // Newest first, as the list shows them; read here in the order they happened.
    return [...result.data!.userAudit].reverse();
  };
  const brief = (entries: Entry[]) => entries.map((e) => [e.kind, e.actorName, e.targetType, e.targetName]);

  beforeAll(async () => {
    t = await startTestPlatform(database);
    admin = new ApiClient(t.url);
    await admin.login('admin', 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('records zones and sets with who changed what', async () => {
    const { createZone } = await ok<{ createZone: { id: string } }>(
      'mutation { createZone(zone: { name: "Dock", devices: ["demo-hq-camera-1"] }) { id } }',
    );
    await ok('mutation($id: ID!) { updateZone(zone: { id: $id, name: "Dock east" }) { id } }', { id: createZone.id });
    await ok('mutation($id: ID!) { deleteZone(id: $id) }', { id: createZone.id });
    const { createSet } = await ok<{ createSet: { id: string } }>(
      'mutation { createSet(set: { name: "Gate" }) { id } }',
    );
    await ok('mutation($id: ID!) { updateSet(set: { id: $id, name: "Gate", devices: ["demo-hq-camera-2"] }) { id } }', {
      id: createSet.id,
    });
    await ok('mutation($id: ID!) { deleteSet(id: $id) }', { id: createSet.id });

    const zones = await audit(admin, ['ZONE_CREATED', 'ZONE_UPDATED', 'ZONE_DELETED']);
    expect(brief(zones)).toEqual([
      ['ZONE_CREATED', 'admin', 'zone', 'Dock'],
      ['ZONE_UPDATED', 'admin', 'zone', 'Dock east'],
      ['ZONE_DELETED', 'admin', 'zone', 'Dock east'],
    ]);
    expect(zones[0]!.detail).toEqual({ name: 'Dock', devices: ['demo-hq-camera-1'] });
    expect(zones[1]!.detail).toEqual({ name: { from: 'Dock', to: 'Dock east' } });
    const sets = await audit(admin, ['SET_CREATED', 'SET_UPDATED', 'SET_DELETED']);
    expect(brief(sets)).toEqual([
      ['SET_CREATED', 'admin', 'set', 'Gate'],
      ['SET_UPDATED', 'admin', 'set', 'Gate'],
      ['SET_DELETED', 'admin', 'set', 'Gate'],
    ]);
    expect(sets[1]!.detail).toEqual({ devices: ['demo-hq-camera-2'] });
  });

  it('records policies and their statements with what they say', async () => {
    const { createPolicy } = await ok<{ createPolicy: { id: string } }>(
      'mutation { createPolicy(policy: { name: "Watch", statements: [{ effect: ALLOW, actions: ["device:Read"], allResources: true }] }) { id } }',
    );
    await ok('mutation($id: ID!) { updatePolicy(policy: { id: $id, name: "Watch all" }) { id } }', {
      id: createPolicy.id,
    });
    const { createPolicyStatement } = await ok<{ createPolicyStatement: { id: string } }>(
      'mutation($p: ID!) { createPolicyStatement(statement: { policyId: $p, name: "No camera 2", effect: DENY, actions: ["device:Read"], resources: [{ id: "demo-hq-camera-2", type: device }] }) { id } }',
      { p: createPolicy.id },
    );
    await ok(
      'mutation($id: ID!) { updatePolicyStatement(statement: { id: $id, effect: DENY, actions: ["device:Read", "device:Control"], resources: [{ id: "demo-hq-camera-2", type: device }] }) { id } }',
      { id: createPolicyStatement.id },
    );
    await ok('mutation($id: ID!) { deletePolicyStatement(id: $id) }', { id: createPolicyStatement.id });
    await ok('mutation($id: ID!) { deletePolicy(id: $id) }', { id: createPolicy.id });

    const entries = await audit(admin, [
      'POLICY_CREATED',
      'POLICY_UPDATED',
      'POLICY_DELETED',
      'STATEMENT_CREATED',
      'STATEMENT_UPDATED',
      'STATEMENT_DELETED',
    ]);
    expect(brief(entries)).toEqual([
      ['POLICY_CREATED', 'admin', 'policy', 'Watch'],
      ['POLICY_UPDATED', 'admin', 'policy', 'Watch all'],
      ['STATEMENT_CREATED', 'admin', 'statement', 'No camera 2'],
      // Renamed to nothing, the statement goes by its policy's name.
      ['STATEMENT_UPDATED', 'admin', 'statement', 'Watch all'],
      ['STATEMENT_DELETED', 'admin', 'statement', 'Watch all'],
      ['POLICY_DELETED', 'admin', 'policy', 'Watch all'],
    ]);
    expect(entries[0]!.detail).toEqual({
      name: 'Watch',
      statements: [{ effect: 'ALLOW', actions: ['device:Read'], allResources: true }],
    });
    expect(entries[1]!.detail).toEqual({ name: { from: 'Watch', to: 'Watch all' } });
    expect(entries[3]!.detail).toEqual({
      policy: 'Watch all',
      effect: 'DENY',
      actions: ['device:Read', 'device:Control'],
      resources: [{ id: 'demo-hq-camera-2', type: 'device' }],
    });
  });

  it('records groups, their members and visual configuration, and never a password', async () => {
    const { createUser } = await ok<{ createUser: { id: string } }>(
      'mutation { createUser(user: { name: "gina", password: "gina-secret-1" }) { id } }',
    );
    const { createGroup } = await ok<{ createGroup: { id: string } }>(
      'mutation { createGroup(group: { name: "Dock desk" }) { id } }',
    );
    const g = createGroup.id;
    await ok('mutation($g: ID!) { updateGroup(group: { id: $g, name: "Dock crew" }) { id } }', { g });
    await ok('mutation($g: ID!, $u: ID!) { addGroupUsers(groupId: $g, userIds: [$u]) { id } }', {
      g,
      u: createUser.id,
    });
    await ok('mutation($g: ID!, $u: ID!) { removeGroupUsers(groupId: $g, userIds: [$u]) { id } }', {
      g,
      u: createUser.id,
    });
    await ok('mutation($g: ID!, $u: ID!) { setUserGroups(userId: $u, groupIds: [$g]) { id } }', {
      g,
      u: createUser.id,
    });
    await ok(
      'mutation($g: ID!) { setGroupVisualConfig(groupId: $g, visualConfig: { limitedSpeedList: true }) { id } }',
      {
        g,
      },
    );
    await ok('mutation($g: ID!) { deleteGroup(id: $g) }', { g });

    const entries = await audit(admin, [
      'GROUP_CREATED',
      'GROUP_UPDATED',
      'GROUP_DELETED',
      'GROUP_USERS_ADDED',
      'GROUP_USERS_REMOVED',
      'USER_GROUPS_SET',
      'GROUP_VISUAL_CONFIG_SET',
    ]);
    expect(brief(entries)).toEqual([
      ['GROUP_CREATED', 'admin', 'group', 'Dock desk'],
      ['GROUP_UPDATED', 'admin', 'group', 'Dock crew'],
      ['GROUP_USERS_ADDED', 'admin', 'group', 'Dock crew'],
      ['GROUP_USERS_REMOVED', 'admin', 'group', 'Dock crew'],
      ['USER_GROUPS_SET', 'admin', 'user', 'gina'],
      ['GROUP_VISUAL_CONFIG_SET', 'admin', 'group', 'Dock crew'],
      ['GROUP_DELETED', 'admin', 'group', 'Dock crew'],
    ]);
    expect(entries[2]!.detail).toEqual({ users: ['gina'] });
    expect(entries[4]!.detail).toEqual({ groups: ['Dock crew'] });
    expect(entries[5]!.detail.visualConfig).toMatchObject({ limitedSpeedList: true });
    const all = await audit(admin, []);
    expect(JSON.stringify(all)).not.toContain('gina-secret-1');
  });

  it('shows none of it to another realm’s administrator', async () => {
    const branch = new ApiClient(t.url);
    await branch.login('admin', 'admin', 'demo-branch');
    const kinds = ['GROUP_CREATED', 'POLICY_CREATED', 'STATEMENT_CREATED', 'ZONE_CREATED', 'SET_CREATED'];
    expect(await audit(admin, kinds)).not.toEqual([]);
    expect(await audit(branch, kinds)).toEqual([]);
  });
});
