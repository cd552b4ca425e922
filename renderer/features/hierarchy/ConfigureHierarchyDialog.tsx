/** Spec 3 §2.8, §4: the Configure Hierarchy dialog: the hierarchy editor in a large dialog with a
 *  close icon that Escape does not close; closing with a pending label draft asks 'Unsaved
 *  Changes' first. */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui';
import { HierarchyEditor } from './HierarchyEditor';

export function ConfigureHierarchyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const guard = useRef<((close: () => void) => void) | null>(null);
  return (
    <Dialog
      title={t('hierarchy.configureHierarchy')}
      width="wide"
      closeOnEscape={false}
      onClose={() => (guard.current ? guard.current(onClose) : onClose())}
    >
      <HierarchyEditor closeGuard={guard} />
    </Dialog>
  );
}
