/** Spec 1 §2.2: the admin section routes under /view/ and which admin view each one opens. The
 *  console's route table (app/routes.tsx) mounts these under 'view', and adminSectionForPath reads
 *  a path against the same objects: one table for both. */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

export type AdminAction =
  'open' | 'add' | 'edit' | 'vae' | 'import' | 'discovery' | 'dashboard' | 'configurationStatus';

/** What an admin route opens: its admin view (or the view named by the path's :viewId) and action. */
export interface AdminRouteHandle {
  admin: { viewId: string | null; action: AdminAction };
}

const route = (path: string, viewId: string | null, action: AdminAction) => ({ path, viewId, action });

const entity = (segment: string, viewId: string, id: string, extra: string[] = []) => [
  route(`${segment}/add`, viewId, 'add'),
  route(`${segment}/edit/:${id}`, viewId, 'edit'),
  ...extra.map((tail) => route(`${segment}/edit/:${id}/${tail}`, viewId, 'edit')),
];

/** Paths below /view/. */
const ADMIN_PATHS = [
  route('link/edit/:linkId', 'Avatars', 'edit'),
  route('link/edit/:linkId/:tabId', 'Avatars', 'edit'),
  ...entity('camera', 'Cameras', 'cameraId', [':tabId']),
  route('camera/vae/:cameraId', 'Cameras', 'vae'),
  route('camera/import', 'Cameras', 'import'),
  route('camera/discovery', 'AvatarDiscovery', 'discovery'),
  ...entity('user', 'Users', 'userId'),
  ...entity('policy', 'Policies', 'policyId'),
  ...entity('group', 'Groups', 'groupId'),
  ...entity('zone', 'Zones', 'zoneId'),
  ...entity('set', 'Sets', 'setId'),
  ...entity('sensor', 'Sensors', 'sensorId'),
  ...entity('gateway', 'Gateways', 'gatewayId'),
  ...entity('schedule', 'Schedules', 'scheduleId'),
  ...entity('cameraTour', 'CameraTours', 'cameraTourId', [':tabId', ':tabId/:stepIndex']),
  ...entity('videoWall', 'VideoWalls', 'videoWallId'),
  route('analytics-dashboard/:analyticsTitle', 'AnalyticsDashboard', 'dashboard'),
  // Spec 3 §2.1's configuration status report, reached from Devices → Reports.
  route('configuration-status', 'Reports', 'configurationStatus'),
  // Any other one-segment path names a view: an admin one when the admin groups list it.
  route(':viewId', null, 'open'),
];

/** The admin routes below 'view', each showing `element` and carrying its AdminRouteHandle. */
export function adminRoutes(element: ReactNode): RouteObject[] {
  return ADMIN_PATHS.map(({ path, viewId, action }) => ({
    path,
    caseSensitive: true,
    element,
    handle: { admin: { viewId, action } } satisfies AdminRouteHandle,
  }));
}
