/** /selectrealm: the user's realms by name (spec 1 §2.2); skipped with one realm or fewer, and a
 *  different realm is switched to before going on to /guilist (§4). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { AuthPage } from '../auth';
import { useSession, useUserInfo } from '../session';
import { ErrorBanner } from '../../ui';
import { SetUserRealmMutation, UserRealmsQuery } from './realmDocuments';
import { needsRealmSwitch, ROUTE_AFTER_REALM, skipsRealmChoice } from './realmFlow';

const NETWORK_ONLY = { requestPolicy: 'network-only' } as const;

export function SelectRealmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useUserInfo();
  const { setInfo } = useSession();
  const [{ data, error, fetching }] = useQuery({ query: UserRealmsQuery, context: NETWORK_ONLY });
  const [switching, switchRealm] = useMutation(SetUserRealmMutation);
  const [chosen, setChosen] = useState<string | null>(null);

  const realms = data?.userRealms;
  if (realms && skipsRealmChoice(realms)) return <Navigate to={ROUTE_AFTER_REALM} replace />;

  async function choose(realmId: string) {
    setChosen(realmId);
    if (needsRealmSwitch(info.realm.id, realmId)) {
      const result = await switchRealm({ userName: info.user.name, realmId });
      if (!result.data) return;
      setInfo(result.data.setUserRealm);
    }
    void navigate(ROUTE_AFTER_REALM);
  }

  return (
    <AuthPage title={t('realm.title')} wide>
      {fetching && !realms && <p className="vt-muted">{t('app.loading')}</p>}
      {error && <ErrorBanner error={error.message} />}
      <ErrorBanner error={switching.error ? t('realm.switchError', { message: switching.error.message }) : null} />
      {realms && (
        <ul className="vt-choice-list" aria-label={t('realm.listLabel')}>
          {realms.map((realm) => (
            <li key={realm.id}>
              <button
                type="button"
                className="vt-choice"
                aria-current={realm.id === info.realm.id ? 'true' : undefined}
                aria-busy={switching.fetching && chosen === realm.id ? true : undefined}
                disabled={switching.fetching}
                onClick={() => void choose(realm.id)}
              >
                <span className="vt-choice__name">{realm.name}</span>
                {realm.id === info.realm.id && <span className="vt-choice__hint">{t('realm.current')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </AuthPage>
  );
}
