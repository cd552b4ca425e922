/** User info as the server sends it, for tests that start logged in. */
import type { UserInfo } from '../features/session';

export interface UserInfoOptions {
  isAdmin?: boolean;
  name?: string;
  realm?: { id: string; name: string };
  realms?: { id: string; name: string }[];
  guis?: UserInfo['guis'];
  visualConfig?: Partial<UserInfo['user']['solidVisualConfig']>;
}

export const SOLID_GUI = {
  id: 'SOLID',
  name: 'Vantage Console',
  description: 'Live and archived video, events, maps and administration',
  url: '/main',
};

export const DEMO_HQ = { id: 'demo-hq', name: 'Demo HQ' };
export const DEMO_BRANCH = { id: 'demo-branch', name: 'Demo Branch' };

export function userInfo({
  isAdmin = true,
  name = isAdmin ? 'admin' : 'operator',
  realm = DEMO_HQ,
  realms = [DEMO_HQ, DEMO_BRANCH],
  guis = [SOLID_GUI],
  visualConfig = {},
}: UserInfoOptions = {}): UserInfo {
  return {
    user: {
      id: `user-${name}`,
      name,
      isAdmin,
      solidVisualConfig: {
        widgets: {},
        views: {},
        activities: {},
        limitedSpeedList: false,
        disableLocalTransport: false,
        limitedVideoAnalyticsAccess: false,
        limitedAuditAccess: false,
        ...visualConfig,
      },
    },
    realm: { ...realm, type: 'CUSTOMER', maxDownloadLength: 60 },
    role: isAdmin ? 'admin' : 'operator',
    isAdmin,
    guis,
    userRealms: realms,
  };
}

/** The licence answer, accepted or not. */
export function licence(isAccepted: boolean) {
  return { licence: { text: 'Use it well.', version: '1', isAccepted } };
}
