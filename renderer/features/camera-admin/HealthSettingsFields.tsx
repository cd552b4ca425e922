/** A camera's health settings (spec 3 §3.1; issue 29): how its failure counts in the system status
 *  (gravity) and how long its stream may take to start (readiness) or fall silent (liveness) before
 *  it counts as failed, each with its range and default — fields of the enclosing camera form. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_HEALTH_SETTINGS, HEALTH_GRAVITY, HEALTH_SETTING_LIMITS } from '../../../shared/metrics/healthSettings';
import { FormSelectField, FormTextField } from '../../ui';
import type { CameraFormState } from './cameraForm';

const GRAVITIES = Object.entries(HEALTH_GRAVITY) as Array<[keyof typeof HEALTH_GRAVITY, number]>;

export function HealthSettingsFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<CameraFormState>();
  const chosen = useWatch({ control, name: 'gravity' });
  const gravity = GRAVITIES.find(([, value]) => String(value) === chosen)?.[0];
  const hintId = useId();
  const timeout = (field: 'readinessTimeout' | 'livenessTimeout') => ({
    ...HEALTH_SETTING_LIMITS[field],
    default: DEFAULT_HEALTH_SETTINGS[field],
  });
  return (
    <fieldset className="vt-camera-form__group">
      <legend>{t('cameraAdmin.healthSettings.title')}</legend>
      <FormSelectField<CameraFormState>
        name="gravity"
        label={t('cameraAdmin.fields.gravity')}
        options={GRAVITIES.map(([name, value]) => ({
          value: String(value),
          label:
            value === DEFAULT_HEALTH_SETTINGS.gravity
              ? t('cameraAdmin.healthSettings.byDefault', { value: t(`cameraAdmin.healthSettings.gravity.${name}`) })
              : t(`cameraAdmin.healthSettings.gravity.${name}`),
        }))}
      />
      {gravity && <p className="vt-muted">{t(`cameraAdmin.healthSettings.gravityExplain.${gravity}`)}</p>}
      <div className="vt-camera-form__row">
        <FormTextField<CameraFormState>
          name="readinessTimeout"
          label={t('cameraAdmin.fields.readinessTimeout')}
          inputMode="numeric"
          aria-describedby={`${hintId}-readiness`}
        />
        <FormTextField<CameraFormState>
          name="livenessTimeout"
          label={t('cameraAdmin.fields.livenessTimeout')}
          inputMode="numeric"
          aria-describedby={`${hintId}-liveness`}
        />
      </div>
      <p className="vt-muted" id={`${hintId}-readiness`}>
        {t('cameraAdmin.healthSettings.readinessExplain', timeout('readinessTimeout'))}
      </p>
      <p className="vt-muted" id={`${hintId}-liveness`}>
        {t('cameraAdmin.healthSettings.livenessExplain', timeout('livenessTimeout'))}
      </p>
    </fieldset>
  );
}
