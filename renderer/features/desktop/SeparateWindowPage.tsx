/** Spec 1 §2.2: what a separate desktop window shows at any path other than /view/ and /view/{viewId}. */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { viewWindowPath } from '../../../shared/desktop';

export function SeparateWindowPage({ viewId }: { viewId: string | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <main className="vt-message-page">
      <h1>{t('desktop.separateWindow.title')}</h1>
      <p className="vt-muted">
        {t('desktop.separateWindow.message')} <bdi>{pathname}</bdi>
      </p>
      <p>
        <Link className="vt-link" to={viewWindowPath(viewId)} replace>
          {t('desktop.separateWindow.showView')}
        </Link>
      </p>
    </main>
  );
}
