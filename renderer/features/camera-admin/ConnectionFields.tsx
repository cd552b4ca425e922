/** How the platform reaches a camera (spec 3 §3.1 connect; §4 connect authentication and source
 *  kinds): connection kind, URL — or for ONVIF the device's host and port —, user, password and
 *  authentication; warnings of the probe shown beside their fields. */
import { useTranslation } from 'react-i18next';
import { AUTH_TYPES, CAMERA_CONNECTIONS } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { ONVIF_DEFAULT_PORT, onvifHostPort, onvifServiceUrl } from '../../../shared/cameraAdmin/onvifAddress';
import { parseCameraUrl } from '../../../shared/cameraAdmin/validateCameraInput';
import { SelectField, TextField } from '../../ui';
import type { CameraFormState } from './cameraForm';
import { FieldProblem } from './FieldProblem';

export interface ConnectionFieldsProps {
  form: CameraFormState;
  onChange: (change: Partial<CameraFormState>) => void;
  onUrl: (url: string) => void;
  urlProblem: string | undefined;
  /** The probe's warnings by field (url, password, codec, streams). */
  warnings: Record<string, string>;
}

/** An ONVIF camera's device service named by host and port (spec 3 §4 source kind onvif). */
function OnvifAddressFields({ url, onUrl, invalid }: { url: string; onUrl: (url: string) => void; invalid: boolean }) {
  const { t } = useTranslation();
  const { host, port } = onvifHostPort(url);
  return (
    <>
      <TextField
        label={t('cameraAdmin.fields.host')}
        value={host}
        onChange={(value) => onUrl(onvifServiceUrl(value, port))}
        placeholder="192.168.1.20"
        aria-invalid={invalid}
        autoComplete="off"
        required
      />
      <TextField
        label={t('cameraAdmin.fields.port')}
        value={port}
        inputMode="numeric"
        onChange={(value) => onUrl(onvifServiceUrl(host, value))}
        autoComplete="off"
      />
    </>
  );
}

export function ConnectionFields({ form, onChange, onUrl, urlProblem, warnings }: ConnectionFieldsProps) {
  const { t } = useTranslation();
  const onvif = form.connection === 'ONVIF';
  return (
    <fieldset className="vt-camera-form__group">
      <legend>{t('cameraAdmin.connection.title')}</legend>
      <SelectField
        label={t('cameraAdmin.fields.connection')}
        value={form.connection}
        options={CAMERA_CONNECTIONS.map((c) => ({ value: c, label: t(`cameraAdmin.connection.kinds.${c}`) }))}
        onChange={(connection) => onChange({ connection, ...(connection === 'ONVIF' && onvifUrlFrom(form.url)) })}
      />
      {onvif ? (
        <OnvifAddressFields url={form.url} onUrl={onUrl} invalid={Boolean(urlProblem)} />
      ) : (
        <TextField
          label={t('cameraAdmin.fields.url')}
          value={form.url}
          onChange={onUrl}
          placeholder={
            form.connection === 'HTTP' ? 'http://192.168.1.20/video.mjpg' : 'rtsp://192.168.1.20:554/stream1'
          }
          aria-invalid={Boolean(urlProblem)}
          autoComplete="off"
          required
        />
      )}
      <FieldProblem text={urlProblem} />
      <FieldProblem text={warnings.url} kind="warning" />
      <TextField
        label={t('cameraAdmin.fields.user')}
        value={form.user}
        onChange={(user) => onChange({ user })}
        autoComplete="off"
      />
      <TextField
        label={t('cameraAdmin.fields.password')}
        type="password"
        value={form.password}
        onChange={(password) => onChange({ password })}
        placeholder={form.passwordSet ? t('cameraAdmin.connection.keepPassword') : ''}
        autoComplete="new-password"
      />
      <FieldProblem text={warnings.password} kind="warning" />
      <SelectField
        label={t('cameraAdmin.fields.authType')}
        value={form.authType}
        disabled={!form.user.trim()}
        options={AUTH_TYPES.map((a) => ({ value: a, label: t(`cameraAdmin.connection.auth.${a}`) }))}
        onChange={(authType) => onChange({ authType })}
      />
    </fieldset>
  );
}

/** Switching to ONVIF keeps the host of an address already typed (its device service on port 80). */
function onvifUrlFrom(url: string): { url: string } {
  return { url: onvifServiceUrl(parseCameraUrl(url)?.host.replace(/^\[|\]$/g, '') ?? '', ONVIF_DEFAULT_PORT) };
}
