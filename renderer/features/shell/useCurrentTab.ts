/** The tab the current workspace path belongs to: an admin section's own path, a view's path — at
 *  /view the path of the view shown there (the one being edited, else the last active one), the
 *  creation wizard's own /view/new — and no tab for a path the workspace does not know. */
import { useLocation } from 'react-router';
import { useShownViewId, viewPath } from '../views';
import { workspacePath } from './workspacePath';

export function useCurrentTab(): string | null {
  const { pathname } = useLocation();
  const target = workspacePath(pathname);
  const shownViewId = useShownViewId(target.kind === 'view' ? target.viewId : null);
  if (target.kind === 'admin') return pathname;
  if (target.kind !== 'view') return null;
  return viewPath(shownViewId);
}
