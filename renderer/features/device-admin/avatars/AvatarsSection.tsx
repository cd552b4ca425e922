/** The Avatars section (spec 1 §2.5 Devices; spec 3 §3.1 Avatar aspect, §4 health and channel
 *  status, §9 stale status): each avatar's health (its channel status only while NORMAL), delivery
 *  queue, software, uptime and last report, marked stale after twice its interval; a row opens the
 *  avatar's page (/view/link/edit/{id}). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HealthBadge } from '../HealthBadge';
import { AdminListPage, AdminQueryState, AdminTable } from '../../admin';
import { useDeviceList } from '../useDeviceList';
import { avatarAspectOf } from './avatarAspectOf';
import { formatDuration } from './formatFigures';

export function AvatarsSection() {
  const { t } = useTranslation();
  const avatars = useDeviceList(['Avatar']);
  return (
    <AdminListPage
      titleId="vt-avatars-title"
      title={t('admin.views.Avatars')}
      actions={
        <Link className="vt-button vt-button--primary" to="/view/AvatarActivation">
          {t('deviceAdmin.avatars.activate')}
        </Link>
      }
    >
      <AdminQueryState fetching={avatars.fetching} error={avatars.error} empty={avatars.devices.length === 0}>
        <AdminTable
          columns={[
            t('deviceAdmin.fields.name'),
            t('deviceAdmin.fields.health'),
            t('deviceAdmin.avatars.queue'),
            t('deviceAdmin.avatars.delivery'),
            t('deviceAdmin.avatars.software'),
            t('deviceAdmin.avatars.upTime'),
            t('deviceAdmin.avatars.lastReport'),
          ]}
          rows={avatars.devices}
          rowKey={(avatar) => avatar.id}
          cells={(avatar) => {
            const state = avatarAspectOf(avatar);
            return (
              <>
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
              </>
            );
          }}
        />
      </AdminQueryState>
    </AdminListPage>
  );
}
