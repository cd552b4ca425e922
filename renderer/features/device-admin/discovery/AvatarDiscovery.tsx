/** Avatar Discovery (spec 3 §2.1 /view/camera/discovery, §7.1 discoverDevices(platformId)): the
 *  ONVIF cameras that answer WS-Discovery on the chosen avatar's network, each with its name,
 *  hardware and address; one already added links to its camera page, another offers Add, which
 *  opens the camera add page with its address filled in. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from 'urql';
import type { ResultOf } from '../../../graphql';
import { Button, ErrorBanner, SelectField, VISUALLY_HIDDEN } from '../../../ui';
import { CAMERA_ADD_PATH } from '../avatars/AvatarActivationScreen';
import { DiscoverDevicesQuery } from '../deviceAdminDocuments';
import { adminErrorMessage, AdminTable } from '../../admin';
import { useDeviceList } from '../useDeviceList';

type Found = ResultOf<typeof DiscoverDevicesQuery>['discoverDevices'];

/** The camera add page for a discovered camera: ONVIF at its host and port, named as it calls itself. */
export function addPathFor(device: Found[number]): string {
  const query = new URLSearchParams({
    source: 'onvif',
    ...(device.host && { host: device.host }),
    ...(device.port && { port: String(device.port) }),
    ...(device.name && { name: device.name }),
  });
  return `${CAMERA_ADD_PATH}?${query.toString()}`;
}

export function AvatarDiscovery() {
  const { t } = useTranslation();
  const client = useClient();
  const avatars = useDeviceList(['Avatar']);
  const [platformId, setPlatformId] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!platformId && avatars.devices[0]) setPlatformId(avatars.devices[0].id);
  }, [platformId, avatars.devices]);

  const discover = async () => {
    setBusy(true);
    setFailure(null);
    const result = await client
      .query(DiscoverDevicesQuery, { platformId }, { requestPolicy: 'network-only' })
      .toPromise();
    setBusy(false);
    if (result.error) return setFailure(adminErrorMessage(result.error));
    setFound(result.data?.discoverDevices ?? []);
  };

  return (
    <section className="vt-admin-page" aria-labelledby="vt-discovery-title">
      <header className="vt-admin-page__header">
        <h1 id="vt-discovery-title">{t('admin.views.AvatarDiscovery')}</h1>
      </header>
      <div className="vt-device-form__inline">
        <SelectField
          label={t('deviceAdmin.fields.platform')}
          value={platformId}
          options={avatars.devices.map((a) => ({ value: a.id, label: a.name }))}
          onChange={(id) => {
            setPlatformId(id);
            setFound(null);
          }}
        />
        <Button busy={busy} disabled={!platformId} onClick={() => void discover()}>
          {t('deviceAdmin.discovery.run')}
        </Button>
      </div>
      {failure && <ErrorBanner error={failure} />}
      {busy && (
        <p className="vt-muted" role="status">
          {t('deviceAdmin.discovery.searching')}
        </p>
      )}
      {found &&
        !busy &&
        (found.length === 0 ? (
          <p className="vt-muted">{t('deviceAdmin.discovery.none')}</p>
        ) : (
          <AdminTable
            columns={[
              t('deviceAdmin.fields.name'),
              t('deviceAdmin.discovery.hardware'),
              t('deviceAdmin.discovery.address'),
              <span className={VISUALLY_HIDDEN}>{t('deviceAdmin.keys.actions')}</span>,
            ]}
            rows={found}
            rowKey={(device) => device.address}
            cells={(device) => (
              <>
                <td>
                  <bdi>{device.name ?? device.address}</bdi>
                </td>
                <td>
                  <bdi>{device.hardware ?? '—'}</bdi>
                </td>
                <td>{device.host ? `${device.host}:${device.port ?? ''}` : (device.xaddrs[0] ?? '—')}</td>
                <td>
                  {device.deviceId ? (
                    <Link className="vt-link" to={`/view/camera/edit/${encodeURIComponent(device.deviceId)}`}>
                      {t('deviceAdmin.discovery.added')}
                    </Link>
                  ) : (
                    <Link className="vt-button vt-button--secondary" to={addPathFor(device)}>
                      {t('deviceAdmin.discovery.add')}
                    </Link>
                  )}
                </td>
              </>
            )}
          />
        ))}
    </section>
  );
}
