/** The Start Page system view's content when the shell gives none: a welcome and where to go. */
import { useTranslation } from 'react-i18next';
import type { ViewsUser } from './useViewsUser';

export function StartPageFallback({ user }: { user: ViewsUser }) {
  const { t } = useTranslation();
  return (
    <div className="vt-start-fallback">
      <p>{t('views.welcome', { name: user.name })}</p>
      <p className="vt-muted">{t('views.startHint')}</p>
    </div>
  );
}
