/** /license: the agreement text from the server with REJECT (log out, back to '/') and AGREE
 *  (accept, on to /selectrealm); an agreement already accepted goes straight on (spec 1 §4). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { Button, ErrorBanner } from '../../ui';
import { useSession } from '../session';
import { AuthPage } from './AuthPage';
import { AUTH_ROUTES } from './authRoutes';
import { AcceptLicenceMutation, LicenceQuery } from './licenceDocuments';
import './auth.css';

/** Licence acceptance is per user: never answer it from another session's cache. */
const NETWORK_ONLY = { requestPolicy: 'network-only' } as const;

export function LicencePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logout } = useSession();
  const [busy, setBusy] = useState(false);
  const [{ data, error, fetching }] = useQuery({ query: LicenceQuery, context: NETWORK_ONLY });
  const [accepting, accept] = useMutation(AcceptLicenceMutation);

  useEffect(() => {
    if (accepting.data?.acceptLicence.isAccepted) void navigate(AUTH_ROUTES.selectRealm);
  }, [accepting.data, navigate]);

  if (data?.licence.isAccepted) return <Navigate to={AUTH_ROUTES.selectRealm} replace />;

  /** REJECT logs out (in every tab) and returns to '/'. */
  async function reject() {
    setBusy(true);
    await logout();
  }

  return (
    <AuthPage title={t('licence.title')} showLanguages wide>
      {fetching && <p className="vt-muted">{t('licence.loading')}</p>}
      {error && (
        <div className="vt-error-panel" role="alert">
          <h2>{t('licence.loadError')}</h2>
          <p>{error.message}</p>
        </div>
      )}
      {data && (
        <pre className="vt-licence" tabIndex={0} aria-label={t('licence.title')}>
          {data.licence.text}
        </pre>
      )}
      <ErrorBanner error={accepting.error ? t('licence.acceptError', { message: accepting.error.message }) : null} />
      <div className="vt-form__actions vt-form__actions--end">
        <Button variant="secondary" busy={busy} onClick={() => void reject()}>
          {t('licence.reject')}
        </Button>
        <Button disabled={busy || !data} busy={accepting.fetching} onClick={() => void accept({})}>
          {t('licence.agree')}
        </Button>
      </div>
    </AuthPage>
  );
}
