/** The save-as and share dialogs (spec 1 §5): a name checked as it is typed (shared/views'
 *  checkViewName), the submit button disabled while an error shows, and Enter submitting when
 *  there is none. */
import { useTranslation } from 'react-i18next';
import { checkViewName } from '../../../shared/views';
import { Button, Dialog, Form, FormSubmitButton, FormTextField, useFormSubmit, useSharedForm } from '../../ui';

export interface ViewNameDialogProps {
  title: string;
  submitLabel: string;
  initialName: string;
  /** Normalised names the new name may not take. */
  taken: ReadonlySet<string>;
  onSubmit: (name: string) => Promise<unknown> | void;
  onCancel: () => void;
}

interface Values {
  name: string;
}

export function ViewNameDialog({ title, submitLabel, initialName, taken, onSubmit, onCancel }: ViewNameDialogProps) {
  const { t } = useTranslation();
  const form = useSharedForm<Values>({
    defaultValues: { name: initialName },
    checkAsTyped: true,
    rules: ({ name }) => {
      const error = checkViewName(name, taken);
      return { name: error ? t(`views.nameErrors.${error}`) : undefined };
    },
  });
  const submit = useFormSubmit(form, async ({ name }) => {
    await onSubmit(name.trim());
  });

  return (
    <Dialog title={title} onClose={onCancel}>
      <Form form={form} onSubmit={submit} className="vt-form">
        <FormTextField<Values> name="name" label={t('views.name')} autoFocus />
        <div className="vt-form__actions vt-form__actions--end">
          <Button variant="secondary" onClick={onCancel}>
            {t('views.cancel')}
          </Button>
          <FormSubmitButton disabled={form.formState.errors.name !== undefined}>{submitLabel}</FormSubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
