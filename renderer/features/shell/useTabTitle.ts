/** The title a workspace tab shows for its path: an admin route's title (its section, what it does
 *  there and the item it names, by the name the item's page gave the tab), or the name of the view
 *  — as it is being edited — from the views feature. */
import { useTranslation } from 'react-i18next';
import { useTabNames } from '../../state';
import { adminRouteTitle } from '../admin';
import { useViewTitle } from '../views';
import { workspacePath } from './workspacePath';
import { workspaceTabPath } from './workspaceTabPath';

export function useTabTitle(): (path: string) => string {
  const { t } = useTranslation();
  const viewTitle = useViewTitle();
  const [names] = useTabNames();
  return (path) => {
    const target = workspacePath(path);
    if (target.kind === 'admin') return adminRouteTitle(target.route, t, names[workspaceTabPath(path)]);
    if (target.kind === 'view' && target.viewId) return viewTitle(target.viewId) ?? target.viewId;
    return path;
  };
}
