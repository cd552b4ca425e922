/** Avatar Activation (spec 1 §4 first run: a realm without an avatar opens here; spec 3 §7.2
 *  activateAvatar): the administrator types the key the avatar shows (XXXX-XXXX-XXXX, any case,
 *  with or without dashes) and may name it. Activated, it leads on: to adding a camera when the
 *  realm has none yet, else to the avatar's own page. A form-kit form: the key's shape (the shared
 *  normaliseActivationKey) and the platform's refusal of the key show under the key. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { DEVICE_ERROR, normaliseActivationKey } from '../../../../shared/devices/deviceAdminConstants';
import { Button, Form, FormBanner, FormTextField, useFormSubmit, useSharedForm, useToast } from '../../../ui';
import { ActivateAvatarMutation, DevicesByTypesQuery } from '../deviceAdminDocuments';
import { activationKeyLookAlikes } from './activationKeyLookAlikes';

export const CAMERA_ADD_PATH = '/view/camera/add';

interface ActivationValues {
  activationKey: string;
  name: string;
}

const SERVER_FIELDS = {
  activationKey: [DEVICE_ERROR.ACTIVATION_KEY_INVALID, DEVICE_ERROR.ACTIVATION_KEY_UNKNOWN],
} as const;

export function AvatarActivationScreen() {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useSharedForm<ActivationValues>({
    defaultValues: { activationKey: '', name: '' },
    rules: ({ activationKey }) => {
      if (normaliseActivationKey(activationKey)) return {};
      const lookAlikes = activationKeyLookAlikes(activationKey);
      return {
        activationKey:
          lookAlikes.length > 0
            ? t('deviceAdmin.validation.activationKeyLookAlikes', { chars: lookAlikes.join(', ') })
            : t('deviceAdmin.validation.activationKey'),
      };
    },
  });

  const submit = useFormSubmit(
    form,
    async ({ activationKey, name }) => {
      const result = await client
        .mutation(ActivateAvatarMutation, {
          activationKey: normaliseActivationKey(activationKey) ?? activationKey,
          name: name.trim() || null,
        })
        .toPromise();
      if (result.error || !result.data) return result.error ?? t('admin.kit.error');
      const avatar = result.data.activateAvatar;
      toast(t('deviceAdmin.activation.done', { name: avatar.name }), 'success');
      const media = await client
        .query(DevicesByTypesQuery, { types: ['Media'] }, { requestPolicy: 'network-only' })
        .toPromise();
      const hasMedia = (media.data?.devicesByAspectTypes.length ?? 0) > 0;
      void navigate(hasMedia ? `/view/link/edit/${encodeURIComponent(avatar.id)}` : CAMERA_ADD_PATH);
    },
    { serverFields: SERVER_FIELDS },
  );

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="vt-admin-page vt-device-form vt-avatar-activation"
      aria-labelledby="vt-activation-title"
    >
      <h1 id="vt-activation-title">{t('admin.views.AvatarActivation')}</h1>
      <p className="vt-muted">{t('deviceAdmin.activation.intro')}</p>
      <FormBanner />
      <FormTextField<ActivationValues>
        name="activationKey"
        label={t('deviceAdmin.activation.key')}
        placeholder="XXXX-XXXX-XXXX"
        autoComplete="off"
        spellCheck={false}
      />
      <FormTextField<ActivationValues> name="name" label={t('deviceAdmin.activation.name')} />
      <footer className="vt-admin-form__footer">
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('deviceAdmin.activation.submit')}
        </Button>
      </footer>
    </Form>
  );
}
