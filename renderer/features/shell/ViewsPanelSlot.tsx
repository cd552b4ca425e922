/** SLOT for the views issue: the View activity's sidebar panel (My Views, Recent Views, Shared
 *  Views with their filters and row controls, spec 1 §2.8). Until the views engineer replaces it,
 *  it lists the system views this workspace has: the start page. */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { START_VIEW_ID, viewPath } from '../guilist';

export function ViewsPanelSlot() {
  const { t } = useTranslation();
  return (
    <nav className="vt-panel-list" aria-label={t('views.systemViews')}>
      <h3 className="vt-panel__subtitle">{t('views.systemViews')}</h3>
      <ul>
        <li>
          <NavLink className="vt-panel-list__item" to={viewPath(START_VIEW_ID)}>
            {t('views.start')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
