/** Adding and editing a sensor (spec 3 §2.1 /view/sensor/add and /view/sensor/edit/{sensorId}, §3.1
 *  Sensor aspect, §7.1 probeSensorDevice, §7.2 createSensorDevice, update, delete): name, kind (the
 *  alarm it raises), model and serial, where it answers (with a probe), its avatar, the cameras
 *  that watch it, its zones, its events, acknowledgement and position. Saving returns to the list. */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient, useQuery } from 'urql';
import { SENSOR_KINDS } from '../../../../shared/devices/deviceAdminConstants';
import { Button, ErrorBanner, SelectField, TextField, Toggle, useToast } from '../../../ui';
import { DevicePlacementField } from '../../geo-map';
import { ConfirmDelete } from '../ConfirmDelete';
import {
  CreateSensorMutation,
  DeleteSensorMutation,
  ProbeSensorQuery,
  UpdateSensorMutation,
  ZonesQuery,
} from '../deviceAdminDocuments';
import { nameProblem, portProblem, positionInput, positionProblem, splitNames } from '../deviceForm';
import { DevicePicker } from '../DevicePicker';
import { AdminFormFooter, adminErrorMessage } from '../../admin';
import { useAdminDevice } from '../useAdminDevice';
import { type AdminDevice, useDeviceList } from '../useDeviceList';

const SENSORS_PATH = '/view/Sensors';

interface SensorFormState {
  name: string;
  kind: string;
  model: string;
  serial: string;
  host: string;
  port: string;
  platformId: string;
  associatedDevices: string[];
  zones: string[];
  sensorEvents: string;
  enabled: boolean;
  acknowledgeRequired: boolean;
  lat: string;
  lng: string;
}

const EMPTY: SensorFormState = {
  name: '',
  kind: 'generic',
  model: '',
  serial: '',
  host: '',
  port: '',
  platformId: '',
  associatedDevices: [],
  zones: [],
  sensorEvents: '',
  enabled: true,
  acknowledgeRequired: true,
  lat: '',
  lng: '',
};

function fromDevice(device: AdminDevice, kind: string): SensorFormState {
  const aspect = device.aspects?.find((a) => a.type === 'Sensor');
  const sensor = aspect && 'associatedDevices' in aspect ? aspect : undefined;
  return {
    name: device.name,
    kind,
    model: sensor && 'model' in sensor ? (sensor.model ?? '') : '',
    serial: sensor && 'serial' in sensor ? (sensor.serial ?? '') : '',
    host: device.config?.connect?.host ?? '',
    port: device.config?.connect?.port != null ? String(device.config.connect.port) : '',
    platformId: device.platform?.id ?? '',
    associatedDevices: [...(sensor?.associatedDevices ?? [])],
    zones: sensor && 'zones' in sensor ? [...(sensor.zones ?? [])] : [],
    sensorEvents: sensor && 'sensorEvents' in sensor ? (sensor.sensorEvents ?? []).join(', ') : '',
    enabled: device.enabled !== false,
    acknowledgeRequired: device.acknowledgeRequired !== false,
    lat: device.position?.lat != null ? String(device.position.lat) : '',
    lng: device.position?.lng != null ? String(device.position.lng) : '',
  };
}

export function SensorForm({ sensorId }: { sensorId?: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const toast = useToast();
  const loaded = useAdminDevice(sensorId);
  const cameras = useDeviceList(['Media']);
  const avatars = useDeviceList(['Avatar']);
  const [zones] = useQuery({ query: ZonesQuery });
  const [form, setForm] = useState<SensorFormState>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [probe, setProbe] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (loaded.device) setForm(fromDevice(loaded.device, kindOf(loaded.device)));
  }, [loaded.device]);

  const set = <K extends keyof SensorFormState>(key: K, value: SensorFormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const problems = {
    name: nameProblem(form.name),
    port: portProblem(form.port),
    position: positionProblem(form.lat, form.lng),
  };
  const shown = (p: string | null) => (touched && p ? t(`deviceAdmin.validation.${p}`) : undefined);

  if (loaded.loading) return <p className="vt-muted">{t('deviceAdmin.loading')}</p>;
  if (loaded.problem) return <ErrorBanner error={loaded.problem} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    setFailure(null);
    const input = {
      name: form.name.trim(),
      kind: form.kind,
      model: form.model.trim() || null,
      serial: form.serial.trim() || null,
      host: form.host.trim() || null,
      port: form.port.trim() ? Number(form.port) : null,
      platformId: form.platformId || null,
      associatedDevices: form.associatedDevices,
      zones: form.zones,
      sensorEvents: splitNames(form.sensorEvents),
      enabled: form.enabled,
      acknowledgeRequired: form.acknowledgeRequired,
      position: positionInput(form.lat, form.lng),
    };
    const result = sensorId
      ? await client.mutation(UpdateSensorMutation, { id: sensorId, input }).toPromise()
      : await client.mutation(CreateSensorMutation, { input }).toPromise();
    setBusy(false);
    if (result.error) return setFailure(adminErrorMessage(result.error));
    toast(t(sensorId ? 'deviceAdmin.saved' : 'deviceAdmin.added', { name: input.name }), 'success');
    navigate(SENSORS_PATH);
  };

  const runProbe = async () => {
    setProbe(t('deviceAdmin.probing'));
    const result = await client
      .query(
        ProbeSensorQuery,
        { input: { host: form.host.trim(), port: form.port ? Number(form.port) : null } },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    if (result.error) return setProbe(adminErrorMessage(result.error));
    const found = result.data?.probeSensorDevice;
    setProbe(
      found?.reachable ? t('deviceAdmin.sensors.reachable', { ms: found.latencyMs }) : (found?.warning?.message ?? ''),
    );
  };

  const remove = async () => {
    if (!sensorId) return;
    setBusy(true);
    const result = await client.mutation(DeleteSensorMutation, { id: sensorId }).toPromise();
    setBusy(false);
    setDeleting(false);
    if (result.error) return setFailure(adminErrorMessage(result.error));
    navigate(SENSORS_PATH);
  };

  const zoneItems = (zones.data?.labels ?? []).filter((l) => l.type === 'ZONE');
  return (
    <form
      className="vt-admin-page vt-device-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="vt-sensor-form-title"
    >
      <h1 id="vt-sensor-form-title">{sensorId ? t('deviceAdmin.sensors.edit') : t('deviceAdmin.sensors.add')}</h1>
      {failure && <ErrorBanner error={failure} />}
      <div className="vt-device-form__grid">
        <TextField
          label={t('deviceAdmin.fields.name')}
          value={form.name}
          onChange={(v) => set('name', v)}
          required
          aria-invalid={Boolean(shown(problems.name))}
        />
        {shown(problems.name) && (
          <p className="vt-field__error" role="alert">
            {shown(problems.name)}
          </p>
        )}
        <SelectField
          label={t('deviceAdmin.sensors.kind')}
          value={form.kind}
          options={SENSOR_KINDS.map((k) => ({ value: k, label: t(`deviceAdmin.sensors.kinds.${k}`) }))}
          onChange={(v) => set('kind', v)}
        />
        <TextField label={t('deviceAdmin.fields.model')} value={form.model} onChange={(v) => set('model', v)} />
        <TextField label={t('deviceAdmin.fields.serial')} value={form.serial} onChange={(v) => set('serial', v)} />
        <TextField label={t('deviceAdmin.fields.host')} value={form.host} onChange={(v) => set('host', v)} />
        <TextField
          label={t('deviceAdmin.fields.port')}
          value={form.port}
          inputMode="numeric"
          onChange={(v) => set('port', v)}
        />
        {shown(problems.port) && (
          <p className="vt-field__error" role="alert">
            {shown(problems.port)}
          </p>
        )}
        <SelectField
          label={t('deviceAdmin.fields.platform')}
          value={form.platformId}
          options={[
            { value: '', label: t('deviceAdmin.sensors.firstAvatar') },
            ...avatars.devices.map((a) => ({ value: a.id, label: a.name })),
          ]}
          onChange={(v) => set('platformId', v)}
        />
        <TextField
          label={t('deviceAdmin.sensors.events')}
          value={form.sensorEvents}
          onChange={(v) => set('sensorEvents', v)}
        />
        <TextField
          label={t('deviceAdmin.fields.latitude')}
          value={form.lat}
          inputMode="decimal"
          onChange={(v) => set('lat', v)}
        />
        <TextField
          label={t('deviceAdmin.fields.longitude')}
          value={form.lng}
          inputMode="decimal"
          onChange={(v) => set('lng', v)}
        />
        {shown(problems.position) && (
          <p className="vt-field__error" role="alert">
            {shown(problems.position)}
          </p>
        )}
        <DevicePlacementField
          deviceType="sensor"
          deviceId={sensorId}
          lat={form.lat}
          lng={form.lng}
          onChange={(lat, lng) => setForm((f) => ({ ...f, lat, lng }))}
        />
        <Toggle label={t('deviceAdmin.fields.enabled')} checked={form.enabled} onChange={(v) => set('enabled', v)} />
        <Toggle
          label={t('deviceAdmin.fields.acknowledgeRequired')}
          checked={form.acknowledgeRequired}
          onChange={(v) => set('acknowledgeRequired', v)}
        />
      </div>
      <DevicePicker
        label={t('deviceAdmin.sensors.cameras')}
        items={cameras.devices.map((c) => ({ id: c.id, name: c.name }))}
        selected={form.associatedDevices}
        onChange={(ids) => set('associatedDevices', ids)}
      />
      <DevicePicker
        label={t('deviceAdmin.fields.zones')}
        items={zoneItems}
        selected={form.zones}
        onChange={(ids) => set('zones', ids)}
      />
      {probe && (
        <p className="vt-muted" role="status">
          {probe}
        </p>
      )}
      <AdminFormFooter
        busy={busy}
        onDelete={sensorId ? () => setDeleting(true) : undefined}
        onCancel={() => navigate(SENSORS_PATH)}
      >
        <Button variant="secondary" disabled={!form.host.trim()} onClick={() => void runProbe()}>
          {t('deviceAdmin.probe')}
        </Button>
      </AdminFormFooter>
      {deleting && (
        <ConfirmDelete
          name={form.name}
          detail={t('deviceAdmin.sensors.deleteDetail')}
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setDeleting(false)}
        />
      )}
    </form>
  );
}

/** The alarm the sensor raises; a sensor without one is a generic input. */
function kindOf(device: AdminDevice): string {
  return device.config?.sensorKind ?? 'generic';
}
