/** The title a workspace tab shows for its path: an admin route's title (its section, what it does
 *  there and the items it names), or the name of the view — as it is being edited — from the views
 *  feature. */
import { useTranslation } from 'react-i18next';
import { adminRouteTitle } from '../admin';
import { useViewTitle } from '../views';
import { workspacePath } from './workspacePath';

export function useTabTitle(): (path: string) => string {
  const { t } = useTranslation();
  const viewTitle = useViewTitle();
  return (path) => {
    const target = workspacePath(path);
    if (target.kind === 'admin') return adminRouteTitle(target.route, t);
    if (target.kind === 'view' && target.viewId) return viewTitle(target.viewId) ?? target.viewId;
    return path;
  };
}
