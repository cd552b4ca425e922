/** The Sensors section (spec 1 §2.5 Devices, spec 3 §2.1 /view/Sensors): the realm's sensors with
 *  their health, kind, avatar and the cameras that watch them; Add sensor opens /view/sensor/add and
 *  a row opens /view/sensor/edit/{sensorId}. The list follows the objectUpdate feed. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HealthBadge } from '../HealthBadge';
import { AdminListPage, AdminQueryState, AdminTable } from '../../admin';
import { useDeviceList } from '../useDeviceList';

export function SensorsSection() {
  const { t } = useTranslation();
  const sensors = useDeviceList(['Sensor']);
  const cameras = useDeviceList(['Media']);
  const avatars = useDeviceList(['Avatar']);
  const nameOf = (id: string) => [...cameras.devices, ...avatars.devices].find((d) => d.id === id)?.name ?? id;
  return (
    <AdminListPage
      titleId="vt-sensors-title"
      title={t('admin.views.Sensors')}
      actions={
        <Link className="vt-button vt-button--primary" to="/view/sensor/add">
          {t('deviceAdmin.sensors.add')}
        </Link>
      }
    >
      <AdminQueryState fetching={sensors.fetching} error={sensors.error} empty={sensors.devices.length === 0}>
        <AdminTable
          columns={[
            t('deviceAdmin.fields.name'),
            t('deviceAdmin.fields.health'),
            t('deviceAdmin.fields.model'),
            t('deviceAdmin.fields.platform'),
            t('deviceAdmin.sensors.cameras'),
          ]}
          rows={sensors.devices}
          rowKey={(sensor) => sensor.id}
          cells={(sensor) => {
            const aspect = sensor.aspects?.find((a) => a.type === 'Sensor');
            const associated = aspect && 'associatedDevices' in aspect ? (aspect.associatedDevices ?? []) : [];
            return (
              <>
                <td>
                  <Link className="vt-link" to={`/view/sensor/edit/${encodeURIComponent(sensor.id)}`}>
                    <bdi>{sensor.name}</bdi>
                  </Link>
                </td>
                <td>
                  <HealthBadge health={sensor.enabled === false ? 'OFF' : sensor.healthStatus} />
                </td>
                <td>{aspect && 'model' in aspect ? aspect.model : null}</td>
                <td>
                  <bdi>{sensor.platform ? nameOf(sensor.platform.id) : t('deviceAdmin.none')}</bdi>
                </td>
                <td>
                  <bdi>{associated.map(nameOf).join(', ') || t('deviceAdmin.none')}</bdi>
                </td>
              </>
            );
          }}
        />
      </AdminQueryState>
    </AdminListPage>
  );
}
