import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';

const UPDATE_CONFIG = `mutation($userId: ID!, $config: JSON!) {
  updateSolidConfig(userId: $userId, solidConfig: $config) { userId solidConfig updatedAt }
}`;
const READ_CONFIG =
  'query($userId: ID!) { solidConfig(userId: $userId) { solidConfig currentView { version currentViewId recentViewIds } } }';
const CONFIG_UPDATES = 'subscription { solidConfigUpdate { userId realmId solidConfig } }';
const SHARED = 'subscription { sharedViewsUpdate { realmId sharedViews } }';
const UPDATE_SHARED = `mutation($realmId: ID!, $views: JSON!, $layout: JSON) {
  updateSharedViews(realmId: $realmId, sharedViews: $views, layout: $layout) { sharedViews layout }
}`;

describe.each(testDatabases())('workspace configuration on $kind', (database) => {
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

  it('round-trips the solid config and delivers it to the same user elsewhere, not to others', async () => {
    const desk = await signIn('admin');
    const wall = await signIn('admin');
    const operator = await signIn('operator');
    const wallUpdates = wall.subscribe(CONFIG_UPDATES);
    const operatorUpdates = operator.subscribe(CONFIG_UPDATES);
    await Promise.all([wallUpdates.started, operatorUpdates.started]);

    const config = { version: 'v2', views: [{ id: 'v1', name: 'Lobby' }], recentViewIds: ['v1'] };
    const saved = await desk.graphql(UPDATE_CONFIG, { userId: 'user-admin', config });
    expect(saved.data).toMatchObject({ updateSolidConfig: { userId: 'user-admin', solidConfig: config } });

    const pushed = await wallUpdates.next();
    expect(pushed.data).toEqual({
      solidConfigUpdate: { userId: 'user-admin', realmId: 'demo-hq', solidConfig: config },
    });
    await expect(operatorUpdates.next(500)).rejects.toThrow('No subscription payload');

    const read = await wall.graphql(READ_CONFIG, { userId: 'user-admin' });
    expect(read.data).toMatchObject({ solidConfig: { solidConfig: config } });
  });

  it('delivers a configuration larger than a PostgreSQL notification can carry', async () => {
    const desk = await signIn('admin');
    const wall = await signIn('admin');
    const updates = wall.subscribe(CONFIG_UPDATES);
    await updates.started;
    const views = Array.from({ length: 200 }, (_, i) => ({ id: `v${i}`, name: `Camera wall ${i}`, widgets: ['url'] }));
    const config = { version: 'v2', views };
    expect(JSON.stringify(config).length).toBeGreaterThan(8000);
    await desk.graphql(UPDATE_CONFIG, { userId: 'user-admin', config });
    expect((await updates.next()).data).toEqual({
      solidConfigUpdate: { userId: 'user-admin', realmId: 'demo-hq', solidConfig: config },
    });
  });

  it('keeps each user to their own configuration', async () => {
    const operator = await signIn('operator');
    const read = await operator.graphql(READ_CONFIG, { userId: 'user-admin' });
    expect(read.errors?.[0]?.extensions?.code).toBe('403');
    const write = await operator.graphql(UPDATE_CONFIG, { userId: 'user-admin', config: { views: [] } });
    expect(write.errors?.[0]?.extensions?.code).toBe('403');
  });

  it('refuses a write for a realm the session has since left', async () => {
    const admin = await signIn('admin');
    const config = { version: 'v2', views: [{ id: 'hq-1', name: 'HQ lobby' }] };
    // Another tab of the same session moves it to Demo Branch; this tab still shows Demo HQ.
    await admin.graphql('mutation { setUserRealm(userName: "admin", realmId: "demo-branch") { realm { id } } }');
    const write = await admin.graphql(
      'mutation($config: JSON!) { updateSolidConfig(userId: "user-admin", solidConfig: $config, realmId: "demo-hq") { updatedAt } }',
      { config },
    );
    expect(write.errors?.[0]?.extensions?.code).toBe('403');
    const current = await admin.graphql(
      'mutation { updateSolidConfigCurrentView(userId: "user-admin", version: 1, currentViewId: "hq-1", recentViewIds: ["hq-1"], realmId: "demo-hq") { version } }',
    );
    expect(current.errors?.[0]?.extensions?.code).toBe('403');
    // Demo Branch's configuration is untouched.
    expect((await admin.graphql(READ_CONFIG, { userId: 'user-admin' })).data).toMatchObject({
      solidConfig: { solidConfig: null, currentView: { version: 0 } },
    });
  });

  it('ignores a current-view update older than the stored one', async () => {
    const admin = await signIn('admin');
    const update = (version: number, currentViewId: string) =>
      admin.graphql(
        'mutation($v: Int!, $id: String!) { updateSolidConfigCurrentView(userId: "user-admin", version: $v, currentViewId: $id, recentViewIds: [$id]) { version currentViewId } }',
        { v: version, id: currentViewId },
      );
    expect((await update(3, 'newer')).data).toEqual({
      updateSolidConfigCurrentView: { version: 3, currentViewId: 'newer' },
    });
    expect((await update(2, 'older')).data).toEqual({
      updateSolidConfigCurrentView: { version: 3, currentViewId: 'newer' },
    });
    const read = await admin.graphql(READ_CONFIG, { userId: 'user-admin' });
    expect(read.data).toMatchObject({
      solidConfig: { currentView: { version: 3, currentViewId: 'newer', recentViewIds: ['newer'] } },
    });
  });

  it('shares views with the realm and lets only the owner change them', async () => {
    const admin = await signIn('admin');
    const operator = await signIn('operator');
    const operatorFeed = operator.subscribe(SHARED);
    await operatorFeed.started;

    const view = { id: 'shared-1', name: 'Gate', userId: 'user-admin', isShared: true };
    const shared = await admin.graphql(UPDATE_SHARED, {
      realmId: 'demo-hq',
      views: [view],
      layout: { 'shared-1': { a: 1 } },
    });
    expect(shared.data).toEqual({ updateSharedViews: { sharedViews: [view], layout: { 'shared-1': { a: 1 } } } });
    expect((await operatorFeed.next()).data).toEqual({
      sharedViewsUpdate: { realmId: 'demo-hq', sharedViews: [view] },
    });

    // Not an admin: cannot share or change.
    const renamed = await operator.graphql(UPDATE_SHARED, {
      realmId: 'demo-hq',
      views: [{ ...view, name: 'Mine now' }],
    });
    expect(renamed.errors?.[0]?.extensions?.code).toBe('403');
    // A non-owner's layout change is not written back; the views themselves are untouched.
    const layoutOnly = await operator.graphql(UPDATE_SHARED, {
      realmId: 'demo-hq',
      views: [view],
      layout: { 'shared-1': { a: 2 } },
    });
    expect(layoutOnly.data).toEqual({ updateSharedViews: { sharedViews: [view], layout: { 'shared-1': { a: 1 } } } });
  });
});
