/** Test helper for the workspace of views: the View panel beside the view route, as the shell's
 *  frame places them, in a logged-in session of the workspace server's user, with a fake workspace
 *  server behind mockFetch and a stand-in socket for the subscriptions. */
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { type Client as WsClient } from 'graphql-ws';
import { Provider as GraphqlProvider } from 'urql';
import { registerWidgets } from '../app/registerWidgetsAndTriggers';
import { type Session, SessionContext } from '../features/session/SessionContext';
import { useViewListOnStart, ViewRoute, ViewsPanel, viewsCacheUpdates } from '../features/views';
import { createGraphqlClient } from '../graphql';
import { i18n, initI18n, type LanguageTag } from '../i18n';
import { type Platform, PlatformProvider } from '../platform';
import { StateProvider, useOpenTabs, useSidebar } from '../state';
import { ToastProvider } from '../ui';
import { mockFetch } from './mockFetch';
import { userInfo } from './sessionFixtures';
import { workspaceServer, type WorkspaceServerInit } from './workspaceServer';

// The console's entry registers the widgets before it renders; so do the pages under test.
registerWidgets();

export interface RenderWorkspaceOptions extends WorkspaceServerInit {
  language?: LanguageTag;
  platform?: Partial<Platform>;
}

/** Opens every visited /view/{id} as a tab and places the sidebar on start, as the shell's frame
 *  does. */
function TestFrame() {
  const { pathname } = useLocation();
  const [tabs, setTabs] = useOpenTabs();
  const [sidebar] = useSidebar();
  useViewListOnStart();
  useEffect(() => {
    if (/^\/view\/[^/]+$/.test(pathname) && pathname !== '/view/new' && !tabs.some((tab) => tab.path === pathname)) {
      setTabs([...tabs, { path: pathname }]);
    }
  }, [pathname, tabs, setTabs]);
  return (
    <div>
      <output aria-label="Sidebar">{`${sidebar.activeItemId} ${sidebar.open ? 'open' : 'closed'}`}</output>
      <aside aria-label="View panel">
        <ViewsPanel />
      </aside>
      <main>
        <ViewRoute />
      </main>
    </div>
  );
}

export async function renderWorkspace(path: string, options: RenderWorkspaceOptions = {}) {
  const { language = 'en-US', platform: overrides = {}, ...init } = options;
  await initI18n(language);
  const server = workspaceServer(init);
  const session = sessionOf(server.user);
  const fetch = mockFetch({ 'POST /api/graphql': server.handler });
  const platform = { kind: 'web', reload: jest.fn(), replaceLocation: jest.fn(), ...overrides } as Platform;
  const sinks = new Map<string, { next: (value: unknown) => void }>();
  const wsClient = {
    subscribe(payload: { query: string }, sink: { next: (value: unknown) => void }) {
      const name = /subscription\s+(\w+)/.exec(payload.query)?.[1] ?? '';
      sinks.set(name, sink);
      return () => sinks.delete(name);
    },
    dispose: jest.fn(),
    on: jest.fn(),
    terminate: jest.fn(),
  } as unknown as WsClient;
  const client = createGraphqlClient({
    platform,
    url: 'http://localhost/api/graphql',
    wsClient,
    cacheUpdates: viewsCacheUpdates,
  });
  const routes: RouteObject[] = [
    { path: '/view/:viewId?', element: <TestFrame /> },
    { path: '*', element: <TestFrame /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <PlatformProvider platform={platform}>
      <I18nextProvider i18n={i18n}>
        <GraphqlProvider value={client}>
          <ToastProvider>
            <SessionContext.Provider value={session}>
              <StateProvider>
                <RouterProvider router={router} />
              </StateProvider>
            </SessionContext.Provider>
          </ToastProvider>
        </GraphqlProvider>
      </I18nextProvider>
    </PlatformProvider>,
  );
  await flush();
  return {
    ...view,
    router,
    server,
    fetch,
    platform,
    /** Pushes a subscription event, as the server would over the socket. */
    emit: async (subscription: string, data: unknown) => {
      await act(async () => sinks.get(subscription)?.next({ data }));
    },
  };
}

/** The logged-in session of the workspace server's user, in its realm 'HQ'. */
function sessionOf(user: ReturnType<typeof workspaceServer>['user']): Session {
  const base = userInfo({ isAdmin: user.isAdmin, name: user.name, visualConfig: { widgets: user.widgets } });
  const info = { ...base, user: { ...base.user, id: user.id }, realm: { ...base.realm, id: 'realm-1', name: 'HQ' } };
  return { status: 'loggedIn', info, setInfo: () => undefined, logout: async () => undefined };
}

/** Lets pending answers land (a few rounds: queries, then the queries they enable). */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(() => new Promise<void>((done) => setTimeout(done, 0)));
}
