/** The Device Audit section (spec 1 §2.5 Devices → Audit: the device event list plus event details;
 *  spec 3 §7.1 cameraLog): pick a device of the realm, and see its events of the audit history
 *  window (2 days; health changes, alarms, motion, events people raised) in the events feature's
 *  list, the selected one's details beside it, and the device's log — who added, changed or removed
 *  it and what was done to it — below. */
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AUDIT_HISTORY_WINDOW_MS } from '../../../../shared/events/eventListConstants';
import { type EventEntry, EventListQuery, lazyEvents } from '../../events';
import { SelectField } from '../../../ui';
import { AdminQueryState } from '../../admin';
import { useDeviceList } from '../useDeviceList';
import { DeviceLog } from './DeviceLog';

const EventListView = lazyEvents('EventListView');
const EventDetails = lazyEvents('EventDetails');
const NONE: readonly string[] = [];
const formatTime = (ms: number) => new Date(ms).toLocaleString();

export function DeviceAudit({ deviceId: initial }: { deviceId?: string }) {
  const { t } = useTranslation();
  const devices = useDeviceList(['Media', 'Sensor', 'Avatar', 'Gateway']);
  const [deviceId, setDeviceId] = useState(initial ?? '');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  useEffect(() => {
    if (!deviceId && devices.devices[0]) setDeviceId(devices.devices[0].id);
  }, [deviceId, devices.devices]);
  // One window per device chosen: the list does not move under the reader.
  const filter = useMemo(() => {
    const to = Date.now();
    return { witnesses: [deviceId], from: to - AUDIT_HISTORY_WINDOW_MS, to, limit: 100 };
  }, [deviceId]);
  const [events] = useQuery({
    query: EventListQuery,
    variables: { filter },
    pause: !deviceId,
    requestPolicy: 'network-only',
  });
  const entries: readonly EventEntry[] = events.data?.auditEntries ?? [];
  const selected = entries.find((e) => e.context === selectedId) ?? null;

  return (
    <section className="vt-admin-page vt-device-audit" aria-labelledby="vt-device-audit-title">
      <header className="vt-admin-page__header">
        <h1 id="vt-device-audit-title">{t('deviceAdmin.audit.title')}</h1>
        <SelectField
          label={t('deviceAdmin.audit.device')}
          value={deviceId}
          options={devices.devices.map((d) => ({
            value: d.id,
            label: `${d.name} (${t(`deviceAdmin.types.${d.deviceType}`)})`,
          }))}
          onChange={(id) => {
            setDeviceId(id);
            setSelectedId(null);
          }}
        />
      </header>
      <div className="vt-device-audit__body">
        <div className="vt-device-audit__events" aria-label={t('deviceAdmin.audit.events')}>
          <h2>{t('deviceAdmin.audit.events')}</h2>
          <AdminQueryState fetching={events.fetching && !events.data} error={events.error} empty={entries.length === 0}>
            <Suspense fallback={<p className="vt-muted">{t('deviceAdmin.loading')}</p>}>
              <EventListView
                entries={entries}
                view="Content"
                selectedId={selectedId}
                selectMode={false}
                checked={NONE}
                processing={NONE}
                showSnapshots
                followTop={false}
                formatTime={formatTime}
                onSelect={setSelectedId}
                onOpen={setSelectedId}
                onToggleChecked={() => undefined}
                onAcknowledge={() => undefined}
              />
            </Suspense>
          </AdminQueryState>
        </div>
        <div className="vt-device-audit__details" aria-label={t('deviceAdmin.audit.details')}>
          <h2>{t('deviceAdmin.audit.details')}</h2>
          {selected ? (
            <Suspense fallback={<p className="vt-muted">{t('deviceAdmin.loading')}</p>}>
              <EventDetails entry={selected} showForm={false} onAcknowledge={async () => false} />
            </Suspense>
          ) : (
            <p className="vt-muted">{t('deviceAdmin.audit.selectEvent')}</p>
          )}
        </div>
      </div>
      {deviceId && <DeviceLog deviceId={deviceId} />}
    </section>
  );
}
