/** The edit mode's dialogs (spec 3 §2.11, §3.4; the layout is not shown): a name for a set, layer
 *  or map (the confirm button is off while the name is empty or a sibling's), a map's name with its
 *  floor plan file, and the confirmation before a delete. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAP_PLAN_ACCEPT, IMAGE_MAP_PLAN_MAX_BYTES } from '../../../shared/imageMap/imageMapConstants';
import { imageMapNameError, type NamedSibling } from '../../../shared/imageMap/imageMapNames';
import { Button, ConfirmDialog, Dialog, TextField } from '../../ui';
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

export function NameDialog(props: NameDialogProps) {
  const { title, initialName = '', siblings, selfId, withPlan, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [plan, setPlan] = useState<string | null>(null);
  const [planProblem, setPlanProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameFault = withPlan === 'only' ? null : imageMapNameError(name, siblings, selfId, t('imageMap.nameTaken'));
  const blocked = busy || nameFault !== null || (withPlan !== undefined && plan === null);
  const submit = async () => {
    setBusy(true);
    const done = await onSubmit(name.trim(), plan);
    setBusy(false);
    if (done) onClose();
  };
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
      <form
        className="vt-image-map-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked) void submit();
        }}
      >
        {withPlan !== 'only' && <TextField label={t('imageMap.name')} value={name} onChange={setName} autoFocus />}
        {withPlan !== 'only' && name !== initialName && nameFault && (
          <p className="vt-image-map-form__fault">{nameFault}</p>
        )}
        {withPlan && (
          <label className="vt-image-map-form__file">
            <span>{t('imageMap.plan')}</span>
            <input
              type="file"
              accept={IMAGE_MAP_PLAN_ACCEPT}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                setPlan(null);
                setPlanProblem(null);
                if (!file) return;
                const read = await readPlanFile(file);
                if ('base64' in read) setPlan(read.base64);
                else setPlanProblem(t(`imageMap.${read.error}`));
              }}
            />
            <small>{t('imageMap.planHint', { size: IMAGE_MAP_PLAN_MAX_BYTES / 1024 / 1024 })}</small>
          </label>
        )}
        {planProblem && <p className="vt-image-map-form__fault">{planProblem}</p>}
      </form>
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
