/** The save-as and share dialogs (spec 1 §5): a name checked as it is typed, the submit button
 *  disabled while an error shows, and Enter submitting when there is none. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkViewName } from '../../../shared/views';
import { Button, Dialog, TextField } from '../../ui';

export interface ViewNameDialogProps {
  title: string;
  submitLabel: string;
  initialName: string;
  /** Normalised names the new name may not take. */
  taken: ReadonlySet<string>;
  onSubmit: (name: string) => Promise<unknown> | void;
  onCancel: () => void;
}

export function ViewNameDialog({ title, submitLabel, initialName, taken, onSubmit, onCancel }: ViewNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const error = checkViewName(name, taken);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (error || busy) return;
    setBusy(true);
    try {
      await onSubmit(name.trim());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} onClose={onCancel}>
      <form className="vt-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('views.name')}
          value={name}
          onChange={setName}
          autoFocus
          aria-invalid={error !== null}
          aria-describedby={error ? 'vt-view-name-error' : undefined}
        />
        {error && (
          <p id="vt-view-name-error" className="vt-field__error" role="alert">
            {t(`views.nameErrors.${error}`)}
          </p>
        )}
        <div className="vt-form__actions vt-form__actions--end">
          <Button variant="secondary" onClick={onCancel}>
            {t('views.cancel')}
          </Button>
          <Button type="submit" disabled={error !== null} busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
