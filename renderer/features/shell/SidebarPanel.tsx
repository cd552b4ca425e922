/** The sidebar's content for the active activity item: the View panel, an admin group's views,
 *  the settings panel or About. */
import type { ActivityPanel } from '../activitybar';
import { ADMIN_VIEW_GROUPS, AdminGroupPanel } from '../admin';
import { useUserInfo } from '../session';
import { SettingsPanel } from '../settings';
import { ViewsPanel } from '../views';
import { AboutPanel } from './AboutPanel';
import type { ShellBranding } from './useShellBranding';

export function SidebarPanel({ panel, branding }: { panel: ActivityPanel; branding: ShellBranding }) {
  const info = useUserInfo();
  switch (panel.kind) {
    case 'views':
      return <ViewsPanel />;
    case 'settings':
      return <SettingsPanel />;
    case 'about':
      return <AboutPanel branding={branding} />;
    case 'adminGroup': {
      const group = ADMIN_VIEW_GROUPS.find((candidate) => candidate.id === panel.groupId);
      return group ? <AdminGroupPanel group={group} visibility={info.user.solidVisualConfig} /> : null;
    }
  }
}
