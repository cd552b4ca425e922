/** Spec 1 §2.2: the admin section routes under /view/ and which admin view each one opens. */
import { matchPath } from 'react-router';
import { type AdminView, findAdminView } from './adminViewGroups';

export type AdminAction = 'open' | 'add' | 'edit' | 'vae' | 'import' | 'discovery' | 'dashboard';

export interface AdminRoute {
  view: AdminView;
  action: AdminAction;
  /** The route's parameters (cameraId, tabId, stepIndex …). */
  params: Record<string, string>;
}

interface Pattern {
  path: string;
  viewId: string;
  action: AdminAction;
}

const entity = (segment: string, viewId: string, id: string, extra: string[] = []): Pattern[] => [
  { path: `/view/${segment}/add`, viewId, action: 'add' },
  { path: `/view/${segment}/edit/:${id}`, viewId, action: 'edit' },
  ...extra.map((tail) => ({ path: `/view/${segment}/edit/:${id}/${tail}`, viewId, action: 'edit' as const })),
];

const PATTERNS: Pattern[] = [
  { path: '/view/link/edit/:linkId', viewId: 'Avatars', action: 'edit' },
  { path: '/view/link/edit/:linkId/:tabId', viewId: 'Avatars', action: 'edit' },
  ...entity('camera', 'Cameras', 'cameraId', [':tabId']),
  { path: '/view/camera/vae/:cameraId', viewId: 'Cameras', action: 'vae' },
  { path: '/view/camera/import', viewId: 'Cameras', action: 'import' },
  { path: '/view/camera/discovery', viewId: 'AvatarDiscovery', action: 'discovery' },
  ...entity('user', 'Users', 'userId'),
  ...entity('policy', 'Policies', 'policyId'),
  ...entity('group', 'Groups', 'groupId'),
  ...entity('zone', 'Zones', 'zoneId'),
  ...entity('set', 'Sets', 'setId'),
  ...entity('sensor', 'Sensors', 'sensorId'),
  ...entity('gateway', 'Gateways', 'gatewayId'),
  ...entity('schedule', 'Schedules', 'scheduleId'),
  ...entity('cameraTour', 'CameraTours', 'cameraTourId', [':tabId', ':tabId/:stepIndex']),
  { path: '/view/analytics-dashboard/:analyticsTitle', viewId: 'AnalyticsDashboard', action: 'dashboard' },
  { path: '/view/:viewId', viewId: '', action: 'open' },
];

/** The admin view a /view/… path opens, or undefined for any other view. */
export function adminSectionForPath(pathname: string): AdminRoute | undefined {
  for (const pattern of PATTERNS) {
    const match = matchPath({ path: pattern.path, end: true, caseSensitive: true }, pathname);
    if (!match) continue;
    const params = Object.fromEntries(
      Object.entries(match.params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const view = findAdminView(pattern.viewId || (params.viewId ?? ''));
    if (!view) return undefined;
    return { view, action: pattern.action, params };
  }
  return undefined;
}
