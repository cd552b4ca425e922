/** Spec 1 §2.6: the side activity bar's items, in order, for a user and an installation. */
import type { IconName } from '../../ui';
import { type AdminVisibility, visibleAdminGroups } from '../admin';

export type ActivityPanel =
  { kind: 'views' } | { kind: 'adminGroup'; groupId: string } | { kind: 'settings' } | { kind: 'about' };

export type ActivityItem =
  | {
      kind: 'item';
      id: string;
      /** i18n key of the label. */
      label: string;
      icon: IconName;
      /** Clicking does something else than opening the sidebar (logo, logout). */
      holdSidebar?: boolean;
      panel?: ActivityPanel;
      action?: 'home' | 'logout';
      isBeta?: boolean;
    }
  | { kind: 'separator'; id: string }
  | { kind: 'logo'; id: string; holdSidebar: true; action: 'home' };

export interface ActivityContext {
  isAdmin: boolean;
  /** Branding SOLID_LOGO_VISIBLE. */
  logoVisible: boolean;
  visibility?: AdminVisibility;
}

export function activityItems({ isAdmin, logoVisible, visibility }: ActivityContext): ActivityItem[] {
  const items: ActivityItem[] = [];
  if (logoVisible) items.push({ kind: 'logo', id: 'logo', holdSidebar: true, action: 'home' });
  items.push({ kind: 'item', id: 'view', label: 'activity.view', icon: 'views', panel: { kind: 'views' } });
  if (isAdmin) {
    for (const group of visibleAdminGroups(visibility)) {
      items.push({
        kind: 'item',
        id: `admin:${group.id}`,
        label: `admin.groups.${group.id}`,
        icon: group.icon,
        panel: { kind: 'adminGroup', groupId: group.id },
        isBeta: group.isBeta,
      });
    }
  }
  items.push({ kind: 'separator', id: 'separator' });
  items.push({
    kind: 'item',
    id: 'settings',
    label: 'activity.settings',
    icon: 'settings',
    panel: { kind: 'settings' },
  });
  if (isAdmin)
    items.push({ kind: 'item', id: 'about', label: 'activity.about', icon: 'about', panel: { kind: 'about' } });
  items.push({
    kind: 'item',
    id: 'logout',
    label: 'activity.logout',
    icon: 'logout',
    holdSidebar: true,
    action: 'logout',
  });
  return items;
}

/** What a click does (spec 1 §2.6): the active item toggles the sidebar, another opens it on its
 *  panel, and hold-sidebar items leave the sidebar as it is. */
export function nextSidebar(
  current: { activeItemId: string; open: boolean },
  item: { id: string; holdSidebar?: boolean },
): { activeItemId: string; open: boolean } {
  if (item.holdSidebar) return current;
  if (item.id === current.activeItemId) return { activeItemId: item.id, open: !current.open };
  return { activeItemId: item.id, open: true };
}
