/** Spec 3 §4 hierarchy editor drafts: switching levels or hierarchies, or closing, with a pending
 *  draft asks 'Unsaved Changes' with Save or Discard. */
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../ui';

export function UnsavedChangesDialog({
  onSave,
  onDiscard,
  onClose,
}: {
  onSave: () => void;
  onDiscard: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('hierarchy.unsavedChanges')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onSave}>{t('hierarchy.save')}</Button>
          <Button variant="quiet" onClick={onDiscard}>
            {t('hierarchy.discard')}
          </Button>
        </>
      }
    >
      <p>{t('hierarchy.unsavedChangesText')}</p>
    </Dialog>
  );
}
