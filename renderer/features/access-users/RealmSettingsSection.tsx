/** Settings → Realm Settings (spec 1 §2.5; spec 3 §3.6 realm): limits, the administrator's
 *  address, audit retention, verification codes at login (mfAuth), the player's idle timeout and
 *  jitter buffer, e-mail settings (validated by a real test message before they can be enabled)
 *  and map settings. */
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui';
import { AdminListPage } from '../admin';
import { RealmSettingsQuery } from './accessUsersDocuments';
import { graphqlMessage } from './graphqlMessage';
import { RealmSettingsForm } from './RealmSettingsForm';
import './accessUsers.css';

export function RealmSettingsSection() {
  const { t } = useTranslation();
  const [{ data, error }, refetch] = useQuery({ query: RealmSettingsQuery, requestPolicy: 'network-only' });
  if (!data) {
    return (
      <AdminListPage titleId="vt-realm-title" title={t('admin.views.RealmSettings')}>
        <ErrorBanner error={error ? graphqlMessage(error) : null} />
        {!error && <p className="vt-muted">{t('accessUsers.loading')}</p>}
      </AdminListPage>
    );
  }
  return (
    <RealmSettingsForm
      key={data.currentRealm.id}
      realm={data.currentRealm}
      onSaved={() => refetch({ requestPolicy: 'network-only' })}
    />
  );
}
