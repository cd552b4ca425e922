/** How a camera is recorded (spec 3 §4 recording modes) and kept (§3.1 storageConfig: the storage
 *  pool and its ttlHours): CONTINUOUS, EVENTS with pre- and post-roll, LIVE, NONE — fields of the
 *  enclosing camera form (form kit). */
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { useQuery } from 'urql';
import { RECORDING_MODES, type RecordingMode } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { FormSelectField, FormTextField } from '../../ui';
import { StoragePoolsQuery } from './cameraAdminDocuments';
import type { CameraFormState } from './cameraForm';

export function RecordingFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<CameraFormState>();
  const mode = useWatch({ control, name: 'mode' });
  const [pools] = useQuery({ query: StoragePoolsQuery });
  const options = (pools.data?.storagePools ?? []).map((p) => ({
    value: p.id,
    label: t('cameraAdmin.recording.pool', { name: p.name, hours: p.ttlHours }),
  }));
  return (
    <fieldset className="vt-camera-form__group">
      <legend>{t('cameraAdmin.recording.title')}</legend>
      <FormSelectField<CameraFormState, RecordingMode>
        name="mode"
        label={t('cameraAdmin.fields.recording')}
        options={RECORDING_MODES.map((m) => ({ value: m, label: t(`cameraAdmin.recording.modes.${m}`) }))}
      />
      <p className="vt-muted">{t(`cameraAdmin.recording.explain.${mode}`)}</p>
      {mode === 'EVENTS' && (
        <div className="vt-camera-form__row">
          <FormTextField<CameraFormState>
            name="preRollSeconds"
            label={t('cameraAdmin.fields.preRoll')}
            inputMode="numeric"
          />
          <FormTextField<CameraFormState>
            name="postRollSeconds"
            label={t('cameraAdmin.fields.postRoll')}
            inputMode="numeric"
          />
        </div>
      )}
      {options.length > 0 && (
        // No pool chosen: the platform's default, the list's first.
        <FormSelectField<CameraFormState>
          name="storagePoolId"
          label={t('cameraAdmin.fields.storagePool')}
          options={options}
        />
      )}
    </fieldset>
  );
}
