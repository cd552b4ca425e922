/** Adding and editing a sensor (spec 3 §2.1 /view/sensor/add and /view/sensor/edit/{sensorId}, §3.1
 *  Sensor aspect, §7.1 probeSensorDevice, §7.2 createSensorDevice, update, delete): name, kind (the
 *  alarm it raises), model and serial, where it answers (with a probe), its avatar, the cameras
 *  that watch it, its zones, its events, acknowledgement and position. Saving returns to the list. On the console's
 *  form kit. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient, useQuery } from 'urql';
import { SENSOR_KINDS } from '../../../../shared/devices/deviceAdminConstants';
import {
  Button,
  ErrorBanner,
  Form,
  FormBanner,
  FormSelectField,
  FormTextField,
  FormToggle,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../../ui';
import { DevicePlacementField } from '../../geo-map';
import {
  CreateSensorMutation,
  DeleteSensorMutation,
  ProbeSensorQuery,
  UpdateSensorMutation,
  ZonesQuery,
} from '../deviceAdminDocuments';
import { nameProblem, portProblem, positionInput, positionProblem, splitNames } from '../deviceForm';
import { DeviceFormFooter } from '../DeviceFormFooter';
import { FormDevicePicker } from '../FormDevicePicker';
import { adminErrorMessage } from '../../admin';
import { useAdminDevice } from '../useAdminDevice';
import { type AdminDevice, useDeviceList } from '../useDeviceList';
import { useDeviceProblemText } from '../useDeviceProblemText';

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
  const loaded = useAdminDevice(sensorId);
  if (loaded.loading) return <p className="vt-muted">{t('deviceAdmin.loading')}</p>;
  if (loaded.problem) return <ErrorBanner error={loaded.problem} />;
  return (
    <SensorFormFields
      sensorId={sensorId}
      initial={loaded.device ? fromDevice(loaded.device, kindOf(loaded.device)) : EMPTY}
    />
  );
}

function SensorFormFields({ sensorId, initial }: { sensorId: string | undefined; initial: SensorFormState }) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const toast = useToast();
  const cameras = useDeviceList(['Media']);
  const avatars = useDeviceList(['Avatar']);
  const [zones] = useQuery({ query: ZonesQuery });
  const problemText = useDeviceProblemText();
  const form = useSharedForm<SensorFormState>({
    defaultValues: initial,
    rules: (values) => ({
      name: problemText(nameProblem(values.name)),
      port: problemText(portProblem(values.port)),
      // Under the second of the two fields it is about.
      lng: problemText(positionProblem(values.lat, values.lng)),
    }),
  });
  const [lat, lng, host] = form.watch(['lat', 'lng', 'host']);
  const [probe, setProbe] = useState<string | null>(null);

  const submit = useFormSubmit(form, async (values) => {
    const input = {
      name: values.name.trim(),
      kind: values.kind,
      model: values.model.trim() || null,
      serial: values.serial.trim() || null,
      host: values.host.trim() || null,
      port: values.port.trim() ? Number(values.port) : null,
      platformId: values.platformId || null,
      associatedDevices: values.associatedDevices,
      zones: values.zones,
      sensorEvents: splitNames(values.sensorEvents),
      enabled: values.enabled,
      acknowledgeRequired: values.acknowledgeRequired,
      position: positionInput(values.lat, values.lng),
    };
    const result = sensorId
      ? await client.mutation(UpdateSensorMutation, { id: sensorId, input }).toPromise()
      : await client.mutation(CreateSensorMutation, { input }).toPromise();
    if (result.error) return adminErrorMessage(result.error);
    toast(t(sensorId ? 'deviceAdmin.saved' : 'deviceAdmin.added', { name: input.name }), 'success');
    navigate(SENSORS_PATH);
  });

  const runProbe = async () => {
    setProbe(t('deviceAdmin.probing'));
    const { port } = form.getValues();
    const result = await client
      .query(
        ProbeSensorQuery,
        { input: { host: host.trim(), port: port ? Number(port) : null } },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    if (result.error) return setProbe(adminErrorMessage(result.error));
    const found = result.data?.probeSensorDevice;
    setProbe(
      found?.reachable ? t('deviceAdmin.sensors.reachable', { ms: found.latencyMs }) : (found?.warning?.message ?? ''),
    );
  };

  const zoneItems = (zones.data?.labels ?? []).filter((l) => l.type === 'ZONE');
  return (
    <Form form={form} onSubmit={submit} className="vt-admin-page vt-device-form" aria-labelledby="vt-sensor-form-title">
      <h1 id="vt-sensor-form-title">{sensorId ? t('deviceAdmin.sensors.edit') : t('deviceAdmin.sensors.add')}</h1>
      <FormBanner />
      <div className="vt-device-form__grid">
        <FormTextField<SensorFormState> name="name" label={t('deviceAdmin.fields.name')} required />
        <FormSelectField<SensorFormState>
          name="kind"
          label={t('deviceAdmin.sensors.kind')}
          options={SENSOR_KINDS.map((k) => ({ value: k, label: t(`deviceAdmin.sensors.kinds.${k}`) }))}
        />
        <FormTextField<SensorFormState> name="model" label={t('deviceAdmin.fields.model')} />
        <FormTextField<SensorFormState> name="serial" label={t('deviceAdmin.fields.serial')} />
        <FormTextField<SensorFormState> name="host" label={t('deviceAdmin.fields.host')} />
        <FormTextField<SensorFormState> name="port" label={t('deviceAdmin.fields.port')} inputMode="numeric" />
        <FormSelectField<SensorFormState>
          name="platformId"
          label={t('deviceAdmin.fields.platform')}
          options={[
            { value: '', label: t('deviceAdmin.sensors.firstAvatar') },
            ...avatars.devices.map((a) => ({ value: a.id, label: a.name })),
          ]}
        />
        <FormTextField<SensorFormState> name="sensorEvents" label={t('deviceAdmin.sensors.events')} />
        <FormTextField<SensorFormState> name="lat" label={t('deviceAdmin.fields.latitude')} inputMode="decimal" />
        <FormTextField<SensorFormState> name="lng" label={t('deviceAdmin.fields.longitude')} inputMode="decimal" />
        <DevicePlacementField
          deviceType="sensor"
          deviceId={sensorId}
          lat={lat}
          lng={lng}
          onChange={(placedLat, placedLng) => {
            const checked = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
            form.setValue('lat', placedLat, checked);
            form.setValue('lng', placedLng, checked);
          }}
        />
        <FormToggle<SensorFormState> name="enabled" label={t('deviceAdmin.fields.enabled')} />
        <FormToggle<SensorFormState> name="acknowledgeRequired" label={t('deviceAdmin.fields.acknowledgeRequired')} />
      </div>
      <FormDevicePicker<SensorFormState>
        name="associatedDevices"
        label={t('deviceAdmin.sensors.cameras')}
        items={cameras.devices}
      />
      <FormDevicePicker<SensorFormState> name="zones" label={t('deviceAdmin.fields.zones')} items={zoneItems} />
      <DeviceFormFooter
        deviceId={sensorId}
        listPath={SENSORS_PATH}
        deleteDevice={(id) => client.mutation(DeleteSensorMutation, { id }).toPromise()}
        deleteDetail={t('deviceAdmin.sensors.deleteDetail')}
        status={probe}
      >
        <Button variant="secondary" disabled={!host.trim()} onClick={() => void runProbe()}>
          {t('deviceAdmin.probe')}
        </Button>
      </DeviceFormFooter>
    </Form>
  );
}

/** The alarm the sensor raises; a sensor without one is a generic input. */
function kindOf(device: AdminDevice): string {
  return device.config?.sensorKind ?? 'generic';
}
