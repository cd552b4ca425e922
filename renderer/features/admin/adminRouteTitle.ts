/** The title of an admin section route (a workspace tab's label): the section's name, then what
 *  the route does there (add, edit, video analytics …) and the items it names, so that two admin
 *  sub-paths never share a title — /view/camera/edit/c1, …/edit/c1/recording and /view/camera/vae/c1
 *  are three different tabs. */
import type { AdminRoute } from './adminSectionForPath';

const SEPARATOR = ' · ';

export function adminRouteTitle(route: AdminRoute, t: (key: string) => string): string {
  const parts = [t(`admin.views.${route.view.id}`)];
  // A section opened by its own id (/view/Cameras) is the section itself.
  if (route.action !== 'open') parts.push(t(`admin.actions.${route.action}`));
  const items = Object.entries(route.params)
    .filter(([name]) => name !== 'viewId')
    .map(([, value]) => value);
  if (items.length > 0) parts.push(items.join(' / '));
  return parts.join(SEPARATOR);
}
