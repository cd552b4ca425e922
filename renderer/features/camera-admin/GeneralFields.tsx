/** A camera's administrative settings (spec 3 §3.1; spec 2 §3 camera attributes): name, location,
 *  position on the map, delivery priority, acknowledgement of its alarms, PTZ, enabled — fields of
 *  the enclosing camera form (form kit). */
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField, FormToggle } from '../../ui';
import { DevicePlacementField } from '../geo-map';
import type { CameraFormState } from './cameraForm';

export function GeneralFields({
  cameraId,
}: {
  /** The camera being edited; none while one is added. */ cameraId?: string;
}) {
  const { t } = useTranslation();
  const { control, setValue, formState } = useFormContext<CameraFormState>();
  const [lat, lng] = useWatch({ control, name: ['lat', 'lng'] });
  return (
    <fieldset className="vt-camera-form__group">
      <legend>{t('cameraAdmin.general.title')}</legend>
      <FormTextField<CameraFormState> name="name" label={t('cameraAdmin.fields.name')} required />
      <FormTextField<CameraFormState> name="location" label={t('cameraAdmin.fields.location')} />
      <div className="vt-camera-form__row">
        <FormTextField<CameraFormState>
          name="lat"
          deps={['lng']}
          label={t('cameraAdmin.fields.latitude')}
          inputMode="decimal"
        />
        <FormTextField<CameraFormState>
          name="lng"
          deps={['lat']}
          label={t('cameraAdmin.fields.longitude')}
          inputMode="decimal"
        />
      </div>
      <DevicePlacementField
        deviceType="camera"
        deviceId={cameraId}
        lat={lat}
        lng={lng}
        onChange={(nextLat, nextLng) => {
          const how = { shouldDirty: true, shouldValidate: formState.isSubmitted };
          setValue('lat', nextLat, how);
          setValue('lng', nextLng, how);
        }}
      />
      <FormTextField<CameraFormState>
        name="deliveryPriority"
        label={t('cameraAdmin.fields.deliveryPriority')}
        inputMode="numeric"
        placeholder="1–10"
      />
      <FormToggle<CameraFormState> name="acknowledgeRequired" label={t('cameraAdmin.fields.acknowledgeRequired')} />
      <FormToggle<CameraFormState> name="isPtz" label={t('cameraAdmin.fields.isPtz')} />
      <FormToggle<CameraFormState> name="enabled" label={t('cameraAdmin.fields.enabled')} />
    </fieldset>
  );
}
