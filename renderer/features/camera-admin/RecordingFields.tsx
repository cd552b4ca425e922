/** How a camera is recorded (spec 3 §4 recording modes) and kept (§3.1 storageConfig: the storage
 *  pool and its ttlHours): CONTINUOUS, EVENTS with pre- and post-roll, LIVE, NONE. */
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { RECORDING_MODES } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { SelectField, TextField } from '../../ui';
import { StoragePoolsQuery } from './cameraAdminDocuments';
import type { CameraFormField, CameraFormState } from './cameraForm';
import { FieldProblem } from './FieldProblem';

export function RecordingFields({
  form,
  onChange,
  problems,
}: {
  form: CameraFormState;
  onChange: (change: Partial<CameraFormState>) => void;
  problems: Partial<Record<CameraFormField, string>>;
}) {
  const { t } = useTranslation();
  const [pools] = useQuery({ query: StoragePoolsQuery });
  const options = (pools.data?.storagePools ?? []).map((p) => ({
    value: p.id,
    label: t('cameraAdmin.recording.pool', { name: p.name, hours: p.ttlHours }),
  }));
  return (
    <fieldset className="vt-camera-form__group">
      <legend>{t('cameraAdmin.recording.title')}</legend>
      <SelectField
        label={t('cameraAdmin.fields.recording')}
        value={form.mode}
        options={RECORDING_MODES.map((m) => ({ value: m, label: t(`cameraAdmin.recording.modes.${m}`) }))}
        onChange={(mode) => onChange({ mode })}
      />
      <p className="vt-muted">{t(`cameraAdmin.recording.explain.${form.mode}`)}</p>
      {form.mode === 'EVENTS' && (
        <div className="vt-camera-form__row">
          <TextField
            label={t('cameraAdmin.fields.preRoll')}
            inputMode="numeric"
            value={form.preRollSeconds}
            onChange={(preRollSeconds) => onChange({ preRollSeconds })}
          />
          <TextField
            label={t('cameraAdmin.fields.postRoll')}
            inputMode="numeric"
            value={form.postRollSeconds}
            onChange={(postRollSeconds) => onChange({ postRollSeconds })}
          />
        </div>
      )}
      <FieldProblem text={problems.preRollSeconds ?? problems.postRollSeconds} />
      {options.length > 0 && (
        <SelectField
          label={t('cameraAdmin.fields.storagePool')}
          value={form.storagePoolId || (options[0]?.value ?? '')}
          options={options}
          onChange={(storagePoolId) => onChange({ storagePoolId })}
        />
      )}
    </fieldset>
  );
}
