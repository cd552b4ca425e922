/** SLOT for the views issue: shows one view of the workspace. The views engineer replaces the
 *  body with the view host (header, split-tree layout, widgets); the frame and the routes stay.
 *  Until then the start view is the start page, /view opens the first view, and any other id
 *  names a view this workspace does not have. */
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { START_VIEW_ID, viewPath } from '../guilist';
import { StartPage } from './StartPage';

export function ViewSlot({ viewId }: { viewId: string | null }) {
  const { t } = useTranslation();
  if (viewId === null) return <Navigate to="/main" replace />;
  if (viewId === START_VIEW_ID) return <StartPage />;
  return (
    <section className="vt-section-placeholder">
      <h1>{t('views.notFoundTitle')}</h1>
      <p className="vt-muted">
        {t('views.notFound')} <bdi>{viewId}</bdi>
      </p>
      <Link className="vt-link" to={viewPath(START_VIEW_ID)}>
        {t('views.openStart')}
      </Link>
    </section>
  );
}
