/** An avatar's page (spec 3 §2.1 /view/link/edit/{linkId}[/{tabId}]): its status (health, channel
 *  status while NORMAL, last report and whether it is stale, uptime, load, software, storage) with
 *  the commands, then tabs for delivery, local storage and API keys. It follows the objectUpdate feed. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../ui';
import { HealthBadge } from '../HealthBadge';
import { useAdminDevice } from '../useAdminDevice';
import { useDeviceUpdates } from '../useDeviceList';
import { ApiKeysPanel } from './ApiKeysPanel';
import { avatarAspectOf } from './avatarAspectOf';
import { AvatarCommands } from './AvatarCommands';
import { AvatarDeliveryPanel } from './AvatarDeliveryPanel';
import { AvatarStoragePanel } from './AvatarStoragePanel';
import { formatBytes, formatDuration } from './formatFigures';

export const AVATAR_TABS = ['status', 'delivery', 'storage', 'keys'] as const;

export function AvatarPage({ avatarId, tabId }: { avatarId: string; tabId?: string }) {
  const { t } = useTranslation();
  const loaded = useAdminDevice(avatarId);
  useDeviceUpdates(loaded.reload);
  const tab = (AVATAR_TABS as readonly string[]).includes(tabId ?? '') ? (tabId as string) : 'status';
  if (loaded.loading) return <p className="vt-muted">{t('deviceAdmin.loading')}</p>;
  if (loaded.problem || !loaded.device) return <ErrorBanner error={loaded.problem ?? t('deviceAdmin.notFound')} />;
  const avatar = loaded.device;
  if (avatar.deviceType !== 'avatar') return <ErrorBanner error={t('deviceAdmin.notFound')} />;
  const state = avatarAspectOf(avatar);
  const base = `/view/link/edit/${encodeURIComponent(avatar.id)}`;
  return (
    <section className="vt-admin-page" aria-labelledby="vt-avatar-title">
      <header className="vt-admin-page__header">
        <h1 id="vt-avatar-title">
          <bdi>{avatar.name}</bdi>
        </h1>
        <HealthBadge health={avatar.healthStatus} channel={state?.channelStatus} />
      </header>
      <nav className="vt-device-tabs" aria-label={t('deviceAdmin.tabs.label')}>
        {AVATAR_TABS.map((name) => (
          <Link
            key={name}
            className="vt-device-tabs__tab"
            aria-current={name === tab ? 'page' : undefined}
            to={`${base}/${name}`}
          >
            {t(`deviceAdmin.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {tab === 'status' && (
        <>
          <dl className="vt-device-facts">
            <dt>{t('deviceAdmin.fields.serial')}</dt>
            <dd>{state?.serial ?? '—'}</dd>
            <dt>{t('deviceAdmin.avatars.lastReport')}</dt>
            <dd>
              {state?.statusReportedAt ? new Date(state.statusReportedAt).toLocaleString() : '—'}
              {state?.statusStale && <span className="vt-device-admin__stale"> {t('deviceAdmin.avatars.stale')}</span>}
            </dd>
            <dt>{t('deviceAdmin.avatars.upTime')}</dt>
            <dd>{formatDuration(state?.upTime)}</dd>
            <dt>{t('deviceAdmin.avatars.load')}</dt>
            <dd>{state?.load ?? '—'}</dd>
            <dt>{t('deviceAdmin.avatars.software')}</dt>
            <dd>{state?.softwareVersion ?? '—'}</dd>
            <dt>{t('deviceAdmin.avatars.storage')}</dt>
            <dd>
              {state?.storageUsage
                ? t('deviceAdmin.avatars.storageOf', {
                    used: formatBytes(state.storageUsage.used),
                    capacity: state.storageUsage.capacity
                      ? formatBytes(state.storageUsage.capacity)
                      : t('deviceAdmin.storage.wholeDisk'),
                  })
                : '—'}
            </dd>
          </dl>
          <AvatarCommands avatar={avatar} onDone={loaded.reload} />
        </>
      )}
      {tab === 'delivery' && <AvatarDeliveryPanel avatar={avatar} onDone={loaded.reload} />}
      {tab === 'storage' && <AvatarStoragePanel avatarId={avatar.id} />}
      {tab === 'keys' && <ApiKeysPanel avatarId={avatar.id} />}
    </section>
  );
}
