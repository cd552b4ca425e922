/** The element of every /view/… route: opens the path as a tab and shows what it names — an
 *  admin section (admins only), a view (through the view slot), or the not-found page. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useOpenTabs } from '../../state';
import { AdminSectionView, isAdminViewAllowed } from '../admin';
import { useUserInfo } from '../session';
import { NotFoundPage } from './NotFoundPage';
import { ViewSlot } from './ViewSlot';
import { workspacePath } from './workspacePath';

export function WorkspaceRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const info = useUserInfo();
  const [, setTabs] = useOpenTabs();
  const target = workspacePath(pathname);
  const opensTab = target.kind === 'admin' || (target.kind === 'view' && target.viewId !== null);

  // Only when the path changes: a tab closed while its path is still shown stays closed.
  useEffect(() => {
    if (opensTab) setTabs((tabs) => (tabs.some((tab) => tab.path === pathname) ? tabs : [...tabs, { path: pathname }]));
  }, [opensTab, pathname, setTabs]);

  if (target.kind === 'unknown') return <NotFoundPage />;
  if (target.kind === 'view') return <ViewSlot viewId={target.viewId} />;
  const allowed = info.isAdmin && isAdminViewAllowed(target.route.view, info.user.solidVisualConfig);
  if (!allowed) {
    return (
      <section className="vt-section-placeholder">
        <h1>{t('admin.deniedTitle')}</h1>
        <p className="vt-muted">{t('admin.denied')}</p>
      </section>
    );
  }
  return <AdminSectionView route={target.route} />;
}
