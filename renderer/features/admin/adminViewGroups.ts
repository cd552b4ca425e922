/** The admin views by group of spec 1 §2.5 — the one configuration the activity bar, its panels
 *  and the admin section routes read. Titles are i18n keys under admin.groups / admin.views. */
import type { IconName } from '../../ui';

/** The section ids of spec 1 §2.5 (the administration issue builds one view per section). */
export const ADMIN_SECTION_IDS = [
  'AvatarActivation',
  'Avatars',
  'CameraTours',
  'Cameras',
  'DeviceAudit',
  'EditMap',
  'Gateways',
  'Groups',
  'Hierarchy',
  'Labels',
  'LinkProvision',
  'ManageAvatars',
  'NotificationPolicies',
  'Policies',
  'QuickStart',
  'RealmSettings',
  'Reports',
  'Schedules',
  'Sensors',
  'Sets',
  'Subscription',
  'TrainingVideos',
  'UserAudit',
  'Users',
  'VideoWalls',
  // Issue 33: the platform's nodes (Devices → Servers).
  'Servers',
  'Zones',
  'AnalyticsDashboard',
  // Issue 34: the installation's settings (branding, error reporting, licence text, updates host).
  'InstallationSettings',
] as const;
export type AdminSectionId = (typeof ADMIN_SECTION_IDS)[number];

export interface AdminView {
  /** The view id: /view/{id} opens it. */
  id: string;
  section: AdminSectionId;
  /** ManageAvatars comes in facial and license-plate variants. */
  variant?: 'facial' | 'licensePlate';
  hidden?: boolean;
  isBeta?: boolean;
  /** Hidden when the user's visual configuration limits video analytics (spec 1 §6). */
  videoAnalytics?: boolean;
  /** Blocked when the user's visual configuration limits audit access (spec 1 §6). */
  userAudit?: boolean;
}

export interface AdminViewGroup {
  id: string;
  /** The spec's group name. */
  name: string;
  icon: IconName;
  hidden?: boolean;
  isBeta?: boolean;
  views: AdminView[];
}

const view = (
  id: string,
  section: AdminSectionId = id as AdminSectionId,
  extra: Partial<AdminView> = {},
): AdminView => ({
  id,
  section,
  ...extra,
});

export const ADMIN_VIEW_GROUPS: readonly AdminViewGroup[] = [
  {
    id: 'devices',
    name: 'Devices',
    icon: 'devices',
    views: [
      view('Cameras'),
      view('Sensors'),
      view('Gateways'),
      view('CameraTours'),
      view('Schedules'),
      view('Avatars'),
      view('AvatarActivation'),
      view('DeviceAudit'),
      view('Hierarchy'),
      view('Labels'),
      view('Reports'),
      view('VideoWalls'),
      view('Servers'),
    ],
  },
  {
    id: 'access',
    name: 'Access',
    icon: 'access',
    views: [
      view('Zones'),
      view('Sets'),
      view('Policies'),
      view('Users'),
      view('Groups'),
      view('UserAudit', 'UserAudit', { userAudit: true }),
    ],
  },
  {
    id: 'settings',
    name: 'Settings',
    icon: 'adminSettings',
    views: [
      view('NotificationPolicies'),
      view('RealmSettings'),
      view('ManageAvatars'),
      view('WatchlistLicensePlate', 'ManageAvatars', { variant: 'licensePlate', videoAnalytics: true }),
      view('WatchlistFacial', 'ManageAvatars', { variant: 'facial', videoAnalytics: true }),
      // Issue 34: after the spec's own, which keep their order.
      view('InstallationSettings'),
      view('EditMap', 'EditMap', { hidden: true }),
    ],
  },
  {
    id: 'reports',
    name: 'Reports',
    icon: 'reports',
    isBeta: true,
    views: [view('AnalyticsDashboard')],
  },
  {
    id: 'about',
    name: 'About',
    icon: 'about',
    hidden: true,
    views: [view('Subscription'), view('QuickStart'), view('TrainingVideos')],
  },
  {
    id: 'avatarDiscovery',
    name: 'Avatar Discovery',
    icon: 'devices',
    hidden: true,
    views: [view('AvatarDiscovery', 'LinkProvision')],
  },
];

/** The user's visual configuration as far as admin views care (spec 1 §3, §6). */
export interface AdminVisibility {
  /** Map of view id to flag (JSON from the server). */
  views?: unknown;
  /** Map of activity id to flag (JSON from the server). */
  activities?: unknown;
  limitedVideoAnalyticsAccess?: boolean;
  limitedAuditAccess?: boolean;
}

/** A group's views an admin may see: not hidden, not switched off, not limited away. */
export function visibleAdminViews(group: AdminViewGroup, visibility: AdminVisibility = {}): AdminView[] {
  return group.views.filter(
    (item) =>
      !item.hidden &&
      isSwitchedOn(visibility.views, item.id) &&
      !(item.videoAnalytics && visibility.limitedVideoAnalyticsAccess) &&
      !(item.userAudit && visibility.limitedAuditAccess),
  );
}

/** The groups the activity bar shows to admins: not hidden, not switched off, not empty. */
export function visibleAdminGroups(visibility: AdminVisibility = {}): AdminViewGroup[] {
  return ADMIN_VIEW_GROUPS.filter(
    (group) =>
      !group.hidden && isSwitchedOn(visibility.activities, group.id) && visibleAdminViews(group, visibility).length > 0,
  );
}

/** Any admin view by id, hidden ones included (they still open by route). */
export function findAdminView(id: string): AdminView | undefined {
  for (const group of ADMIN_VIEW_GROUPS) {
    const found = group.views.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Whether the user may open an admin view: not switched off in the user's visual configuration,
 *  not blocked by limited access (spec 1 §3, §6). */
export function isAdminViewAllowed(item: AdminView, visibility: AdminVisibility = {}): boolean {
  return (
    isSwitchedOn(visibility.views, item.id) &&
    ADMIN_VIEW_GROUPS.some((group) => group.views.includes(item) && isSwitchedOn(visibility.activities, group.id)) &&
    !(item.videoAnalytics && visibility.limitedVideoAnalyticsAccess) &&
    !(item.userAudit && visibility.limitedAuditAccess)
  );
}

/** A flag map allows everything it does not set to false (spec 1 §3 visual configuration). */
function isSwitchedOn(flags: unknown, id: string): boolean {
  return typeof flags !== 'object' || flags === null || (flags as Record<string, unknown>)[id] !== false;
}
