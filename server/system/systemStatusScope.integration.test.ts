/** Issue 36: the system status names only what the caller's policies let them see (spec 1 §7 system
 *  status; spec 3 §6 policies), and its status follows spec 3 §4 (systemStatusOf). A user limited to one camera is not told of a broken gateway, avatar
 *  or camera outside their policy, neither in the reasons nor in the problem count; an
 *  administrator still hears of all of them. */
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

const STATUS = '{ systemStatus { status description reasons { message object { type id } } } }';

interface Status {
  systemStatus: { status: string; description: string | null; reasons: Array<{ object: { id: string } | null }> };
}

describe.each(testDatabases())('system status under the policies on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;
  let operator: ApiClient;
  const ok = async <T>(client: ApiClient, query: string, variables?: Record<string, unknown>): Promise<T> => {
    const result = await client.graphql<T>(query, variables);
    expect(result.errors).toBeUndefined();
    return result.data as T;
  };

  beforeAll(async () => {
    t = await startTestPlatform(database);
    admin = new ApiClient(t.url);
    operator = new ApiClient(t.url);
    await admin.login('admin', 'admin');
    await operator.login('operator', 'operator');
  });
  afterAll(async () => {
    await Promise.all([admin.dispose(), operator.dispose()]);
    await t.close();
  });

  it('tells a user limited to one camera only of the problems of that camera', async () => {
    const db = t.platform.database.db;
    const now = Date.now();
    // A gateway and a second avatar that nothing reports for (the demo's embedded avatar reports
    // NORMAL on its own schedule), and two demo cameras, all BROKEN.
    for (const [id, name, type] of [
      ['hq-gateway', 'Door controller', 'gateway'],
      ['hq-avatar', 'Branch link', 'avatar'],
    ] as const) {
      await db
        .insertInto('devices')
        .values({
          id,
          realm_id: 'demo-hq',
          name,
          device_type: type,
          aspects: '[]',
          config: '{}',
          enabled: 1,
          health_status: 'BROKEN',
          parent_id: null,
          position: null,
          created_at: now,
          modified_at: now,
        })
        .execute();
    }
    await db
      .updateTable('devices')
      .set({ health_status: 'BROKEN' })
      .where('id', 'in', ['demo-hq-camera-2', 'demo-hq-camera-1'])
      .execute();
    const { createPolicy } = await ok<{ createPolicy: { id: string } }>(
      admin,
      `mutation { createPolicy(policy: { name: "Camera 1 only", statements: [
         { effect: ALLOW, actions: ["device:*"], resources: [{ id: "demo-hq-camera-1", type: device }] },
         { effect: ALLOW, actions: ["realm:Read"], allResources: true }
       ] }) { id } }`,
    );
    await ok(
      admin,
      'mutation($p: ID!) { createGroup(group: { name: "Camera 1 desk", users: ["user-operator"], policies: [$p] }) { id } }',
      { p: createPolicy.id },
    );
    await ok(admin, 'mutation { removeGroupUsers(groupId: "system-operators", userIds: ["user-operator"]) { id } }');

    const mine = await ok<Status>(operator, STATUS);
    // The one camera this user watches is broken: for them nothing is watched (spec 3 §4 BROKEN).
    expect(mine.systemStatus).toEqual({
      status: 'BROKEN',
      description: '1 problem found',
      reasons: [{ message: "Camera 'Demo HQ Camera 1' is BROKEN", object: { type: 'camera', id: 'demo-hq-camera-1' } }],
    });
    const all = await ok<Status>(admin, STATUS);
    expect(all.systemStatus.reasons.map((r) => r.object?.id).sort()).toEqual([
      'demo-hq-camera-1',
      'demo-hq-camera-2',
      'hq-avatar',
      'hq-gateway',
    ]);
    expect(all.systemStatus.description).toBe('4 problems found');
    // Other cameras and the embedded avatar still work: an alert, not a broken or offline site.
    expect(all.systemStatus.status).toBe('ALERT');
  });

  it('is STOPPING, saying so, once the platform shuts down', async () => {
    t.platform.services.system.setLifecycle('STOPPING');
    try {
      const { systemStatus } = await ok<{ systemStatus: { status: string; reasons: Array<{ options: unknown }> } }>(
        admin,
        '{ systemStatus { status reasons { options } } }',
      );
      expect(systemStatus.status).toBe('STOPPING');
      expect(systemStatus.reasons[0]?.options).toEqual({ kind: 'stopping' });
    } finally {
      t.platform.services.system.setLifecycle('RUNNING');
    }
  });
});
