/** The sidebar panel of one admin group: its visible views, each opening in the workspace. */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { type AdminViewGroup, type AdminVisibility, visibleAdminViews } from './adminViewGroups';
import './admin.css';

export function AdminGroupPanel({ group, visibility }: { group: AdminViewGroup; visibility: AdminVisibility }) {
  const { t } = useTranslation();
  return (
    <nav className="vt-panel-list" aria-label={t(`admin.groups.${group.id}`)}>
      <ul>
        {visibleAdminViews(group, visibility).map((item) => (
          <li key={item.id}>
            <NavLink className="vt-panel-list__item" to={`/view/${item.id}`}>
              {t(`admin.views.${item.id}`)}
              {item.isBeta && <span className="vt-badge">{t('app.beta')}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
