/** A logged-in platform for mockFetch: every GraphQL operation of the shell answered with the
 *  demo realm's data, each replaceable: `mockFetch({ 'POST /api/graphql': shellServer({ … }) })`;
 *  the workspace's operations (solid config, shared views, their writes) by a workspaceServer for
 *  the same user, seeded with `workspace`. */
import { BRANDING_KEYS } from '../../shared/shell/constants';
import type { MockHandler } from './mockFetch';
import { type GraphqlOperations, mockGraphql } from './mockGraphql';
import { licence, SOLID_GUI, userInfo } from './sessionFixtures';
import { type WorkspaceServer, workspaceServer, type WorkspaceServerInit } from './workspaceServer';

export const SERVER_TIME_NOW = () => ({
  systemStatus: { status: 'ONLINE', description: null, reasons: [], serverTime: Date.now() },
});

export function shellOperations(overrides: GraphqlOperations = {}): GraphqlOperations {
  const info = userInfo();
  return {
    UserInfo: { userInfo: info },
    Licence: licence(true),
    UserRealms: { userRealms: info.userRealms },
    SystemStatus: SERVER_TIME_NOW,
    Guis: { guis: [SOLID_GUI] },
    FirstScreenDevices: { avatars: [{ id: 'avatar-1' }], media: [{ id: 'camera-1' }] },
    UpdatesHost: { systemParameters: { updatesHost: null } },
    // Every field the query reads, unset ones null, as the platform answers.
    Branding: {
      branding: {
        ...Object.fromEntries(BRANDING_KEYS.map((field) => [field, null])),
        SOLID_LOGO_VISIBLE: true,
      },
    },
    ContactUs: { identityAttribute: null },
    ...overrides,
  };
}

export function shellServer(
  overrides: GraphqlOperations = {},
  workspace: WorkspaceServerInit = {},
): MockHandler & { workspace: WorkspaceServer } {
  const operations = shellOperations(overrides);
  const shell = mockGraphql(operations);
  const { user } = userInfo();
  const views = workspaceServer({ ...workspace, user: { id: user.id, name: user.name, ...workspace.user } });
  const handler: MockHandler = (request) => {
    const { operationName, query } = request.body as { operationName?: string; query: string };
    const name = operationName ?? /(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1] ?? '';
    return name in operations ? shell(request) : views.handler(request);
  };
  return Object.assign(handler, { workspace: views });
}
