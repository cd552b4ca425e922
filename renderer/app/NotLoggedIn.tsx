/** Spec 1 §2.1 'anything else': what the logged-out console shows when no page can be rendered. */
import { useTranslation } from 'react-i18next';

export function NotLoggedIn() {
  const { t } = useTranslation();
  return (
    <main className="vt-message-page">
      <h1>{t('app.notLoggedIn')}</h1>
      <p>
        <a className="vt-link" href="/">
          {t('app.goToLogin')}
        </a>
      </p>
    </main>
  );
}
