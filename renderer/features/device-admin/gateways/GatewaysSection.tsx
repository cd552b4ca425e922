/** The Gateways section (spec 1 §2.5 Devices; spec 3 §3.1 Gateway aspect): the realm's access-control
 *  gateways with health, address, version and directory; Add gateway opens /view/gateway/add and a
 *  row /view/gateway/edit/{gatewayId}. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HealthBadge } from '../HealthBadge';
import { AdminListPage, AdminQueryState, AdminTable } from '../../admin';
import { useDeviceList } from '../useDeviceList';

export function GatewaysSection() {
  const { t } = useTranslation();
  const gateways = useDeviceList(['Gateway']);
  return (
    <AdminListPage
      titleId="vt-gateways-title"
      title={t('admin.views.Gateways')}
      actions={
        <Link className="vt-button vt-button--primary" to="/view/gateway/add">
          {t('deviceAdmin.gateways.add')}
        </Link>
      }
    >
      <AdminQueryState fetching={gateways.fetching} error={gateways.error} empty={gateways.devices.length === 0}>
        <AdminTable
          columns={[
            t('deviceAdmin.fields.name'),
            t('deviceAdmin.fields.health'),
            t('deviceAdmin.fields.url'),
            t('deviceAdmin.gateways.version'),
            t('deviceAdmin.gateways.directory'),
          ]}
          rows={gateways.devices}
          rowKey={(gateway) => gateway.id}
          cells={(gateway) => {
            const aspect = gateway.aspects?.find((a) => a.type === 'Gateway');
            return (
              <>
                <td>
                  <Link className="vt-link" to={`/view/gateway/edit/${encodeURIComponent(gateway.id)}`}>
                    <bdi>{gateway.name}</bdi>
                  </Link>
                </td>
                <td>
                  <HealthBadge health={gateway.enabled === false ? 'OFF' : gateway.healthStatus} />
                </td>
                <td>
                  <bdi>{gateway.config?.connect?.URL ?? '—'}</bdi>
                </td>
                <td>{aspect && 'lenelVersion' in aspect ? (aspect.lenelVersion ?? '—') : '—'}</td>
                <td>{aspect && 'directory' in aspect ? (aspect.directory ?? '—') : '—'}</td>
              </>
            );
          }}
        />
      </AdminQueryState>
    </AdminListPage>
  );
}
