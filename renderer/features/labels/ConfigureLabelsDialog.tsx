/** Spec 3 §2.7: the Configure Labels dialog: the label editor in a large dialog that Escape does
 *  not close, with a Back button when opened from a list that cannot edit labels. */
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../ui';
import { LabelEditor } from './LabelEditor';

export interface ConfigureLabelsDialogProps {
  onClose: () => void;
  /** Set when opened from a non-editable list: the dialog offers Back to it. */
  onBack?: () => void;
}

export function ConfigureLabelsDialog({ onClose, onBack }: ConfigureLabelsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('labels.configureLabels')}
      onClose={onClose}
      width="wide"
      closeOnEscape={false}
      actions={
        onBack && (
          <Button variant="secondary" onClick={onBack}>
            {t('labels.back')}
          </Button>
        )
      }
    >
      <LabelEditor />
    </Dialog>
  );
}
