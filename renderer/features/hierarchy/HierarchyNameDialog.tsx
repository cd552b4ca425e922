/** Spec 3 §2.8, §5, §8: the Add Hierarchy dialog (Name, Add and Cancel) and its rename twin: the
 *  name must not be empty ('Name should not be empty') nor taken, case-insensitively ('Hierarchy
 *  name already exists'); the platform's refusal shows in a box headed 'Hierarchy update error'. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hierarchyNameError } from '../../../shared/labels/labelNames';
import { Button, Dialog, TextField } from '../../ui';

export interface HierarchyNameDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  /** The realm's hierarchies, for the unique-name rule. */
  hierarchies: ReadonlyArray<{ id: string; name: string }>;
  selfId?: string;
  /** Resolves to the platform's refusal, or null when it took the name. */
  onSubmit: (name: string) => Promise<string | null>;
  onClose: () => void;
}

export function HierarchyNameDialog(props: HierarchyNameDialogProps) {
  const { title, submitLabel, initialName = '', hierarchies, selfId, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fault = hierarchyNameError(name, hierarchies, selfId);
  const submit = async () => {
    setBusy(true);
    const error = await onSubmit(name.trim());
    setBusy(false);
    if (error) setRefusal(error);
    else onClose();
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button onClick={() => void submit()} disabled={fault !== null} busy={busy}>
            {submitLabel}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('hierarchy.cancel')}
          </Button>
        </>
      }
    >
      <TextField label={t('hierarchy.name')} value={name} onChange={setName} autoFocus />
      {fault && (
        <p className="vt-field-error">{t(fault === 'empty' ? 'hierarchy.nameEmpty' : 'hierarchy.nameExists')}</p>
      )}
      {refusal && (
        <div role="alert" className="vt-info-box">
          <h3>{t('hierarchy.updateErrorTitle')}</h3>
          <p>{refusal}</p>
        </div>
      )}
    </Dialog>
  );
}
