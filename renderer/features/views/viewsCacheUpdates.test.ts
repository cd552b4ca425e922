import { cacheExchange } from '@urql/exchange-graphcache';
import { Client, fetchExchange, subscriptionExchange } from 'urql';
import { createCacheOptions } from '../../graphql/cacheConfig';
import { deferred, mockFetch, testSocket } from '../../testing';
import { workspaceServer } from '../../testing/workspaceServer';
import { viewsCacheUpdates } from './viewsCacheUpdates';
import {
  SharedViewsQuery,
  SharedViewsSubscription,
  SolidConfigQuery,
  SolidConfigSubscription,
  UpdateCurrentViewMutation,
  UpdateSharedViewsMutation,
  UpdateSolidConfigMutation,
} from './viewsDocuments';

const settle = () => new Promise((done) => setTimeout(done, 0));

/** A client on Graphcache with the workspace's updaters, a workspace server whose answers wait
 *  for `release()`, and the live query results the workspace would render. */
async function setup() {
  const server = workspaceServer({ config: { version: 1, views: [] }, sharedViews: [] });
  let gate = deferred<void>();
  let holding = false;
  mockFetch({
    'POST /api/graphql': async (request) => {
      if (holding) await gate.promise;
      return server.handler(request);
    },
  });
  const socket = testSocket();
  const client = new Client({
    url: 'http://localhost/api/graphql',
    preferGetMethod: false,
    exchanges: [
      cacheExchange(createCacheOptions(viewsCacheUpdates)),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({
            unsubscribe: socket.client.subscribe({ ...request, query: request.query ?? '' }, sink),
          }),
        }),
      }),
    ],
  });
  const config: { current?: ReturnType<typeof server.solidConfig> | null } = {};
  const shared: { current?: ReturnType<typeof server.shared> | null } = {};
  const subs = [
    client.query(SolidConfigQuery, { userId: server.user.id }).subscribe((r) => {
      config.current = r.data?.solidConfig as typeof config.current;
    }),
    client.query(SharedViewsQuery, {}).subscribe((r) => {
      shared.current = r.data?.sharedViews as typeof shared.current;
    }),
    client.subscription(SolidConfigSubscription, {}).subscribe(() => undefined),
    client.subscription(SharedViewsSubscription, {}).subscribe(() => undefined),
  ];
  for (let i = 0; i < 5; i++) await settle();
  return {
    server,
    client,
    socket,
    config,
    shared,
    /** Answers wait from now on until release(). */
    hold: () => {
      holding = true;
      gate = deferred<void>();
    },
    release: async () => {
      holding = false;
      gate.resolve();
      for (let i = 0; i < 5; i++) await settle();
    },
    stop: () => subs.forEach((s) => s.unsubscribe()),
  };
}

describe('the workspace in the normalised cache', () => {
  it('shows a configuration write at once and then the server’s answer', async () => {
    const t = await setup();
    t.hold();
    const write = t.client
      .mutation(UpdateSolidConfigMutation, { userId: 'u-admin', solidConfig: { version: 1, views: ['a'] } })
      .toPromise();
    await settle();
    expect(t.config.current?.solidConfig).toEqual({ version: 1, views: ['a'] });
    await t.release();
    await write;
    expect(t.config.current?.solidConfig).toEqual({ version: 1, views: ['a'] });
    expect(t.config.current?.updatedAt).toBe(t.server.state.configUpdatedAt);
    t.stop();
  });

  it('drops a write the server refuses', async () => {
    const t = await setup();
    t.server.failNext('UpdateSolidConfig', 1);
    const result = await t.client
      .mutation(UpdateSolidConfigMutation, { userId: 'u-admin', solidConfig: { version: 1, views: ['b'] } })
      .toPromise();
    await settle();
    expect(result.error).toBeDefined();
    expect(t.config.current?.solidConfig).toEqual({ version: 1, views: [] });
    t.stop();
  });

  it('ignores a pushed configuration older than the one held, and takes a newer one', async () => {
    const t = await setup();
    await t.client
      .mutation(UpdateSolidConfigMutation, { userId: 'u-admin', solidConfig: { version: 1, views: ['new'] } })
      .toPromise();
    const held = t.server.solidConfig();
    t.socket.emit('SolidConfigUpdate', {
      solidConfigUpdate: { ...held, solidConfig: { version: 1, views: ['old'] }, updatedAt: held.updatedAt - 1 },
    });
    await settle();
    expect(t.config.current?.solidConfig).toEqual({ version: 1, views: ['new'] });
    t.socket.emit('SolidConfigUpdate', {
      solidConfigUpdate: { ...held, solidConfig: { version: 1, views: ['other tab'] }, updatedAt: held.updatedAt + 1 },
    });
    await settle();
    expect(t.config.current?.solidConfig).toEqual({ version: 1, views: ['other tab'] });
    t.stop();
  });

  it('shows shared views at once, and ignores an older push of them', async () => {
    const t = await setup();
    t.hold();
    const write = t.client
      .mutation(UpdateSharedViewsMutation, { realmId: 'realm-1', sharedViews: [{ id: 's1' }], layout: { s1: 1 } })
      .toPromise();
    await settle();
    expect(t.shared.current).toMatchObject({ sharedViews: [{ id: 's1' }], layout: { s1: 1 } });
    await t.release();
    await write;
    expect(t.shared.current?.updatedAt).toBe(t.server.state.sharedUpdatedAt);
    const held = t.server.shared();
    t.socket.emit('SharedViewsUpdate', {
      sharedViewsUpdate: { ...held, sharedViews: [], updatedAt: held.updatedAt - 1 },
    });
    await settle();
    expect(t.shared.current?.sharedViews).toEqual([{ id: 's1' }]);
    t.stop();
  });

  it('shows the current view at once and keeps the newest version', async () => {
    const t = await setup();
    t.hold();
    const vars = { userId: 'u-admin', currentViewId: 'v1', windowProps: null };
    const first = t.client
      .mutation(UpdateCurrentViewMutation, { ...vars, version: 1, recentViewIds: ['v1'] })
      .toPromise();
    await settle();
    expect(t.config.current?.currentView).toMatchObject({ version: 1, recentViewIds: ['v1'] });
    await t.release();
    await first;
    expect(t.config.current?.currentView).toMatchObject({ version: 1, currentViewId: 'v1', recentViewIds: ['v1'] });
    // A config push carrying an older current view keeps the newer one.
    const held = t.server.solidConfig();
    t.socket.emit('SolidConfigUpdate', {
      solidConfigUpdate: {
        ...held,
        updatedAt: held.updatedAt + 1,
        currentView: { ...held.currentView, version: 0, recentViewIds: [] },
      },
    });
    await settle();
    expect(t.config.current?.currentView).toMatchObject({ version: 1, recentViewIds: ['v1'] });
    t.stop();
  });
});
