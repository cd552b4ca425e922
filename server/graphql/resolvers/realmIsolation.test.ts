import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';

const DEVICES = '{ devicesByAspectTypes(types: ["Media", "Avatar"]) { id name deviceType healthStatus } }';

describe.each(testDatabases())('realm isolation on $kind', (database) => {
  let t: TestPlatform;
  let operator: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await startTestPlatform(database);
    operator = new ApiClient(t.url);
    admin = new ApiClient(t.url);
    await operator.login('operator', 'operator');
    await admin.login('admin', 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows an operator of Demo HQ only Demo HQ devices', async () => {
    const result = await operator.graphql<{ devicesByAspectTypes: Array<{ id: string }> }>(DEVICES);
    const ids = result.data?.devicesByAspectTypes.map((d) => d.id) ?? [];
    expect(ids).toContain('demo-hq-avatar');
    expect(ids).toContain('demo-hq-camera-1');
    expect(ids.filter((id) => !id.startsWith('demo-hq-'))).toEqual([]);
  });

  it('finds devices by id only in the realm of the caller', async () => {
    const result = await operator.graphql<{ devicesByIds: Array<{ id: string }>; device: { name: string } | null }>(
      '{ devicesByIds(ids: ["demo-hq-camera-1", "demo-branch-camera-1", "gone"]) { id } device(id: "demo-branch-camera-1") { name } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.devicesByIds.map((d) => d.id)).toEqual(['demo-hq-camera-1']);
    expect(result.data?.device).toBeNull();
  });

  it('answers each aspect with its concrete type', async () => {
    const result = await operator.graphql<{ devicesByAspectTypes: Array<{ id: string; aspects: unknown[] }> }>(
      '{ devicesByAspectTypes(types: ["PTZ"]) { id aspects { __typename type enabled } } }',
    );
    expect(result.errors).toBeUndefined();
    const [ptz, ...others] = result.data?.devicesByAspectTypes ?? [];
    expect(others).toEqual([]);
    expect(ptz?.id).toBe('demo-hq-ptz');
    const aspects = (ptz?.aspects ?? []) as Array<{ __typename: string; type: string }>;
    expect(new Set(aspects.map((a) => a.__typename))).toEqual(new Set(['MediaAspect', 'PtzAspect']));
    for (const aspect of aspects) {
      expect(aspect.__typename).toBe(aspect.type === 'PTZ' ? 'PtzAspect' : 'MediaAspect');
    }
  });

  it('refuses an operator of Demo HQ every way into Demo Branch', async () => {
    const switched = await operator.graphql(
      'mutation { setUserRealm(userName: "operator", realmId: "demo-branch") { realm { id } } }',
    );
    expect(switched.errors?.[0]?.extensions?.code).toBe('403');
    expect((await operator.graphql('{ realm(id: "demo-branch") { id name } }')).data).toEqual({ realm: null });
    const shared = await operator.graphql('{ sharedViews(realmId: "demo-branch") { sharedViews } }');
    expect(shared.errors?.[0]?.extensions?.code).toBe('403');
    const write = await operator.graphql(
      'mutation { updateSharedViews(realmId: "demo-branch", sharedViews: []) { realmId } }',
    );
    expect(write.errors?.[0]?.extensions?.code).toBe('403');
    const login = await new ApiClient(t.url).login('operator', 'operator', 'demo-branch');
    expect(login).toEqual({
      status: 403,
      body: { code: 403, message: 'User has no access to this realm', messageKey: 'noRealmAccess' },
    });
    // Still in Demo HQ.
    expect((await operator.graphql('{ currentRealm { id name } }')).data).toEqual({
      currentRealm: { id: 'demo-hq', name: 'Demo HQ' },
    });
  });

  it('moves an admin of both realms to Demo Branch and shows its devices only', async () => {
    const switched = await admin.graphql(
      'mutation { setUserRealm(userName: "admin", realmId: "demo-branch") { realm { id name } } }',
    );
    expect(switched.data).toEqual({ setUserRealm: { realm: { id: 'demo-branch', name: 'Demo Branch' } } });
    const result = await admin.graphql<{ devicesByAspectTypes: Array<{ id: string }> }>(DEVICES);
    const ids = result.data?.devicesByAspectTypes.map((d) => d.id) ?? [];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith('demo-branch-'))).toBe(true);
    // A user of Demo HQ only is no longer visible from Demo Branch.
    expect((await admin.graphql('{ user(id: "user-operator") { id } }')).data).toEqual({ user: null });
  });

  it('answers the shell queries for a signed-in user', async () => {
    const result = await operator.graphql(`{
      licence { isAccepted version text }
      guis { id name url }
      systemStatus { status reasons { message } serverTime }
      identityAttribute(name: "contactUs")
      systemParameters { geoDefaultPosition { lat lng } }
      branding { SOLID_LOGO_VISIBLE COMPANY_NAME }
      languages { tag }
      emailCanBeSend
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      licence: { isAccepted: false, version: '1' },
      guis: [{ id: 'SOLID', url: '/main' }],
      systemStatus: { status: 'ONLINE', reasons: [] },
      identityAttribute: expect.stringContaining('support'),
      systemParameters: { geoDefaultPosition: { lat: 52.2297, lng: 21.0122 } },
      branding: { SOLID_LOGO_VISIBLE: true, COMPANY_NAME: 'Vantage' },
      languages: [{ tag: 'en-US' }, { tag: 'ar-AE' }, { tag: 'pl-PL' }],
      emailCanBeSend: true,
    });
    const serverTime = (result.data as { systemStatus: { serverTime: number } }).systemStatus.serverTime;
    expect(Math.abs(serverTime - Date.now())).toBeLessThan(60_000);
    const accepted = await operator.graphql('mutation { acceptLicence { isAccepted } }');
    expect(accepted.data).toEqual({ acceptLicence: { isAccepted: true } });
  });

  it('reports a broken camera as a system-status reason', async () => {
    await t.platform.database.db
      .updateTable('devices')
      .set({ health_status: 'BROKEN' })
      .where('id', '=', 'demo-hq-camera-2')
      .execute();
    const result = await operator.graphql('{ systemStatus { status reasons { message object { type id } } } }');
    expect(result.data).toEqual({
      systemStatus: {
        status: 'ALERT',
        reasons: [
          { message: "Camera 'Demo HQ Camera 2' is BROKEN", object: { type: 'camera', id: 'demo-hq-camera-2' } },
        ],
      },
    });
  });
});
