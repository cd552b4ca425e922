/** The optical-edit form (spec 2 §2): a checkbox per optical flag of PTZ_CONFIG, saved for the camera. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PTZ_OPTICAL_FLAGS, type PtzOpticalFlag } from '../../../shared/video/ptzConstants';
import { Button } from '../../ui';
import { ptzConfigInput, type PtzConfigInput } from './ptzConfigInput';
import type { PtzConfig } from './ptzDocuments';

export interface OpticalSettingsFormProps {
  config: PtzConfig;
  save(config: PtzConfigInput, successKey: string): Promise<boolean>;
}

export function OpticalSettingsForm({ config, save }: OpticalSettingsFormProps) {
  const { t } = useTranslation();
  const [flags, setFlags] = useState<Record<PtzOpticalFlag, boolean>>(
    () =>
      Object.fromEntries(PTZ_OPTICAL_FLAGS.map((flag) => [flag, config.optical?.[flag] === true])) as Record<
        PtzOpticalFlag,
        boolean
      >,
  );
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await save({ ...ptzConfigInput(config), optical: flags }, 'video.ptz.optical.saved');
    setBusy(false);
  };
  return (
    <form className="vt-ptz-form" aria-label={t('video.ptz.optical.title')} onSubmit={(event) => void submit(event)}>
      <fieldset className="vt-ptz-form__flags">
        <legend>{t('video.ptz.optical.title')}</legend>
        {PTZ_OPTICAL_FLAGS.map((flag) => (
          <label key={flag} className="vt-ptz-form__check">
            <input
              type="checkbox"
              checked={flags[flag]}
              onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
            />
            {t(`video.ptz.optical.flags.${flag}`)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" busy={busy}>
        {t('video.ptz.optical.save')}
      </Button>
    </form>
  );
}
