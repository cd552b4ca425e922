/** The Avatars section (spec 1 §2.5 Devices; spec 3 §3.1 Avatar aspect, §4 health and channel
 *  status, §9 stale status): each avatar's health (its channel status only while NORMAL), delivery
 *  queue, software, uptime and last report, marked stale after twice its interval; a row opens the
 *  avatar's page (/view/link/edit/{id}). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HealthBadge } from '../HealthBadge';
import { QueryState } from '../QueryState';
import { useDeviceList } from '../useDeviceList';
import { avatarAspectOf } from './avatarAspectOf';
import { formatDuration } from './formatFigures';

export function AvatarsSection() {
  const { t } = useTranslation();
  const avatars = useDeviceList(['Avatar']);
  return (
    <section className="vt-device-admin" aria-labelledby="vt-avatars-title">
      <header className="vt-device-admin__header">
        <h1 id="vt-avatars-title">{t('admin.views.Avatars')}</h1>
        <Link className="vt-button vt-button--primary" to="/view/AvatarActivation">
          {t('deviceAdmin.avatars.activate')}
        </Link>
      </header>
      <QueryState fetching={avatars.fetching} error={avatars.error} empty={avatars.devices.length === 0}>
        <table className="vt-device-table">
          <thead>
            <tr>
              <th>{t('deviceAdmin.fields.name')}</th>
              <th>{t('deviceAdmin.fields.health')}</th>
              <th>{t('deviceAdmin.avatars.queue')}</th>
              <th>{t('deviceAdmin.avatars.delivery')}</th>
              <th>{t('deviceAdmin.avatars.software')}</th>
              <th>{t('deviceAdmin.avatars.upTime')}</th>
              <th>{t('deviceAdmin.avatars.lastReport')}</th>
            </tr>
          </thead>
          <tbody>
            {avatars.devices.map((avatar) => {
              const state = avatarAspectOf(avatar);
              return (
                <tr key={avatar.id}>
                  <td>
                    <Link className="vt-link" to={`/view/link/edit/${encodeURIComponent(avatar.id)}`}>
                      <bdi>{avatar.name}</bdi>
                    </Link>
                  </td>
                  <td>
                    <HealthBadge health={avatar.healthStatus} channel={state?.channelStatus} />
                  </td>
                  <td>{state?.deliveryQueue ?? 0}</td>
                  <td>
                    {t(
                      state?.deliveryServiceConfigured === false
                        ? 'deviceAdmin.avatars.deliveryInactive'
                        : state?.deliveryServiceRunning === false
                          ? 'deviceAdmin.avatars.deliveryStopped'
                          : 'deviceAdmin.avatars.deliveryRunning',
                    )}
                  </td>
                  <td>{state?.softwareVersion ?? '—'}</td>
                  <td>{formatDuration(state?.upTime)}</td>
                  <td>
                    {state?.statusReportedAt ? new Date(state.statusReportedAt).toLocaleTimeString() : '—'}
                    {state?.statusStale && (
                      <span className="vt-device-admin__stale"> {t('deviceAdmin.avatars.stale')}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </QueryState>
    </section>
  );
}
