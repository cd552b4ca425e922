/** The title a workspace tab shows for its path: an admin section's name (and the item it edits),
 *  or the name of the view — as it is being edited — from the views feature. */
import { useTranslation } from 'react-i18next';
import { useViewTitle } from '../views';
import { workspacePath } from './workspacePath';

export function useTabTitle(): (path: string) => string {
  const { t } = useTranslation();
  const viewTitle = useViewTitle();
  return (path) => {
    const target = workspacePath(path);
    if (target.kind === 'admin') {
      const title = t(`admin.views.${target.route.view.id}`);
      const detail = Object.values(target.route.params).find((value) => value !== target.route.view.id);
      return detail ? `${title} · ${detail}` : title;
    }
    if (target.kind === 'view' && target.viewId) return viewTitle(target.viewId) ?? target.viewId;
    return path;
  };
}
