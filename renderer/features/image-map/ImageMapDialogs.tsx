/** The edit mode's dialogs (spec 3 §2.11, §3.4; the layout is not shown): a name for a set, layer
 *  or map (the confirm button is off while the name is empty or a sibling's), a map's name with its
 *  floor plan file, and the confirmation before a delete. The name dialog is a form-kit form. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAP_PLAN_ACCEPT, IMAGE_MAP_PLAN_MAX_BYTES } from '../../../shared/imageMap/imageMapConstants';
import { imageMapNameError, type NamedSibling } from '../../../shared/imageMap/imageMapNames';
import { Button, ConfirmDialog, Dialog, Form, FormTextField, useSharedForm } from '../../ui';
import { useProgressTask } from '../statusbar';
import { readPlanFile } from './readPlanFile';

export interface NameDialogProps {
  title: string;
  initialName?: string;
  siblings: readonly NamedSibling[];
  selfId?: string;
  /** With a file picker for the floor plan (a new map, or a new plan for one). */
  withPlan?: 'required' | 'only';
  onSubmit(name: string, base64: string | null): Promise<boolean>;
  onClose(): void;
}

interface NameValues {
  name: string;
  /** The floor plan read from the chosen file (base64), null until one is read. */
  plan: string | null;
}

export function NameDialog(props: NameDialogProps) {
  const { title, initialName = '', siblings, selfId, withPlan, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const nameError = (name: string) =>
    withPlan === 'only' ? null : imageMapNameError(name, siblings, selfId, t('imageMap.nameTaken'));
  const form = useSharedForm<NameValues>({
    defaultValues: { name: initialName, plan: null },
    // The shared rule of image map names, said as the name is typed; the name the dialog opened
    // with (empty for a new one) goes unremarked, OK staying off while it cannot be used.
    rules: (values) => ({ name: values.name === initialName ? null : nameError(values.name) }),
    checkAsTyped: true,
  });
  const [name, plan] = form.watch(['name', 'plan']);
  const planProblem = form.formState.errors.plan?.message;
  const blocked = form.formState.isSubmitting || nameError(name) !== null || (withPlan !== undefined && plan === null);
  const withProgress = useProgressTask();
  const submit = form.handleSubmit(async (values) => {
    const sent = onSubmit(values.name.trim(), values.plan);
    // An upload shows in the status bar's progress while it runs (spec 1 §2.10).
    const done =
      values.plan === null ? await sent : await withProgress({ label: t('statusbar.progress.uploadPlan') }, sent);
    if (done) onClose();
  });
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="primary" disabled={blocked} onClick={() => void submit()}>
            {t('imageMap.ok')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('imageMap.cancel')}
          </Button>
        </>
      }
    >
      <Form
        form={form}
        className="vt-image-map-form"
        onSubmit={(event) => {
          event?.preventDefault();
          if (!blocked) void submit();
        }}
      >
        {withPlan !== 'only' && <FormTextField<NameValues> name="name" label={t('imageMap.name')} autoFocus />}
        {withPlan && (
          <label className="vt-image-map-form__file">
            <span>{t('imageMap.plan')}</span>
            <input
              type="file"
              accept={IMAGE_MAP_PLAN_ACCEPT}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                form.setValue('plan', null);
                form.clearErrors('plan');
                if (!file) return;
                const read = await readPlanFile(file);
                if ('base64' in read) form.setValue('plan', read.base64);
                else form.setError('plan', { message: t(`imageMap.${read.error}`) });
              }}
            />
            <small>{t('imageMap.planHint', { size: IMAGE_MAP_PLAN_MAX_BYTES / 1024 / 1024 })}</small>
          </label>
        )}
        {planProblem && <p className="vt-image-map-form__fault">{planProblem}</p>}
      </Form>
    </Dialog>
  );
}

export interface ConfirmDeleteProps {
  name: string;
  onConfirm(): Promise<boolean>;
  onClose(): void;
}

export function ConfirmDeleteDialog({ name, onConfirm, onClose }: ConfirmDeleteProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) onClose();
  };
  return (
    <ConfirmDialog
      title={t('imageMap.deleteTitle')}
      confirmLabel={t('imageMap.delete')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>{t('imageMap.confirmDelete', { name })}</p>
    </ConfirmDialog>
  );
}
