/** Test double of the platform's workspace GraphQL (served through mockFetch): the user's solid
 *  config and current view, the realm's shared views and owners' names; it records every call and
 *  can fail the next N calls of an operation. (The user is the session's: see renderWorkspace.) */
import type { MockHandler } from './mockFetch';
import { addTypenames } from './addTypenames';

export interface WorkspaceServerInit {
  user?: { id?: string; name?: string; isAdmin?: boolean; widgets?: Record<string, boolean> };
  config?: unknown;
  recentViewIds?: string[];
  sharedViews?: unknown[];
  sharedLayout?: Record<string, unknown>;
  /** Names of users by id (owners of shared views). */
  users?: Record<string, string>;
}

interface Body {
  operationName?: string;
  query: string;
  variables?: Record<string, unknown>;
}

export function workspaceServer(init: WorkspaceServerInit = {}) {
  const user = { id: 'u-admin', name: 'Admin', isAdmin: true, widgets: {}, ...init.user };
  let clock = 1000;
  const state = {
    config: (init.config ?? null) as unknown,
    configUpdatedAt: 1,
    currentView: {
      version: 0,
      currentViewId: null as string | null,
      recentViewIds: init.recentViewIds ?? [],
      windowProps: null,
    },
    sharedViews: init.sharedViews ?? [],
    sharedLayout: init.sharedLayout ?? {},
    sharedUpdatedAt: 1,
  };
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const failures = new Map<string, number>();

  const solidConfig = () => ({
    __typename: 'SolidConfig',
    userId: user.id,
    realmId: 'realm-1',
    solidConfig: state.config,
    updatedAt: state.configUpdatedAt,
    currentView: { __typename: 'CurrentView', ...state.currentView },
  });
  const shared = () => ({
    __typename: 'SharedViews',
    realmId: 'realm-1',
    sharedViews: state.sharedViews,
    layout: state.sharedLayout,
    updatedAt: state.sharedUpdatedAt,
  });

  const answer = (name: string, variables: Record<string, unknown>): unknown => {
    switch (name) {
      case 'SolidConfig':
        return { solidConfig: solidConfig() };
      case 'SharedViews':
        return { sharedViews: shared() };
      case 'ViewOwner': {
        const id = String(variables.id);
        const ownerName = init.users?.[id] ?? (id === user.id ? user.name : undefined);
        return { user: ownerName ? { __typename: 'User', id, name: ownerName } : null };
      }
      case 'UpdateSolidConfig':
        state.config = variables.solidConfig;
        state.configUpdatedAt = ++clock;
        return { updateSolidConfig: solidConfig() };
      case 'UpdateSharedViews':
        state.sharedViews = variables.sharedViews as unknown[];
        state.sharedLayout = (variables.layout as Record<string, unknown> | null) ?? state.sharedLayout;
        state.sharedUpdatedAt = ++clock;
        return { updateSharedViews: shared() };
      case 'UpdateCurrentView': {
        const version = Number(variables.version);
        if (version >= state.currentView.version) {
          state.currentView = {
            version,
            currentViewId: (variables.currentViewId as string | null) ?? null,
            recentViewIds: variables.recentViewIds as string[],
            windowProps: null,
          };
          state.configUpdatedAt = ++clock;
        }
        return { updateSolidConfigCurrentView: { __typename: 'CurrentView', ...state.currentView } };
      }
      default:
        return undefined;
    }
  };

  const handler: MockHandler = ({ body }) => {
    const { operationName, query, variables = {} } = body as Body;
    const name = operationName ?? /(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    const failing = failures.get(name) ?? 0;
    if (failing > 0) {
      failures.set(name, failing - 1);
      return { body: { data: null, errors: [{ message: 'Database is busy' }] } };
    }
    const data = answer(name, variables);
    if (data === undefined) return { body: { data: null, errors: [{ message: `${name} not mocked` }] } };
    return { body: { data: addTypenames(query, data) } };
  };

  return {
    handler,
    state,
    user,
    /** Calls of one operation, in order. */
    callsOf: (name: string) => calls.filter((call) => call.name === name).map((call) => call.variables),
    /** The next `count` calls of the operation answer with a GraphQL error. */
    failNext: (name: string, count: number) => failures.set(name, count),
    solidConfig,
    shared,
  };
}

export type WorkspaceServer = ReturnType<typeof workspaceServer>;
