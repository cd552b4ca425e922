/** A logged-in platform for mockFetch: every GraphQL operation of the shell answered with the
 *  demo realm's data, each replaceable: `mockFetch({ 'POST /api/graphql': shellServer({ … }) })`. */
import { type GraphqlOperations, mockGraphql } from './mockGraphql';
import { licence, SOLID_GUI, userInfo } from './sessionFixtures';

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
    SavedViews: { solidConfig: { userId: info.user.id, solidConfig: null } },
    UpdatesHost: { systemParameters: { updatesHost: null } },
    Branding: { branding: { SOLID_LOGO_VISIBLE: true } },
    ContactUs: { identityAttribute: null },
    ...overrides,
  };
}

export function shellServer(overrides: GraphqlOperations = {}) {
  return mockGraphql(shellOperations(overrides));
}
