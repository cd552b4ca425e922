/** Adding and editing a gateway (spec 3 §2.1 /view/gateway/add and /view/gateway/edit/{gatewayId},
 *  §3.1 Gateway aspect, §7.1 probeGateway and probeGatewayDirectories, §7.2 createGatewayDevice,
 *  update, delete): its OpenAccess URL, user and password (left empty on edit to keep the saved
 *  one), Test connection reading its version and directories, the directory to sign in through,
 *  the cameras tied to it and the events it feeds; a saved gateway's event intake (issue 28). A
 *  save that the probe warns about is kept and the warning shown. On the console's form kit. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import {
  Button,
  ErrorBanner,
  Form,
  FormBanner,
  FormPasswordField,
  FormSelectField,
  FormTextField,
  FormToggle,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../../ui';
import {
  CreateGatewayMutation,
  DeleteGatewayMutation,
  ProbeGatewayQuery,
  UpdateGatewayMutation,
} from '../deviceAdminDocuments';
import { nameProblem, splitNames, urlProblem } from '../deviceForm';
import { DeviceFormFooter } from '../DeviceFormFooter';
import { FormDevicePicker } from '../FormDevicePicker';
import { adminErrorMessage } from '../../admin';
import { useAdminDevice } from '../useAdminDevice';
import { type AdminDevice, useDeviceList } from '../useDeviceList';
import { useDeviceProblemText } from '../useDeviceProblemText';
import { GatewayEventIntake } from './GatewayEventIntake';

const GATEWAYS_PATH = '/view/Gateways';

interface GatewayValues {
  name: string;
  url: string;
  user: string;
  pass: string;
  directory: string;
  events: string;
  enabled: boolean;
  associated: string[];
}

type Directory = { id: string; name: string };

function valuesOf(device: AdminDevice | null): GatewayValues {
  const aspect = device?.aspects?.find((a) => a.type === 'Gateway');
  const gateway = aspect && 'subscribedEvents' in aspect ? aspect : undefined;
  return {
    name: device?.name ?? '',
    url: device?.config?.connect?.URL ?? '',
    user: device?.config?.connect?.user ?? '',
    pass: '',
    directory: gateway?.directory ?? '',
    events: (gateway?.subscribedEvents ?? []).join(', '),
    enabled: device?.enabled !== false,
    associated: [...(gateway?.associatedDevices ?? [])],
  };
}

export function GatewayForm({ gatewayId }: { gatewayId?: string }) {
  const { t } = useTranslation();
  const loaded = useAdminDevice(gatewayId);
  if (loaded.loading) return <p className="vt-muted">{t('deviceAdmin.loading')}</p>;
  if (loaded.problem) return <ErrorBanner error={loaded.problem} />;
  return <GatewayFormFields gatewayId={gatewayId} device={loaded.device} />;
}

function GatewayFormFields({ gatewayId, device }: { gatewayId: string | undefined; device: AdminDevice | null }) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const toast = useToast();
  const cameras = useDeviceList(['Media']);
  const problemText = useDeviceProblemText();
  const form = useSharedForm<GatewayValues>({
    defaultValues: valuesOf(device),
    rules: (values) => ({ name: problemText(nameProblem(values.name)), url: problemText(urlProblem(values.url)) }),
  });
  // What Test connection last found: its words, and the directories to sign in through.
  const [probe, setProbe] = useState<{ message: string; directories: Directory[] } | null>(null);

  const testConnection = async () => {
    if (!(await form.trigger('url', { shouldFocus: true }))) return;
    const { url, user, pass } = form.getValues();
    setProbe({ message: t('deviceAdmin.probing'), directories: probe?.directories ?? [] });
    const input = { id: gatewayId ?? null, URL: url.trim(), user: user.trim() || null, pass: pass || null };
    const result = await client.query(ProbeGatewayQuery, { input }, { requestPolicy: 'network-only' }).toPromise();
    if (result.error) return setProbe({ message: adminErrorMessage(result.error), directories: [] });
    const found = result.data?.probeGateway;
    setProbe({
      message: found?.lenelVersion
        ? t('deviceAdmin.gateways.reachable', { version: found.lenelVersion })
        : (found?.warning?.message ?? ''),
      directories: result.data?.probeGatewayDirectories.directories ?? [],
    });
  };

  const submit = useFormSubmit(form, async (values) => {
    const input = {
      name: values.name.trim(),
      URL: values.url.trim(),
      user: values.user.trim() || null,
      ...(values.pass ? { pass: values.pass } : {}),
      directory: values.directory || null,
      associatedDevices: values.associated,
      subscribedEvents: splitNames(values.events),
      enabled: values.enabled,
    };
    const result = gatewayId
      ? await client.mutation(UpdateGatewayMutation, { id: gatewayId, input }).toPromise()
      : await client.mutation(CreateGatewayMutation, { input }).toPromise();
    if (result.error || !result.data) return result.error ? adminErrorMessage(result.error) : '';
    const saved =
      'updateGatewayDevice' in result.data ? result.data.updateGatewayDevice : result.data.createGatewayDevice;
    if (saved.warning?.message)
      toast(t('deviceAdmin.gateways.savedWithWarning', { message: saved.warning.message }), 'warning');
    else toast(t('deviceAdmin.saved', { name: input.name }), 'success');
    navigate(GATEWAYS_PATH);
  });

  const directory = form.watch('directory');
  const found = probe?.directories ?? [];
  const directoryOptions = [
    { value: '', label: t('deviceAdmin.none') },
    ...found.map((d) => ({ value: d.id, label: d.name })),
    ...(directory && !found.some((d) => d.id === directory) ? [{ value: directory, label: directory }] : []),
  ];
  return (
    <Form
      form={form}
      onSubmit={submit}
      className="vt-admin-page vt-device-form"
      aria-labelledby="vt-gateway-form-title"
    >
      <h1 id="vt-gateway-form-title">{gatewayId ? t('deviceAdmin.gateways.edit') : t('deviceAdmin.gateways.add')}</h1>
      <FormBanner />
      <div className="vt-device-form__grid">
        <FormTextField<GatewayValues> name="name" label={t('deviceAdmin.fields.name')} required />
        <FormTextField<GatewayValues>
          name="url"
          label={t('deviceAdmin.fields.url')}
          placeholder="https://onguard.example"
          required
        />
        <FormTextField<GatewayValues> name="user" label={t('deviceAdmin.fields.user')} autoComplete="off" />
        <FormPasswordField<GatewayValues>
          name="pass"
          label={t('deviceAdmin.fields.password')}
          placeholder={gatewayId ? t('deviceAdmin.gateways.keepPassword') : undefined}
        />
        <FormSelectField<GatewayValues>
          name="directory"
          label={t('deviceAdmin.gateways.directory')}
          options={directoryOptions}
        />
        <FormTextField<GatewayValues> name="events" label={t('deviceAdmin.gateways.events')} />
        <FormToggle<GatewayValues> name="enabled" label={t('deviceAdmin.fields.enabled')} />
      </div>
      <FormDevicePicker<GatewayValues>
        name="associated"
        label={t('deviceAdmin.gateways.cameras')}
        items={cameras.devices}
      />
      {gatewayId && <GatewayEventIntake gatewayId={gatewayId} />}
      <DeviceFormFooter
        deviceId={gatewayId}
        listPath={GATEWAYS_PATH}
        deleteDevice={(id) => client.mutation(DeleteGatewayMutation, { id }).toPromise()}
        deleteDetail={t('deviceAdmin.gateways.deleteDetail')}
        status={probe?.message}
      >
        <Button variant="secondary" onClick={() => void testConnection()}>
          {t('deviceAdmin.gateways.test')}
        </Button>
      </DeviceFormFooter>
    </Form>
  );
}
