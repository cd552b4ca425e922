/** The logged-in workspace (spec 1 §2.3, §2.6): the activity bar with its sidebar (350 px open,
 *  the 56 px bar alone when closed), the tabbed main area, and the 28 px status bar. */
import { type CSSProperties, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ACTIVITY_BAR_WIDTH_PX, SIDEBAR_WIDTH_PX, STATUS_BAR_HEIGHT_PX } from '../../../shared/shell/constants';
import { usePlatform } from '../../platform';
import { useSidebar } from '../../state';
import { ActivityBar, type ActivityItem, activityItems, nextSidebar } from '../activitybar';
import { useShowReturnedViews } from '../desktop';
import { KeyboardLayer } from '../keyboard';
import { NodeLostBanner } from '../node-failover';
import { useSession, useUserInfo } from '../session';
import { StatusBar } from '../statusbar';
import { useShownViewId, useViewListOnStart } from '../views';
import { SidebarPanel } from './SidebarPanel';
import { useShellBranding } from './useShellBranding';
import { WorkspaceTabs } from './WorkspaceTabs';
import { workspacePath } from './workspacePath';
import './shell.css';

export function WorkspaceFrame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useUserInfo();
  const { logout } = useSession();
  const branding = useShellBranding();
  const [sidebar, setSidebar] = useSidebar();
  // Desktop: a view returned from its separate window shows here.
  useShowReturnedViews();
  const { sessionSaving } = usePlatform();
  useViewListOnStart();
  // The keyboard's palette acts on the view on screen (its selected alarm).
  const place = workspacePath(useLocation().pathname);
  const shownViewId = useShownViewId(place.kind === 'view' ? place.viewId : null);

  // Desktop: the workspace shows, so main reopens this user's saved windows (spec 1 §2.7).
  const userId = info.user.id;
  const realmId = info.realm.id;
  useEffect(() => {
    sessionSaving
      ?.restore({ realmId, userId })
      .catch((error: unknown) => console.warn('Session restore failed', error));
  }, [sessionSaving, realmId, userId]);

  const items = useMemo(
    () =>
      activityItems({
        isAdmin: info.isAdmin,
        logoVisible: branding.logoVisible,
        visibility: info.user.solidVisualConfig,
      }),
    [info.isAdmin, info.user.solidVisualConfig, branding.logoVisible],
  );
  const active = items.find(
    (item): item is Extract<ActivityItem, { kind: 'item' }> => item.kind === 'item' && item.id === sidebar.activeItemId,
  );
  const panel = sidebar.open ? active?.panel : undefined;

  function activate(item: Exclude<ActivityItem, { kind: 'separator' }>) {
    if (item.action === 'logout') void logout();
    if (item.action === 'home') void navigate('/main');
    setSidebar(nextSidebar(sidebar, item));
  }

  const layout = {
    '--vt-left-width': `${panel ? SIDEBAR_WIDTH_PX : ACTIVITY_BAR_WIDTH_PX}px`,
    '--vt-activitybar-width': `${ACTIVITY_BAR_WIDTH_PX}px`,
    '--vt-statusbar-height': `${STATUS_BAR_HEIGHT_PX}px`,
  } as CSSProperties;

  return (
    <div className="vt-workspace" style={layout}>
      <div className="vt-workspace__left" data-sidebar={panel ? 'open' : 'closed'}>
        <ActivityBar
          items={items}
          activeItemId={sidebar.activeItemId}
          sidebarOpen={sidebar.open}
          logoUrl={branding.logoUrl}
          onActivate={activate}
        />
        {panel && (
          <aside className="vt-sidebar" aria-labelledby="vt-sidebar-title">
            <h2 id="vt-sidebar-title" className="vt-panel__title">
              {active ? t(active.label) : null}
            </h2>
            <SidebarPanel panel={panel} branding={branding} />
          </aside>
        )}
      </div>
      <main className="vt-main">
        <WorkspaceTabs />
        <div className="vt-main__content">
          <Outlet />
        </div>
      </main>
      <StatusBar />
      <KeyboardLayer viewId={place.kind === 'view' ? shownViewId : null} />
      {/* Issue 33: in a cluster, the other nodes to continue on when this one is lost. */}
      <NodeLostBanner />
    </div>
  );
}
