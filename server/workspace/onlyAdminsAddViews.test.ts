// The platform's side of spec 1 §6 (adding views is for admins only): an operator's configuration
// write that adds a view is refused, whatever the console offers; the operator's other writes
// (settings, layout sizes, open views) still land.
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

const UPDATE_CONFIG = `mutation($userId: ID!, $config: JSON!) {
  updateSolidConfig(userId: $userId, solidConfig: $config) { solidConfig }
}`;
const READ_CONFIG = 'query($userId: ID!) { solidConfig(userId: $userId) { solidConfig } }';

const view = (id: string, name: string) => ({
  id,
  name,
  hasLayout: true,
  layout: { type: 'cell', id: `${id}-c`, size: 1 },
  widgets: [],
});

describe.each(testDatabases())('adding views on $kind', (database) => {
  let t: TestPlatform;
  const clients: ApiClient[] = [];
  const signIn = async (name: string) => {
    const client = new ApiClient(t.url);
    clients.push(client);
    expect((await client.login(name, name)).status).toBe(200);
    return client;
  };

  beforeEach(async () => {
    t = await startTestPlatform(database);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
    await t.close();
  });

  it("refuses an operator's write that adds a view, and keeps what was stored", async () => {
    const operator = await signIn('operator');
    const own = { version: 'v2', views: [], settings: { openViewListOnStart: false }, layout: {} };
    expect((await operator.graphql(UPDATE_CONFIG, { userId: 'user-operator', config: own })).errors).toBeUndefined();

    const adding = { ...own, views: [view('op-1', 'My wall')] };
    const refused = await operator.graphql(UPDATE_CONFIG, { userId: 'user-operator', config: adding });
    expect(refused.errors?.[0]?.extensions?.code).toBe('403');
    expect(refused.errors?.[0]?.message).toContain('Only administrators can add views');
    expect((await operator.graphql(READ_CONFIG, { userId: 'user-operator' })).data).toEqual({
      solidConfig: { solidConfig: own },
    });
  });

  it("keeps an operator's other writes: settings, layout sizes, open and recent views", async () => {
    const operator = await signIn('operator');
    const config = {
      version: 'v2',
      views: [],
      allViews: ['start', 'cameraGrid'],
      recentViewIds: ['cameraGrid'],
      layout: { cameraGrid: { 'cameraGrid-row': 0.4 } },
      settings: { openViewListOnStart: true, enableAlarmSound: false, saveCurrentSession: true },
      timestamp: 1,
    };
    const saved = await operator.graphql(UPDATE_CONFIG, { userId: 'user-operator', config });
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({ updateSolidConfig: { solidConfig: config } });
  });

  it('lets an admin add, change and reorder views', async () => {
    const admin = await signIn('admin');
    const first = { version: 'v2', views: [view('a-1', 'Lobby')] };
    expect((await admin.graphql(UPDATE_CONFIG, { userId: 'user-admin', config: first })).errors).toBeUndefined();
    const more = { version: 'v2', views: [view('a-2', 'Gate'), { ...view('a-1', 'Lobby West') }] };
    const saved = await admin.graphql(UPDATE_CONFIG, { userId: 'user-admin', config: more });
    expect(saved.data).toEqual({ updateSolidConfig: { solidConfig: more } });
  });
});
