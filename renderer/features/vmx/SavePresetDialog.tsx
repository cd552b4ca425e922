/** Saving what the wall shows as a preset (issue 30): its name checked by the platform's rule
 *  (shared/walls); a name a preset already has replaces that preset, which the dialog says before. */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WALL_ERROR, wallNameError } from '../../../shared/walls/videoWalls';
import {
  Dialog,
  Form,
  FormBanner,
  FormDialogActions,
  FormTextField,
  localiseServerMessage,
  useFormSubmit,
  useSharedForm,
} from '../../ui';

interface PresetValues {
  name: string;
}

export interface SavePresetDialogProps {
  presetNames: readonly string[];
  /** Saves; the platform's refusal, or null when saved. */
  onSave(name: string): Promise<string | null>;
  onClose(): void;
}

export function SavePresetDialog({ presetNames, onSave, onClose }: SavePresetDialogProps) {
  const { t } = useTranslation();
  const form = useSharedForm<PresetValues>({
    defaultValues: { name: '' },
    rules: (v) => {
      const problem = wallNameError(v.name);
      return { name: problem && localiseServerMessage(t, problem) };
    },
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const replaces = presetNames.includes(name.trim());
  const submit = useFormSubmit(
    form,
    async (values) => {
      const refused = await onSave(values.name.trim());
      if (refused) return { message: refused };
      onClose();
    },
    { serverFields: { name: [WALL_ERROR.NAME_TOO_LONG, WALL_ERROR.NAME_EMPTY] } },
  );
  return (
    <Dialog title={t('vmx.presets.saveTitle')} onClose={onClose}>
      <Form form={form} onSubmit={submit} className="vt-vmx-preset-form" aria-label={t('vmx.presets.saveTitle')}>
        <FormBanner />
        <FormTextField<PresetValues> name="name" label={t('vmx.presets.name')} autoFocus required />
        {replaces && <p className="vt-muted">{t('vmx.presets.replaces')}</p>}
        <FormDialogActions submitLabel={t('vmx.presets.save')} onCancel={onClose} />
      </Form>
    </Dialog>
  );
}
