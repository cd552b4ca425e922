/** The element of every /view/… route: opens the path as a tab and shows what it names — an
 *  admin section (admins only), a view (through the views feature's host, with the shell's start
 *  page as the Start Page system view), or the not-found page. */
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useOpenTabs } from '../../state';
import { RealmSettingsSection, UserAuditSection, UsersSection } from '../access-users';
import { AccessPoliciesSection, isAccessSection } from '../access-policies';
import { AdminSectionView, isAdminViewAllowed } from '../admin';
import { DeviceAdminSection, isDeviceAdminRoute } from '../device-admin';
import { CameraAdminSection, isCameraAdminRoute } from '../camera-admin';
import { CameraToursSection } from '../camera-tours';
import { EditMapView } from '../geo-map';
import { HierarchyEditor } from '../hierarchy';
import { LabelEditor } from '../labels';
import { NotificationPoliciesSection } from '../notification-policies';
import { AnalyticsDashboardSection, ConfigurationStatusReport, ReportsSection } from '../reports';
import { SchedulesSection } from '../schedules';
import { InstallationSettingsSection } from '../settings';
import { useUserInfo } from '../session';
import { VideoWallsSection } from '../video-walls-admin';
import { ServersSection } from '../servers-admin';
import { VaeSection, watchlistKindOf, WatchlistsSection } from '../watchlists';
import { ViewHost } from '../views';
import { NotFoundPage } from './NotFoundPage';
import { StartPage } from './StartPage';
import { useCurrentTab } from './useCurrentTab';
import { workspacePath } from './workspacePath';
import { sameWorkspaceTab } from './workspaceTabPath';

const START_PAGE = <StartPage />;

export function WorkspaceRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const info = useUserInfo();
  const [, setTabs] = useOpenTabs();
  const target = workspacePath(pathname);
  const tab = useCurrentTab();

  // Only when the tab changes: a tab closed while its view is still shown stays closed. A path in
  // an open tab (another sub-tab of the same camera page) moves that tab there instead of opening
  // another one.
  useEffect(() => {
    if (!tab) return;
    setTabs((tabs) => {
      const index = tabs.findIndex((open) => sameWorkspaceTab(open.path, tab));
      if (index < 0) return [...tabs, { path: tab }];
      if (tabs[index]!.path === tab) return tabs;
      return tabs.map((open, i) => (i === index ? { ...open, path: tab } : open));
    });
  }, [tab, setTabs]);

  if (target.kind === 'unknown') return <NotFoundPage />;
  if (target.kind === 'view') return <ViewHost viewId={target.viewId} startPage={START_PAGE} />;
  const allowed = info.isAdmin && isAdminViewAllowed(target.route.view, info.user.solidVisualConfig);
  if (!allowed) {
    return (
      <section className="vt-section-placeholder">
        <h1>{t('admin.deniedTitle')}</h1>
        {/* Spec 1 §6: an administrator whose visual configuration denies the section. */}
        <p className="vt-muted">{info.isAdmin ? t('widgets.accessRestricted') : t('admin.denied')}</p>
      </section>
    );
  }
  // Spec 3 §2.7, §2.8: the Labels and Hierarchy sections are their editors.
  if (target.route.view.id === 'Labels') return <LabelEditor />;
  if (target.route.view.id === 'Hierarchy') return <HierarchyEditor />;
  if (isDeviceAdminRoute(target.route)) return <DeviceAdminSection route={target.route} />;
  // Issue 32: a camera's video analytics page (spec 3 §2.1 /view/camera/vae/{cameraId}).
  if (target.route.action === 'vae' && target.route.params.cameraId)
    return <VaeSection cameraId={target.route.params.cameraId} />;
  // Spec 3 §2.1: the Cameras section, add, import and the camera page.
  if (isCameraAdminRoute(target.route)) return <CameraAdminSection route={target.route} />;
  // Spec 3 §2.1: /view/EditMap is the geographic map in edit mode.
  if (target.route.view.id === 'EditMap') return <EditMapView />;
  // Issue 28: Settings → Notification Policies.
  if (target.route.view.id === 'NotificationPolicies')
    return (
      <Suspense fallback={<SectionLoading />}>
        <NotificationPoliciesSection />
      </Suspense>
    );
  // Issue 34: Settings → Installation Settings.
  if (target.route.view.id === 'InstallationSettings')
    return (
      <Suspense fallback={<SectionLoading />}>
        <InstallationSettingsSection />
      </Suspense>
    );
  // Issue 29: Devices → Reports, and Reports → Analytics Dashboard (spec 3 §2.1).
  if (target.route.view.id === 'Reports')
    return (
      <Suspense fallback={<SectionLoading />}>
        {target.route.action === 'configurationStatus' ? <ConfigurationStatusReport /> : <ReportsSection />}
      </Suspense>
    );
  if (target.route.view.id === 'AnalyticsDashboard')
    return (
      <Suspense fallback={<SectionLoading />}>
        <AnalyticsDashboardSection analyticsTitle={target.route.params.analyticsTitle} />
      </Suspense>
    );
  // Issue 28: Devices → Camera tours, a tour's page and its steps.
  if (target.route.view.id === 'CameraTours')
    return <CameraToursSection action={target.route.action} params={target.route.params} />;
  // Issue 28: Devices → Schedules, a schedule's page.
  if (target.route.view.id === 'Schedules')
    return <SchedulesSection action={target.route.action} params={target.route.params} />;
  // Issue 30: Devices → Video Walls, a wall's page with its displays' pairing.
  if (target.route.view.id === 'VideoWalls')
    return <VideoWallsSection action={target.route.action} params={target.route.params} />;
  // Issue 33: Devices → Servers, the platform's nodes.
  if (target.route.view.id === 'Servers') return <ServersSection />;
  // Issue 32: Settings → Watchlist License Plate Recognition and Watchlist Facial.
  const watchlistKind = watchlistKindOf(target.route.view.id);
  if (watchlistKind) return <WatchlistsSection kind={watchlistKind} />;
  // Spec 1 §2.5: Access → Groups, Authorization Policies, Zones and Sets.
  const section = target.route.view.id;
  if (isAccessSection(section))
    return (
      <Suspense fallback={<SectionLoading />}>
        <AccessPoliciesSection section={section} action={target.route.action} params={target.route.params} />
      </Suspense>
    );
  const accessScreen = accessUsersScreen(target.route.view.id, target.route.action, target.route.params.userId);
  if (accessScreen) return <Suspense fallback={<SectionLoading />}>{accessScreen}</Suspense>;
  return <AdminSectionView route={target.route} />;
}

/** Spec 1 §2.5: Access → Users and Audit, Settings → Realm Settings. */
function accessUsersScreen(viewId: string, action: string, userId: string | undefined) {
  if (viewId === 'Users') return <UsersSection action={action} {...(userId && { userId })} />;
  if (viewId === 'UserAudit') return <UserAuditSection />;
  if (viewId === 'RealmSettings') return <RealmSettingsSection />;
  return null;
}

function SectionLoading() {
  const { t } = useTranslation();
  return <p className="vt-muted">{t('accessUsers.loading')}</p>;
}
