/** The policy engine end to end over GraphQL (spec 3 §3.6, §6): an administrator scopes an
 *  operator to one zone and the platform holds to it in lists, searches and by id; a DENY added
 *  while the operator is signed in applies to their open session at once; system-managed groups
 *  and policies are read-only and bad input gets the platform's wording. */
import { topics } from '../../events/eventBus';
import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';

// Starting a platform and the logins (scrypt) outlast jest's 5 s on a loaded machine.
jest.setTimeout(60_000);

const DEVICES = '{ devicesByAspectTypes(types: ["Media"]) { id } }';
const SEARCH = '{ cameraSearch(input: {}) { all { total devices { id } } } }';

describe.each(testDatabases())('access policies on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;
  let operator: ApiClient;

  const ok = async <T>(client: ApiClient, query: string, variables?: Record<string, unknown>): Promise<T> => {
    const result = await client.graphql<T>(query, variables);
    expect(result.errors).toBeUndefined();
    return result.data as T;
  };
  const deviceIds = async (client: ApiClient) =>
    (await ok<{ devicesByAspectTypes: Array<{ id: string }> }>(client, DEVICES)).devicesByAspectTypes
      .map((d) => d.id)
      .sort();

  beforeAll(async () => {
    t = await startTestPlatform(database);
    admin = new ApiClient(t.url);
    operator = new ApiClient(t.url);
    await admin.login('admin', 'admin');
    await operator.login('operator', 'operator');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the system-managed groups with the members of their roles, and refuses to change them', async () => {
    const { groups } = await ok<{
      groups: Array<{ id: string; name: string; isSystemManaged: boolean; users: Array<{ name: string }> }>;
    }>(admin, '{ groups { id name isSystemManaged users { name } } }');
    expect(groups.map((g) => [g.name, g.isSystemManaged, g.users.map((u) => u.name)])).toEqual([
      ['Administrators', true, ['admin']],
      ['Operators', true, ['operator']],
    ]);
    const rename = await admin.graphql('mutation { updateGroup(group: { id: "system-operators", name: "X" }) { id } }');
    expect(rename.errors?.[0]?.message).toBe('System-managed groups, policies and sets cannot be changed');
    const policy = await admin.graphql('mutation { deletePolicy(id: "system-policy-operator-access") }');
    expect(policy.errors?.[0]?.extensions?.code).toBe('403');
  });

  it('refuses operators every access administration call', async () => {
    for (const query of ['{ groups { id } }', '{ policies { id } }', '{ zones { id } }', '{ actions { name } }']) {
      const result = await operator.graphql(query);
      expect(result.errors?.[0]?.message).toBe('Administrator rights required');
    }
    const write = await operator.graphql('mutation { createZone(zone: { name: "Mine" }) { id } }');
    expect(write.errors?.[0]?.extensions?.code).toBe('403');
  });

  it('explains bad input in words', async () => {
    const empty = await admin.graphql('mutation { createGroup(group: { name: "  " }) { id } }');
    expect(empty.errors?.[0]?.message).toBe('Name should not be empty');
    const action = await admin.graphql(
      'mutation { createPolicy(policy: { name: "P", statements: [{ effect: ALLOW, actions: ["device:Fly"], allResources: true }] }) { id } }',
    );
    expect(action.errors?.[0]?.message).toBe("Unknown action 'device:Fly'");
    const resource = await admin.graphql(
      'mutation { createPolicy(policy: { name: "P", statements: [{ effect: ALLOW, actions: ["device:Read"], resources: [{ id: "demo-branch-camera-1", type: device }] }] }) { id } }',
    );
    expect(resource.errors?.[0]?.message).toBe("Unknown device 'demo-branch-camera-1'");
    const none = await admin.graphql(
      'mutation { createPolicy(policy: { name: "P", statements: [{ effect: ALLOW, actions: ["device:Read"] }] }) { id } }',
    );
    expect(none.errors?.[0]?.message).toBe('A statement needs resources or all resources');
  });

  it('scopes an operator to one zone, then a DENY added meanwhile applies to the open session', async () => {
    const all = await deviceIds(operator);
    expect(all).toContain('demo-hq-camera-2');

    const { createZone } = await ok<{ createZone: { id: string; devices: Array<{ id: string }> } }>(
      admin,
      'mutation { createZone(zone: { name: "North", devices: ["demo-hq-camera-1", "demo-hq-camera-2"] }) { id devices { id } } }',
    );
    expect(createZone.devices.map((d) => d.id).sort()).toEqual(['demo-hq-camera-1', 'demo-hq-camera-2']);
    const { createPolicy } = await ok<{ createPolicy: { id: string } }>(
      admin,
      `mutation($z: ID!) { createPolicy(policy: { name: "North viewers", statements: [
         { effect: ALLOW, actions: ["device:*"], resources: [{ id: $z, type: zone }] },
         { effect: ALLOW, actions: ["realm:Read", "auditEntry:Read", "label:Read", "view:Read"], allResources: true }
       ] }) { id } }`,
      { z: createZone.id },
    );
    const { createGroup } = await ok<{ createGroup: { id: string; users: Array<{ name: string }> } }>(
      admin,
      'mutation($p: ID!) { createGroup(group: { name: "North desk", users: ["user-operator"], policies: [$p] }) { id users { name } } }',
      { p: createPolicy.id },
    );
    expect(createGroup.users.map((u) => u.name)).toEqual(['operator']);
    // Out of Operators: only the North desk's policy is left.
    await ok(admin, 'mutation { removeGroupUsers(groupId: "system-operators", userIds: ["user-operator"]) { id } }');

    expect(await deviceIds(operator)).toEqual(['demo-hq-camera-1', 'demo-hq-camera-2']);
    const search = await ok<{ cameraSearch: { all: { total: number } } }>(operator, SEARCH);
    expect(search.cameraSearch.all.total).toBe(2);
    const other = await operator.graphql('{ device(id: "demo-hq-camera-3") { id } }');
    expect(other.errors?.[0]?.message).toBe('Device not found');

    const who = await ok<{ whoCan: Array<{ user: { name: string }; allowed: boolean; policies: string[] }> }>(
      admin,
      '{ whoCan(action: "device:Read", resource: { id: "demo-hq-camera-1", type: device }) { user { name } allowed policies } }',
    );
    expect(who.whoCan).toEqual([
      { user: { name: 'admin' }, allowed: true, policies: ['Administrator access'] },
      { user: { name: 'operator' }, allowed: true, policies: ['North viewers'] },
    ]);

    await ok(
      admin,
      'mutation($p: ID!) { createPolicyStatement(statement: { policyId: $p, effect: DENY, actions: ["device:Read"], resources: [{ id: "demo-hq-camera-2", type: device }] }) { id } }',
      { p: createPolicy.id },
    );
    // Same session, no new login.
    expect(await deviceIds(operator)).toEqual(['demo-hq-camera-1']);
    const zoneLabel = await ok<{ label: { objects: Array<{ objectId: string }> } }>(
      operator,
      'query($id: ID!) { label(id: $id) { objects { objectId } } }',
      { id: createZone.id },
    );
    expect(zoneLabel.label.objects).toEqual([{ objectId: 'demo-hq-camera-1' }]);
    const perms = await ok<{
      userPermissions: Array<{ action: { name: string }; scope: string; devices: Array<{ id: string }> }>;
    }>(admin, '{ userPermissions(userId: "user-operator") { action { name } scope devices { id } } }');
    const read = perms.userPermissions.find((p) => p.action.name === 'device:Read');
    expect(read).toEqual({ action: { name: 'device:Read' }, scope: 'SOME', devices: [{ id: 'demo-hq-camera-1' }] });

    // Back in Operators, the DENY still wins for camera 2.
    await ok(admin, 'mutation { addGroupUsers(groupId: "system-operators", userIds: ["user-operator"]) { id } }');
    const back = await deviceIds(operator);
    expect(back).toContain('demo-hq-camera-3');
    expect(back).not.toContain('demo-hq-camera-2');
  });

  it('delivers no object update about a camera the subscriber may not read, under the policy of the moment', async () => {
    // The operator is in Operators again, and North viewers denies them camera 2.
    const updates = operator.subscribe<{ objectUpdate: { id: string } }>('subscription { objectUpdate { id action } }');
    await updates.started;
    const publish = (id: string) =>
      t.platform.services.bus.publish(topics.objectUpdate('demo-hq'), { id, action: 'STATUS' });
    await publish('demo-hq-camera-2');
    await publish('demo-hq-camera-3');
    expect((await updates.next()).data?.objectUpdate.id).toBe('demo-hq-camera-3');

    // A DENY on camera 3 added now applies to the subscription already open.
    const { policies } = await ok<{ policies: Array<{ id: string; name: string }> }>(admin, '{ policies { id name } }');
    const north = policies.find((p) => p.name === 'North viewers');
    await ok(
      admin,
      'mutation($p: ID!) { createPolicyStatement(statement: { policyId: $p, effect: DENY, actions: ["device:Read"], resources: [{ id: "demo-hq-camera-3", type: device }] }) { id } }',
      { p: north?.id },
    );
    await publish('demo-hq-camera-3');
    await publish('demo-hq-camera-4');
    expect((await updates.next()).data?.objectUpdate.id).toBe('demo-hq-camera-4');
    updates.close();
  });

  it('counts, image-map pins and target witnesses name only the cameras the user may read', async () => {
    // The operator is in Operators again, and North viewers denies them cameras 2 and 3.
    const lobbyId = `lobby-${Date.now()}`;
    const [lobby] = (
      await ok<{ insert: Array<{ id: string }> }>(
        admin,
        'mutation($id: ID!) { insert(labels: [{ id: $id, name: "Lobby watch", objectIds: ["demo-hq-camera-1", "demo-hq-camera-2", "demo-hq-camera-3"] }]) { id } }',
        { id: lobbyId },
      )
    ).insert;
    const counts = async (client: ApiClient) => {
      const { labels } = await ok<{ labels: Array<{ id: string; objectCount: number }> }>(
        client,
        '{ labels { id objectCount } }',
      );
      const { label } = await ok<{ label: { objectCount: number } }>(
        client,
        'query($id: ID!) { label(id: $id) { objectCount } }',
        { id: lobby!.id },
      );
      return [labels.find((l) => l.id === lobby!.id)?.objectCount, label.objectCount];
    };
    expect(await counts(admin)).toEqual([3, 3]);
    expect(await counts(operator)).toEqual([1, 1]);

    const pins = async (client: ApiClient) => {
      const { imageMapConfig } = await ok<{
        imageMapConfig: { sets: Array<{ layers: Array<{ maps: Array<{ objects: Array<{ objectId: string }> }> }> }> };
      }>(client, '{ imageMapConfig(version: "v2") { sets { layers { maps { objects { objectId } } } } } }');
      return new Set(
        imageMapConfig.sets.flatMap((s) =>
          s.layers.flatMap((l) => l.maps.flatMap((m) => m.objects.map((o) => o.objectId))),
        ),
      );
    };
    const adminPins = await pins(admin);
    expect(adminPins).toContain('demo-hq-camera-2');
    const operatorPins = await pins(operator);
    expect(operatorPins).toContain('demo-hq-camera-1');
    expect(operatorPins).not.toContain('demo-hq-camera-2');
    expect(operatorPins).not.toContain('demo-hq-camera-3');

    const targetId = `target-${Date.now()}`;
    await t.platform.services.targets.report({
      realmId: 'demo-hq',
      targetId,
      type: 'Person',
      risk: null,
      classification: null,
      description: [],
      witnesses: ['demo-hq-camera-1', 'demo-hq-camera-2'].map((id) => ({ id, name: id, type: 'Media' })),
      position: { lat: 51.5, lng: -0.1 },
    });
    const witnesses = async (client: ApiClient) => {
      const { targets } = await ok<{ targets: Array<{ witnesses: Array<{ id: string }> }> }>(
        client,
        'query($t: [ID!]) { targets(filter: { targetIds: $t }) { witnesses { id } } }',
        { t: [targetId] },
      );
      return targets.flatMap((target) => target.witnesses.map((w) => w.id));
    };
    expect(await witnesses(admin)).toEqual(['demo-hq-camera-1', 'demo-hq-camera-2']);
    expect(await witnesses(operator)).toEqual(['demo-hq-camera-1']);
  });

  it('refuses a zone whose name differs from another label, zone or set only by capital letters', async () => {
    const { createZone } = await ok<{ createZone: { id: string } }>(
      admin,
      'mutation { createZone(zone: { name: "Loading Dock", devices: [] }) { id } }',
    );
    const twin = await admin.graphql('mutation { createZone(zone: { name: " loading dock ", devices: [] }) { id } }');
    expect(twin.errors?.[0]?.message).toBe("A label, zone or set named 'Loading Dock' already exists");
    expect(twin.errors?.[0]?.extensions?.code).toBe('409');
    const set = await admin.graphql('mutation { createSet(set: { name: "LOADING DOCK", devices: [] }) { id } }');
    expect(set.errors?.[0]?.message).toBe("A label, zone or set named 'Loading Dock' already exists");
    // The zone itself may change its capitals.
    const renamed = await ok<{ updateZone: { name: string } }>(
      admin,
      'mutation($id: ID!) { updateZone(zone: { id: $id, name: "Loading dock" }) { name } }',
      { id: createZone.id },
    );
    expect(renamed.updateZone.name).toBe('Loading dock');
  });

  it('keeps each realm to its own administrators', async () => {
    const branch = new ApiClient(t.url);
    await branch.login('admin', 'admin', 'demo-branch');
    const { zones } = await ok<{ zones: Array<{ name: string }> }>(branch, '{ zones { name } }');
    expect(zones).toEqual([]);
    const { groups } = await ok<{ groups: Array<{ name: string }> }>(branch, '{ groups { name } }');
    expect(groups.map((g) => g.name)).not.toContain('North desk');
  });
});
