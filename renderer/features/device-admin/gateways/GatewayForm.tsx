/** Adding and editing a gateway (spec 3 §2.1 /view/gateway/add and /view/gateway/edit/{gatewayId},
 *  §3.1 Gateway aspect, §7.1 probeGateway and probeGatewayDirectories, §7.2 createGatewayDevice,
 *  update, delete): its OpenAccess URL, user and password (left empty on edit to keep the saved
 *  one), Test connection reading its version and directories, the directory to sign in through,
 *  the cameras tied to it and the events it feeds. A save that the probe warns about is kept and
 *  the warning shown. */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { Button, ErrorBanner, SelectField, TextField, Toggle, useToast } from '../../../ui';
import { ConfirmDelete } from '../ConfirmDelete';
import {
  CreateGatewayMutation,
  DeleteGatewayMutation,
  ProbeGatewayQuery,
  UpdateGatewayMutation,
} from '../deviceAdminDocuments';
import { nameProblem, splitNames, urlProblem } from '../deviceForm';
import { DevicePicker } from '../DevicePicker';
import { AdminFormFooter, adminErrorMessage } from '../../admin';
import { useAdminDevice } from '../useAdminDevice';
import { useDeviceList } from '../useDeviceList';

const GATEWAYS_PATH = '/view/Gateways';

export function GatewayForm({ gatewayId }: { gatewayId?: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const toast = useToast();
  const loaded = useAdminDevice(gatewayId);
  const cameras = useDeviceList(['Media']);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [user, setUser] = useState('');
  const [pass, setPass] = useState('');
  const [directory, setDirectory] = useState('');
  const [directories, setDirectories] = useState<Array<{ id: string; name: string }>>([]);
  const [associated, setAssociated] = useState<string[]>([]);
  const [events, setEvents] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [probe, setProbe] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    const device = loaded.device;
    if (!device) return;
    const aspect = device.aspects?.find((a) => a.type === 'Gateway');
    setName(device.name);
    setUrl(device.config?.connect?.URL ?? '');
    setUser(device.config?.connect?.user ?? '');
    setEnabled(device.enabled !== false);
    if (aspect && 'subscribedEvents' in aspect) {
      setDirectory(aspect.directory ?? '');
      setAssociated([...(aspect.associatedDevices ?? [])]);
      setEvents((aspect.subscribedEvents ?? []).join(', '));
    }
  }, [loaded.device]);

  if (loaded.loading) return <p className="vt-muted">{t('deviceAdmin.loading')}</p>;
  if (loaded.problem) return <ErrorBanner error={loaded.problem} />;
  const problems = { name: nameProblem(name), url: urlProblem(url) };
  const shown = (p: string | null) => (touched && p ? t(`deviceAdmin.validation.${p}`) : undefined);

  const testConnection = async () => {
    setTouched(true);
    if (problems.url) return;
    setProbe(t('deviceAdmin.probing'));
    const input = { id: gatewayId ?? null, URL: url.trim(), user: user.trim() || null, pass: pass || null };
    const result = await client.query(ProbeGatewayQuery, { input }, { requestPolicy: 'network-only' }).toPromise();
    if (result.error) return setProbe(adminErrorMessage(result.error));
    const found = result.data?.probeGateway;
    setDirectories(result.data?.probeGatewayDirectories.directories ?? []);
    setProbe(
      found?.lenelVersion
        ? t('deviceAdmin.gateways.reachable', { version: found.lenelVersion })
        : (found?.warning?.message ?? ''),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problems.name || problems.url) return;
    setBusy(true);
    setFailure(null);
    const input = {
      name: name.trim(),
      URL: url.trim(),
      user: user.trim() || null,
      ...(pass ? { pass } : {}),
      directory: directory || null,
      associatedDevices: associated,
      subscribedEvents: splitNames(events),
      enabled,
    };
    const result = gatewayId
      ? await client.mutation(UpdateGatewayMutation, { id: gatewayId, input }).toPromise()
      : await client.mutation(CreateGatewayMutation, { input }).toPromise();
    setBusy(false);
    if (result.error || !result.data) return setFailure(result.error ? adminErrorMessage(result.error) : '');
    const saved =
      'updateGatewayDevice' in result.data ? result.data.updateGatewayDevice : result.data.createGatewayDevice;
    if (saved.warning?.message)
      toast(t('deviceAdmin.gateways.savedWithWarning', { message: saved.warning.message }), 'warning');
    else toast(t('deviceAdmin.saved', { name: input.name }), 'success');
    navigate(GATEWAYS_PATH);
  };

  const remove = async () => {
    if (!gatewayId) return;
    setBusy(true);
    const result = await client.mutation(DeleteGatewayMutation, { id: gatewayId }).toPromise();
    setBusy(false);
    setDeleting(false);
    if (result.error) return setFailure(adminErrorMessage(result.error));
    navigate(GATEWAYS_PATH);
  };

  const directoryOptions = [
    { value: '', label: t('deviceAdmin.none') },
    ...directories.map((d) => ({ value: d.id, label: d.name })),
    ...(directory && !directories.some((d) => d.id === directory) ? [{ value: directory, label: directory }] : []),
  ];
  return (
    <form
      className="vt-admin-page vt-device-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="vt-gateway-form-title"
    >
      <h1 id="vt-gateway-form-title">{gatewayId ? t('deviceAdmin.gateways.edit') : t('deviceAdmin.gateways.add')}</h1>
      {failure && <ErrorBanner error={failure} />}
      <div className="vt-device-form__grid">
        <TextField label={t('deviceAdmin.fields.name')} value={name} onChange={setName} required />
        {shown(problems.name) && (
          <p className="vt-field__error" role="alert">
            {shown(problems.name)}
          </p>
        )}
        <TextField
          label={t('deviceAdmin.fields.url')}
          value={url}
          onChange={setUrl}
          placeholder="https://onguard.example"
          required
        />
        {shown(problems.url) && (
          <p className="vt-field__error" role="alert">
            {shown(problems.url)}
          </p>
        )}
        <TextField label={t('deviceAdmin.fields.user')} value={user} onChange={setUser} autoComplete="off" />
        <TextField
          label={t('deviceAdmin.fields.password')}
          type="password"
          value={pass}
          onChange={setPass}
          autoComplete="new-password"
          placeholder={gatewayId ? t('deviceAdmin.gateways.keepPassword') : undefined}
        />
        <SelectField
          label={t('deviceAdmin.gateways.directory')}
          value={directory}
          options={directoryOptions}
          onChange={setDirectory}
        />
        <TextField label={t('deviceAdmin.gateways.events')} value={events} onChange={setEvents} />
        <Toggle label={t('deviceAdmin.fields.enabled')} checked={enabled} onChange={setEnabled} />
      </div>
      <DevicePicker
        label={t('deviceAdmin.gateways.cameras')}
        items={cameras.devices.map((c) => ({ id: c.id, name: c.name }))}
        selected={associated}
        onChange={setAssociated}
      />
      {probe && (
        <p className="vt-muted" role="status">
          {probe}
        </p>
      )}
      <AdminFormFooter
        busy={busy}
        onDelete={gatewayId ? () => setDeleting(true) : undefined}
        onCancel={() => navigate(GATEWAYS_PATH)}
      >
        <Button variant="secondary" onClick={() => void testConnection()}>
          {t('deviceAdmin.gateways.test')}
        </Button>
      </AdminFormFooter>
      {deleting && (
        <ConfirmDelete
          name={name}
          detail={t('deviceAdmin.gateways.deleteDetail')}
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setDeleting(false)}
        />
      )}
    </form>
  );
}
