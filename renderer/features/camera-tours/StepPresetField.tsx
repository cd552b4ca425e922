/** A step's preset (spec 3 §3.6 cameraPreset): the presets of the step's PTZ camera (its
 *  PTZ_CONFIG), or none, where the step shows the camera without moving it. A camera without PTZ
 *  has no presets to choose; a preset the camera no longer has stays named until changed. */
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FormSelectField } from '../../ui';
import { TourPresetsQuery } from './cameraTourDocuments';
import type { TourFormValues } from './tourFormValues';

export function StepPresetField({ index, isPtz }: { index: number; isPtz: (cameraId: string) => boolean }) {
  const { t } = useTranslation();
  const form = useFormContext<TourFormValues>();
  const cameraId = useWatch({ control: form.control, name: `steps.${index}.cameraId` });
  const preset = useWatch({ control: form.control, name: `steps.${index}.cameraPreset` });
  const ptz = !!cameraId && isPtz(cameraId);
  const [presets] = useQuery({ query: TourPresetsQuery, variables: { id: cameraId }, pause: !ptz });

  // Another camera: the last one's preset means nothing on it.
  const shownFor = useRef(cameraId);
  useEffect(() => {
    if (shownFor.current === cameraId) return;
    shownFor.current = cameraId;
    form.setValue(`steps.${index}.cameraPreset`, '', { shouldDirty: true });
  }, [cameraId, index, form]);

  const known = presets.data?.ptzConfig?.presets ?? [];
  const options = [
    { value: '', label: t(ptz ? 'cameraTours.step.noPreset' : 'cameraTours.step.noPtz') },
    ...known.map((p) => ({ value: p.id, label: p.name ?? p.id })),
    ...(preset && !known.some((p) => p.id === preset)
      ? [{ value: preset, label: t('cameraTours.step.missingPreset', { id: preset }) }]
      : []),
  ];
  return (
    <FormSelectField<TourFormValues>
      name={`steps.${index}.cameraPreset`}
      label={t('cameraTours.step.preset')}
      options={options}
      disabled={!ptz && !preset}
    />
  );
}
