/** What an admin section route shows in the workspace. The administration issue replaces the
 *  body with the real section; until then it names the section and says it is not available yet. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui';
import type { AdminRoute } from './adminSectionForPath';

export function AdminSectionView({ route }: { route: AdminRoute }) {
  const { t } = useTranslation();
  const title = t(`admin.views.${route.view.id}`);
  const detail = Object.values(route.params).filter((value) => value !== route.view.id);
  return (
    <section className="vt-section-placeholder" aria-labelledby="vt-section-title">
      <Icon name="section" size={40} />
      <h1 id="vt-section-title">{title}</h1>
      <p className="vt-muted">{t(`admin.actions.${route.action}`)}</p>
      {detail.length > 0 && (
        <p className="vt-muted">
          <bdi>{detail.join(' / ')}</bdi>
        </p>
      )}
      <p>{t('admin.notAvailableYet', { section: title })}</p>
    </section>
  );
}
