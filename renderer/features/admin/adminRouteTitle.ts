/** The title of an admin section route (a workspace tab's label): the section's name, then what
 *  the route does there (add, edit, video analytics …) and the item it names — by the name its page
 *  gave it when there is one, else by its id. The sub-tabs of an item's page (…/edit/c1/recording)
 *  share the item's tab and title (issue 36: one tab per camera), while /view/camera/edit/c1 and
 *  /view/camera/vae/c1 are two different tabs. */
import type { AdminRoute } from './adminSectionForPath';

const SEPARATOR = ' · ';
/** Route parameters that choose a part of an item's page rather than an item. */
const PAGE_PARTS = new Set(['viewId', 'tabId', 'stepIndex']);

export function adminRouteTitle(route: AdminRoute, t: (key: string) => string, itemName?: string): string {
  const parts = [t(`admin.views.${route.view.id}`)];
  // A section opened by its own id (/view/Cameras) is the section itself.
  if (route.action !== 'open') parts.push(t(`admin.actions.${route.action}`));
  const items = Object.entries(route.params)
    .filter(([name]) => !PAGE_PARTS.has(name))
    .map(([, value]) => value);
  if (itemName) parts.push(itemName);
  else if (items.length > 0) parts.push(items.join(' / '));
  return parts.join(SEPARATOR);
}
