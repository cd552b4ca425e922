/** Spec 3 §8: the label delete dialog: why a label used in a hierarchy cannot be deleted, or the
 *  question before deleting a label cameras carry. */
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../ui';
import { ListWithMore } from './ListWithMore';
import type { LabelDeleteState } from './useDeleteLabel';

export interface DeleteLabelDialogProps {
  state: LabelDeleteState;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteLabelDialog({ state, onConfirm, onClose }: DeleteLabelDialogProps) {
  const { t } = useTranslation();
  const { label, answer } = state;
  const inHierarchy = answer.hierarchyPaths.length > 0;
  return (
    <Dialog
      title={t('labels.delete')}
      onClose={onClose}
      actions={
        inHierarchy ? (
          <Button onClick={onClose}>{t('labels.ok')}</Button>
        ) : (
          <>
            <Button onClick={onConfirm}>{t('labels.delete')}</Button>
            <Button variant="quiet" onClick={onClose}>
              {t('labels.cancel')}
            </Button>
          </>
        )
      }
    >
      {inHierarchy ? (
        <div data-testid="label-in-hierarchy">
          <p>{t('labels.usedInHierarchy', { name: label.name })}</p>
          <ListWithMore items={answer.hierarchyPaths} more={answer.moreHierarchyPaths} />
          <p>{t('labels.useHierarchyEditor')}</p>
        </div>
      ) : (
        <div>
          <ListWithMore items={answer.cameraNames} more={answer.moreCameras} />
          <p>{t('labels.confirmDelete', { name: label.name })}</p>
        </div>
      )}
    </Dialog>
  );
}
