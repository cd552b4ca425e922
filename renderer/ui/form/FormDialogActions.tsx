/** The foot of a form in a dialog: Cancel, which closes the dialog unsent, and the form's submit
 *  button (busy while the send is on its way). Goes inside the Form. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { FormSubmitButton } from './FormSubmitButton';

export interface FormDialogActionsProps {
  submitLabel: ReactNode;
  onCancel: () => void;
}

export function FormDialogActions({ submitLabel, onCancel }: FormDialogActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="vt-dialog__actions">
      <Button variant="secondary" onClick={onCancel}>
        {t('ui.cancel')}
      </Button>
      <FormSubmitButton>{submitLabel}</FormSubmitButton>
    </div>
  );
}
