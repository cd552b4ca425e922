/** Which admin view a /view/… path opens (spec 1 §2.2), read from the route table's own admin
 *  routes (adminRoutes), for the current location and for any tab's path alike. */
import { matchRoutes, type RouteObject } from 'react-router';
import { type AdminAction, type AdminRouteHandle, adminRoutes } from './adminRoutes';
import { type AdminView, findAdminView } from './adminViewGroups';

export interface AdminRoute {
  view: AdminView;
  action: AdminAction;
  /** The route's parameters (cameraId, tabId, stepIndex …). */
  params: Record<string, string>;
}

const VIEW_ROUTES: RouteObject[] = [{ path: '/view', children: adminRoutes(null) }];

/** The admin view a /view/… path opens, or undefined for any other view. */
export function adminSectionForPath(pathname: string): AdminRoute | undefined {
  const leaf = matchRoutes(VIEW_ROUTES, pathname)?.at(-1);
  const handle = leaf?.route.handle as AdminRouteHandle | undefined;
  if (!leaf || !handle) return undefined;
  const params = Object.fromEntries(
    Object.entries(leaf.params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const view = findAdminView(handle.admin.viewId ?? params.viewId ?? '');
  return view && { view, action: handle.admin.action, params };
}
