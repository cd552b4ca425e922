/** Spec 1 §2.2: unknown logged-in paths show 'Not Found' and a message. */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ToWorkspaceLink } from './ToWorkspaceLink';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <main className="vt-message-page">
      <h1>{t('notFound.title')}</h1>
      <p className="vt-muted">
        {t('notFound.message')} <bdi>{pathname}</bdi>
      </p>
      <ToWorkspaceLink />
    </main>
  );
}
