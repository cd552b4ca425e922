/** Avatar Activation (spec 1 §4 first run: a realm without an avatar opens here; spec 3 §7.2
 *  activateAvatar): the administrator types the key the avatar shows (XXXX-XXXX-XXXX, any case,
 *  with or without dashes) and may name it. Activated, it leads on: to adding a camera when the
 *  realm has none yet, else to the avatar's own page. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { normaliseActivationKey } from '../../../../shared/devices/deviceAdminConstants';
import { Button, ErrorBanner, TextField, useToast } from '../../../ui';
import { ActivateAvatarMutation, DevicesByTypesQuery } from '../deviceAdminDocuments';
import { activationKeyLookAlikes } from './activationKeyLookAlikes';
import { adminErrorMessage } from '../../admin';

export const CAMERA_ADD_PATH = '/view/camera/add';

export function AvatarActivationScreen() {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [key, setKey] = useState('');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const canonical = normaliseActivationKey(key);
  const lookAlikes = activationKeyLookAlikes(key);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canonical) return;
    setBusy(true);
    setFailure(null);
    const result = await client
      .mutation(ActivateAvatarMutation, { activationKey: canonical, name: name.trim() || null })
      .toPromise();
    if (result.error || !result.data) {
      setBusy(false);
      return setFailure(result.error ? adminErrorMessage(result.error) : '');
    }
    const avatar = result.data.activateAvatar;
    toast(t('deviceAdmin.activation.done', { name: avatar.name }), 'success');
    const media = await client
      .query(DevicesByTypesQuery, { types: ['Media'] }, { requestPolicy: 'network-only' })
      .toPromise();
    setBusy(false);
    const hasMedia = (media.data?.devicesByAspectTypes.length ?? 0) > 0;
    navigate(hasMedia ? `/view/link/edit/${encodeURIComponent(avatar.id)}` : CAMERA_ADD_PATH);
  };

  return (
    <form
      className="vt-admin-page vt-device-form vt-avatar-activation"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="vt-activation-title"
    >
      <h1 id="vt-activation-title">{t('admin.views.AvatarActivation')}</h1>
      <p className="vt-muted">{t('deviceAdmin.activation.intro')}</p>
      {failure && <ErrorBanner error={failure} />}
      <TextField
        label={t('deviceAdmin.activation.key')}
        value={key}
        onChange={setKey}
        placeholder="XXXX-XXXX-XXXX"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={touched && !canonical}
      />
      {touched && !canonical && (
        <p className="vt-field__error" role="alert">
          {lookAlikes.length > 0
            ? t('deviceAdmin.validation.activationKeyLookAlikes', { chars: lookAlikes.join(', ') })
            : t('deviceAdmin.validation.activationKey')}
        </p>
      )}
      <TextField label={t('deviceAdmin.activation.name')} value={name} onChange={setName} />
      <footer className="vt-admin-form__footer">
        <Button type="submit" busy={busy}>
          {t('deviceAdmin.activation.submit')}
        </Button>
      </footer>
    </form>
  );
}
