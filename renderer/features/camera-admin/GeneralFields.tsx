/** A camera's administrative settings (spec 3 §3.1; spec 2 §3 camera attributes): name, location,
 *  position on the map, delivery priority, acknowledgement of its alarms, PTZ, enabled. */
import { useTranslation } from 'react-i18next';
import { TextField, Toggle } from '../../ui';
import { DevicePlacementField } from '../geo-map';
import type { CameraFormField, CameraFormState } from './cameraForm';
import { FieldProblem } from './FieldProblem';

export function GeneralFields({
  form,
  onChange,
  problems,
  cameraId,
}: {
  /** The camera being edited; none while one is added. */
  cameraId?: string;
  form: CameraFormState;
  onChange: (change: Partial<CameraFormState>) => void;
  problems: Partial<Record<CameraFormField, string>>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="vt-camera-form__group">
      <legend>{t('cameraAdmin.general.title')}</legend>
      <TextField
        label={t('cameraAdmin.fields.name')}
        value={form.name}
        onChange={(name) => onChange({ name })}
        aria-invalid={Boolean(problems.name)}
        required
      />
      <FieldProblem text={problems.name} />
      <TextField
        label={t('cameraAdmin.fields.location')}
        value={form.location}
        onChange={(location) => onChange({ location })}
      />
      <div className="vt-camera-form__row">
        <TextField
          label={t('cameraAdmin.fields.latitude')}
          inputMode="decimal"
          value={form.lat}
          onChange={(lat) => onChange({ lat })}
        />
        <TextField
          label={t('cameraAdmin.fields.longitude')}
          inputMode="decimal"
          value={form.lng}
          onChange={(lng) => onChange({ lng })}
        />
      </div>
      <FieldProblem text={problems.position} />
      <DevicePlacementField
        deviceType="camera"
        deviceId={cameraId}
        lat={form.lat}
        lng={form.lng}
        onChange={(lat, lng) => onChange({ lat, lng })}
      />
      <TextField
        label={t('cameraAdmin.fields.deliveryPriority')}
        inputMode="numeric"
        value={form.deliveryPriority}
        onChange={(deliveryPriority) => onChange({ deliveryPriority })}
        placeholder="1–10"
      />
      <FieldProblem text={problems.deliveryPriority} />
      <Toggle
        label={t('cameraAdmin.fields.acknowledgeRequired')}
        checked={form.acknowledgeRequired}
        onChange={(acknowledgeRequired) => onChange({ acknowledgeRequired })}
      />
      <Toggle label={t('cameraAdmin.fields.isPtz')} checked={form.isPtz} onChange={(isPtz) => onChange({ isPtz })} />
      <Toggle
        label={t('cameraAdmin.fields.enabled')}
        checked={form.enabled}
        onChange={(enabled) => onChange({ enabled })}
      />
    </fieldset>
  );
}
