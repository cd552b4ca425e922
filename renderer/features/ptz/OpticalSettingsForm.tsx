/** The optical-edit form (spec 2 §2): a checkbox per optical flag of PTZ_CONFIG, saved for the
 *  camera; a form-kit form starting from the camera's flags. */
import { useTranslation } from 'react-i18next';
import { PTZ_OPTICAL_FLAGS, type PtzOpticalFlag } from '../../../shared/video/ptzConstants';
import { Form, FormCheckbox, FormSubmitButton, useSharedForm } from '../../ui';
import { ptzConfigInput, type PtzConfigInput } from './ptzConfigInput';
import type { PtzConfig } from './ptzDocuments';

type Flags = Record<PtzOpticalFlag, boolean>;

interface OpticalValues {
  optical: Flags;
}

export interface OpticalSettingsFormProps {
  config: PtzConfig;
  save(config: PtzConfigInput, successKey: string): Promise<boolean>;
}

export function OpticalSettingsForm({ config, save }: OpticalSettingsFormProps) {
  const { t } = useTranslation();
  const form = useSharedForm<OpticalValues>({
    defaultValues: {
      optical: Object.fromEntries(PTZ_OPTICAL_FLAGS.map((flag) => [flag, config.optical?.[flag] === true])) as Flags,
    },
  });
  const submit = form.handleSubmit(async ({ optical }) => {
    await save({ ...ptzConfigInput(config), optical }, 'video.ptz.optical.saved');
  });
  return (
    <Form form={form} onSubmit={submit} className="vt-ptz-form" aria-label={t('video.ptz.optical.title')}>
      <fieldset className="vt-ptz-form__flags">
        <legend>{t('video.ptz.optical.title')}</legend>
        {PTZ_OPTICAL_FLAGS.map((flag) => (
          <FormCheckbox<OpticalValues>
            key={flag}
            name={`optical.${flag}`}
            label={t(`video.ptz.optical.flags.${flag}`)}
          />
        ))}
      </fieldset>
      <FormSubmitButton>{t('video.ptz.optical.save')}</FormSubmitButton>
    </Form>
  );
}
