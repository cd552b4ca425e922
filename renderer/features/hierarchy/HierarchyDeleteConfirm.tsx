/** Spec 3 §2.8: deleting a hierarchy from the editor's dropdown. The spec gives no wording, so it
 *  asks first as the label editor does for a label cameras carry (§8): "Are you sure you want to
 *  delete hierarchy '{{name}}'?" with Delete and Cancel; nothing is sent until Delete. */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui';

export interface HierarchyDeleteConfirmProps {
  name: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function HierarchyDeleteConfirm({ name, onConfirm, onClose }: HierarchyDeleteConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('hierarchy.deleteHierarchy')}
      confirmLabel={t('hierarchy.delete')}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <p>{t('hierarchy.confirmDelete', { name })}</p>
    </ConfirmDialog>
  );
}
