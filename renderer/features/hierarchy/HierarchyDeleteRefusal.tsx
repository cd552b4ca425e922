/** Spec 3 §8: why a hierarchy was not deleted: "Hierarchy '{{name}}' could not be deleted." with
 *  the platform's message, or the views and shared views that use it (name and user name, by name). */
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../ui';

export interface ViewUse {
  id: string;
  name: string | null;
  userName: string | null;
}

export interface HierarchyDeleteRefusalProps {
  name: string;
  /** The platform's message when it failed; null when views use the hierarchy. */
  message: string | null;
  views: readonly ViewUse[];
  onClose: () => void;
}

export function HierarchyDeleteRefusal({ name, message, views, onClose }: HierarchyDeleteRefusalProps) {
  const { t } = useTranslation();
  const sorted = [...views].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
  return (
    <Dialog
      title={t('hierarchy.delete')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('hierarchy.ok')}</Button>}
    >
      {message !== null ? (
        <>
          <p>{t('hierarchy.couldNotDelete', { name })}</p>
          <p>{message}</p>
        </>
      ) : (
        <>
          <p>{t('hierarchy.usedInViews', { name })}</p>
          <ul data-testid="hierarchy-views">
            {sorted.map((view) => (
              <li key={view.id}>
                <bdi>{view.name}</bdi> (<bdi>{view.userName}</bdi>)
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
