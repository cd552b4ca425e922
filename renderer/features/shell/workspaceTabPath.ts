/** The tab a workspace path opens in (issue 36: one tab per camera): an admin item's page keeps one
 *  tab for all its sub-tabs (/view/camera/edit/c1/log is in the tab of /view/camera/edit/c1), every
 *  other path is a tab of its own. */
import { workspacePath } from './workspacePath';

const ITEM_PAGE = /^(\/view\/[^/]+\/edit\/[^/]+)\/.+$/;

export function workspaceTabPath(path: string): string {
  const target = workspacePath(path);
  if (target.kind !== 'admin' || target.route.action !== 'edit') return path;
  return ITEM_PAGE.exec(path)?.[1] ?? path;
}

/** Whether two paths open in the same tab. */
export function sameWorkspaceTab(a: string, b: string): boolean {
  return workspaceTabPath(a) === workspaceTabPath(b);
}
