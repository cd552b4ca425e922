/** Spec 1 §2.3: closing a view with unsaved changes asks first — from its header or its tab. */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui';

export interface CloseViewDialogProps {
  /** The view's name as shown. */
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function CloseViewDialog({ name, onConfirm, onCancel }: CloseViewDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('views.unsavedTitle')}
      confirmLabel={t('views.closeAnyway')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{t('views.unsavedConfirm', { name })}</p>
    </ConfirmDialog>
  );
}
