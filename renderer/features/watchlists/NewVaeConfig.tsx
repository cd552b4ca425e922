/** The form that makes a camera's VAE config from one of its templates (spec 3 §7.2 create VAE
 *  config; issue 32): template, name, requested fps within the template's range, description —
 *  and, for Facial Recognition, the match distance (the configuration's matchDistance: a face is
 *  the enrolled person's when its descriptor lies at most this far from an enrolled photo's). */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { FACE_MATCH_DISTANCE, FACE_MATCH_DISTANCE_RANGE } from '../../../shared/analytics/faceRead';
import { VAE_ERROR, vaeNameError } from '../../../shared/vae/vaeConfigs';
import {
  Button,
  Form,
  FormBanner,
  FormNumberField,
  FormSelectField,
  FormTextField,
  localiseServerMessage,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { CreateVaeConfigMutation } from './vaeDocuments';

interface NewConfigValues {
  template: string;
  name: string;
  fps: number | null;
  description: string;
  matchDistance: number | null;
}

export interface TemplateOption {
  id: string;
  name: string;
  engine: string;
  requestedFps: { min?: number | null; max?: number | null };
  defaultFps: number;
}

export function NewVaeConfig({
  cameraId,
  templates,
  taken,
  onCreated,
}: {
  cameraId: string;
  templates: readonly TemplateOption[];
  taken: readonly string[];
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const say = (message: string) => localiseServerMessage(t, message);
  const free = templates.filter((tpl) => !taken.includes(tpl.id));
  const first = free[0];
  const form = useSharedForm<NewConfigValues>({
    defaultValues: {
      template: first?.id ?? '',
      name: first?.name ?? '',
      fps: first?.defaultFps ?? 1,
      description: '',
      matchDistance: FACE_MATCH_DISTANCE,
    },
    rules: (v) => {
      const name = vaeNameError(v.name);
      const tpl = templates.find((x) => x.id === v.template);
      const min = tpl?.requestedFps.min ?? 0;
      const max = tpl?.requestedFps.max ?? 0;
      const fpsWrong = v.fps === null || !Number.isFinite(v.fps) || v.fps < min || v.fps > max;
      const d = v.matchDistance;
      const range = FACE_MATCH_DISTANCE_RANGE;
      const distanceWrong = tpl?.engine === 'face' && (d === null || !(d >= range.min && d <= range.max));
      return {
        name: name ? say(name) : undefined,
        fps: fpsWrong ? say(VAE_ERROR.FPS(min, max)) : undefined,
        matchDistance: distanceWrong ? say(VAE_ERROR.MATCH_DISTANCE) : undefined,
      };
    },
  });
  const submit = useFormSubmit(
    form,
    async (values) => {
      const face = templates.find((x) => x.id === values.template)?.engine === 'face';
      const result = await client
        .mutation(CreateVaeConfigMutation, {
          config: {
            deviceId: cameraId,
            template: values.template,
            name: values.name.trim(),
            fps: values.fps,
            description: values.description.trim(),
            ...(face && { configuration: { matchDistance: values.matchDistance } }),
          },
        })
        .toPromise();
      if (result.error) return result.error;
      toast(t('vae.created', { name: values.name.trim() }), 'success');
      onCreated();
    },
    {
      serverFields: {
        name: [VAE_ERROR.NAME_EMPTY, VAE_ERROR.NAME_TOO_LONG],
        matchDistance: [VAE_ERROR.MATCH_DISTANCE],
      },
    },
  );
  const chosen = templates.find((x) => x.id === form.watch('template'));
  // A new template brings its own name and fps, unless the user has written their own.
  const previous = useRef(first?.id);
  useEffect(() => {
    if (!chosen || chosen.id === previous.current) return;
    const before = templates.find((x) => x.id === previous.current);
    previous.current = chosen.id;
    if (!form.getFieldState('name').isDirty || form.getValues('name') === before?.name)
      form.setValue('name', chosen.name);
    if (!form.getFieldState('fps').isDirty || form.getValues('fps') === before?.defaultFps) {
      form.setValue('fps', chosen.defaultFps);
    }
  }, [chosen, form, templates]);
  if (!first) return null;
  return (
    <Form form={form} onSubmit={submit} className="vt-vae__new" aria-labelledby="vt-vae-new-title">
      <h3 id="vt-vae-new-title">{t('vae.add')}</h3>
      <FormBanner />
      <div className="vt-vae__new-fields">
        <FormSelectField<NewConfigValues, string>
          name="template"
          label={t('vae.template')}
          options={free.map((tpl) => ({
            value: tpl.id,
            label: t(`vae.templates.${tpl.id}`, { defaultValue: tpl.name }),
          }))}
        />
        <FormTextField<NewConfigValues> name="name" label={t('vae.name')} required />
        <FormNumberField<NewConfigValues> name="fps" label={t('vae.requestedFps')} />
        <FormTextField<NewConfigValues> name="description" label={t('vae.description')} />
        {chosen?.engine === 'face' && (
          <FormNumberField<NewConfigValues> name="matchDistance" label={t('vae.matchDistance')} inputMode="decimal" />
        )}
      </div>
      <Button type="submit" busy={form.formState.isSubmitting}>
        {t('vae.create')}
      </Button>
    </Form>
  );
}
