/** Settings → Installation Settings (issue 34): loads the installation's settings and shows their
 *  form; a refusal (a realm administrator whose policy denies installation:Update) in the banner. */
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui';
import { AdminListPage } from '../admin';
import { InstallationSettingsQuery } from './installationDocuments';
import { InstallationSettingsForm } from './InstallationSettingsForm';
import './installationSettings.css';

export function InstallationSettingsSection() {
  const { t } = useTranslation();
  const [{ data, error }, refetch] = useQuery({ query: InstallationSettingsQuery, requestPolicy: 'network-only' });
  return (
    <AdminListPage titleId="vt-installation-title" title={t('admin.views.InstallationSettings')}>
      {data ? (
        <InstallationSettingsForm
          settings={data.installationSettings}
          onSaved={() => refetch({ requestPolicy: 'network-only' })}
        />
      ) : (
        <>
          <ErrorBanner error={error ? (error.graphQLErrors[0]?.message ?? error.message) : null} />
          {!error && <p className="vt-muted">{t('installationSettings.loading')}</p>}
        </>
      )}
    </AdminListPage>
  );
}
