/** Test helper: the real routes and providers in a memory router at a given path. */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { registerWidgets } from '../app/registerWidgetsAndTriggers';
import { consoleCacheUpdates } from '../app/consoleCacheUpdates';
import { routes } from '../app/routes';
import { createGraphqlConnection, type GraphqlConnection } from '../graphql';
import { initI18n, type LanguageTag } from '../i18n';
import type { Platform } from '../platform';

// The console's entry registers the widgets before it renders; so do the pages under test.
registerWidgets();

export interface RenderAppOptions {
  language?: LanguageTag;
  /** Overrides of the test platform (e.g. kind 'desktop' with sessionSaving). */
  platform?: Partial<Platform>;
}

export async function renderApp(path: string, options: RenderAppOptions | LanguageTag = {}) {
  const { language = 'en-US', platform: overrides = {} } =
    typeof options === 'string' ? { language: options } : options;
  await initI18n(language);
  const platform: Platform = { kind: 'web', reload: jest.fn(), replaceLocation: jest.fn(), ...overrides };
  const socket = testSocket();
  const connections: GraphqlConnection[] = [];
  const connectGraphql = () => {
    const connection = createGraphqlConnection({
      platform,
      url: 'http://localhost/api/graphql',
      wsClient: socket.client,
      cacheUpdates: consoleCacheUpdates(),
    });
    connections.push(connection);
    return connection;
  };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders platform={platform} connectGraphql={connectGraphql}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await settle();
  return { ...view, router, platform, connections, socket };
}

/** Lets pending fetch answers (the public settings every page loads) land inside act(). */
export async function settle(): Promise<void> {
  await act(() => new Promise<void>((done) => setTimeout(done, 0)));
}

/** Waits until the router has reached a path (answers land in between). */
export async function settleAt(router: { state: { location: { pathname: string } } }, pathname: string) {
  for (let i = 0; i < 50 && router.state.location.pathname !== pathname; i++) await settle();
  return router.state.location.pathname;
}

/** A graphql-ws stand-in: subscriptions stay open until the test emits to them by operation name. */
export function testSocket() {
  const sinks = new Map<string, { next: (value: unknown) => void }>();
  const client = {
    subscribe(payload: { operationName?: string | null; query: string }, sink: { next: (value: unknown) => void }) {
      const name = payload.operationName ?? /subscription\s+(\w+)/.exec(payload.query)?.[1] ?? '';
      sinks.set(name, sink);
      return () => sinks.delete(name);
    },
    dispose: jest.fn(),
    on: jest.fn(),
    terminate: jest.fn(),
  } as unknown as NonNullable<Parameters<typeof createGraphqlConnection>[0]['wsClient']>;
  return { client, emit: (name: string, data: unknown) => sinks.get(name)?.next({ data }), sinks };
}
