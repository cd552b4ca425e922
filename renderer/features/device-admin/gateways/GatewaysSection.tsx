/** The Gateways section (spec 1 §2.5 Devices; spec 3 §3.1 Gateway aspect): the realm's access-control
 *  gateways with health, address, version and directory; Add gateway opens /view/gateway/add and a
 *  row /view/gateway/edit/{gatewayId}. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HealthBadge } from '../HealthBadge';
import { QueryState } from '../QueryState';
import { useDeviceList } from '../useDeviceList';

export function GatewaysSection() {
  const { t } = useTranslation();
  const gateways = useDeviceList(['Gateway']);
  return (
    <section className="vt-device-admin" aria-labelledby="vt-gateways-title">
      <header className="vt-device-admin__header">
        <h1 id="vt-gateways-title">{t('admin.views.Gateways')}</h1>
        <Link className="vt-button vt-button--primary" to="/view/gateway/add">
          {t('deviceAdmin.gateways.add')}
        </Link>
      </header>
      <QueryState fetching={gateways.fetching} error={gateways.error} empty={gateways.devices.length === 0}>
        <table className="vt-device-table">
          <thead>
            <tr>
              <th>{t('deviceAdmin.fields.name')}</th>
              <th>{t('deviceAdmin.fields.health')}</th>
              <th>{t('deviceAdmin.fields.url')}</th>
              <th>{t('deviceAdmin.gateways.version')}</th>
              <th>{t('deviceAdmin.gateways.directory')}</th>
            </tr>
          </thead>
          <tbody>
            {gateways.devices.map((gateway) => {
              const aspect = gateway.aspects?.find((a) => a.type === 'Gateway');
              return (
                <tr key={gateway.id}>
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
                </tr>
              );
            })}
          </tbody>
        </table>
      </QueryState>
    </section>
  );
}
