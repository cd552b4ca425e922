/** What shows while the console asks the server whether it has a session: 'Loading...'. */
import { useTranslation } from 'react-i18next';

export function SessionLoading() {
  const { t } = useTranslation();
  return (
    <main className="vt-message-page" aria-busy="true">
      <p className="vt-muted">{t('app.loading')}</p>
    </main>
  );
}
