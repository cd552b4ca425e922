/** How the platform reaches a camera (spec 3 §3.1 connect; §4 connect authentication and source
 *  kinds): connection kind, URL — or for ONVIF the device's host and port —, user, password and
 *  authentication, fields of the enclosing camera form (form kit); warnings of the probe shown
 *  beside their fields. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AUTH_TYPES,
  CAMERA_CONNECTIONS,
  type AuthType,
  type CameraConnection,
} from '../../../shared/cameraAdmin/cameraAdminConstants';
import { ONVIF_DEFAULT_PORT, onvifHostPort, onvifServiceUrl } from '../../../shared/cameraAdmin/onvifAddress';
import { parseCameraUrl } from '../../../shared/cameraAdmin/validateCameraInput';
import {
  FieldMessage,
  FormPasswordField,
  FormSelectField,
  FormTextField,
  SelectField,
  TextField,
  useFormField,
} from '../../ui';
import { withPastedUrl, type CameraFormState } from './cameraForm';

export interface ConnectionFieldsProps {
  /** The probe's warnings by field (url, password, codec, streams). */
  warnings: Record<string, string>;
}

/** The form's URL: a URL pasted with its login fills user and password (withPastedUrl); a problem
 *  shown is checked again as the URL is corrected, before the form was first sent too. */
function useUrlField() {
  const { getValues, setValue, trigger } = useFormContext<CameraFormState>();
  const { field, error } = useFormField<CameraFormState>('url');
  const setUrl = (url: string) => {
    const next = withPastedUrl(getValues(), url);
    if (next.user !== getValues('user')) setValue('user', next.user, { shouldDirty: true });
    if (next.password !== getValues('password')) setValue('password', next.password, { shouldDirty: true });
    field.onChange(next.url);
    if (error !== undefined) void trigger('url');
  };
  return { field, error, setUrl };
}

/** An ONVIF camera's device service named by host and port (spec 3 §4 source kind onvif). */
function OnvifAddressFields() {
  const { t } = useTranslation();
  const { field, error, setUrl } = useUrlField();
  const { host, port } = onvifHostPort(String(field.value));
  return (
    <>
      <TextField
        ref={field.ref}
        name={field.name}
        label={t('cameraAdmin.fields.host')}
        value={host}
        onChange={(value) => setUrl(onvifServiceUrl(value, port))}
        onBlur={field.onBlur}
        placeholder="192.168.1.20"
        error={error}
        autoComplete="off"
        required
      />
      <TextField
        label={t('cameraAdmin.fields.port')}
        value={port}
        inputMode="numeric"
        onChange={(value) => setUrl(onvifServiceUrl(host, value))}
        autoComplete="off"
      />
    </>
  );
}

function UrlField({ connection }: { connection: CameraConnection }) {
  const { t } = useTranslation();
  const { field, error, setUrl } = useUrlField();
  return (
    <TextField
      ref={field.ref}
      name={field.name}
      label={t('cameraAdmin.fields.url')}
      value={String(field.value)}
      onChange={setUrl}
      onBlur={field.onBlur}
      placeholder={connection === 'HTTP' ? 'http://192.168.1.20/video.mjpg' : 'rtsp://192.168.1.20:554/stream1'}
      error={error}
      autoComplete="off"
      required
    />
  );
}

/** A probe's warning about a field, under it. */
function Warning({ text }: { text: string | undefined }) {
  return <FieldMessage id={useId()} message={text} kind="warning" />;
}

export function ConnectionFields({ warnings }: ConnectionFieldsProps) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<CameraFormState>();
  const kind = useFormField<CameraFormState>('connection');
  const [connection, user, passwordSet] = useWatch({ control, name: ['connection', 'user', 'passwordSet'] });
  return (
    <fieldset className="vt-camera-form__group">
      <legend>{t('cameraAdmin.connection.title')}</legend>
      <SelectField<CameraConnection>
        ref={kind.field.ref}
        label={t('cameraAdmin.fields.connection')}
        value={connection}
        options={CAMERA_CONNECTIONS.map((c) => ({ value: c, label: t(`cameraAdmin.connection.kinds.${c}`) }))}
        onChange={(next) => {
          kind.field.onChange(next);
          if (next === 'ONVIF') setValue('url', onvifUrlFrom(getValues('url')), { shouldDirty: true });
        }}
        onBlur={kind.field.onBlur}
      />
      {connection === 'ONVIF' ? <OnvifAddressFields /> : <UrlField connection={connection} />}
      <Warning text={warnings.url} />
      <FormTextField<CameraFormState> name="user" label={t('cameraAdmin.fields.user')} autoComplete="off" />
      <FormPasswordField<CameraFormState>
        name="password"
        label={t('cameraAdmin.fields.password')}
        placeholder={passwordSet ? t('cameraAdmin.connection.keepPassword') : ''}
      />
      <Warning text={warnings.password} />
      <FormSelectField<CameraFormState, AuthType>
        name="authType"
        label={t('cameraAdmin.fields.authType')}
        disabled={!user.trim()}
        options={AUTH_TYPES.map((a) => ({ value: a, label: t(`cameraAdmin.connection.auth.${a}`) }))}
      />
    </fieldset>
  );
}

/** Switching to ONVIF keeps the host of an address already typed (its device service on port 80). */
function onvifUrlFrom(url: string): string {
  return onvifServiceUrl(parseCameraUrl(url)?.host.replace(/^\[|\]$/g, '') ?? '', ONVIF_DEFAULT_PORT);
}
