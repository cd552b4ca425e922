/** /main, inside the workspace frame: the workspace opens on the first view of the user's saved
 *  configuration, or the start view when there is none (spec 1 §2.2). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../session';
import { ErrorBanner } from '../../ui';
import { useInterfaceRoute } from './useInterfaceRoute';

export function MainRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useUserInfo();
  const { firstViewPath } = useInterfaceRoute(info.user.id, info.isAdmin);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void firstViewPath().then((route) => {
      if (!live) return;
      if (route.ok) void navigate(route.path, { replace: true });
      else setError(route.message);
    });
    return () => {
      live = false;
    };
  }, [firstViewPath, navigate]);

  return (
    <section className="vt-message-page" aria-busy={error ? undefined : true}>
      {error ? <ErrorBanner error={error} /> : <p className="vt-muted">{t('app.loading')}</p>}
    </section>
  );
}
