/** The logged-in frame: workspace (activity bar, sidebar, tabs, status bar) around the views
 *  feature's View panel and view host, and the shell pages (/redirect, not found). The screens
 *  are lazy stand-ins (lazyShell.ts): the login page never carries the workspace's code. */
import { lazyShell } from './lazyShell';

export const NotFoundPage = lazyShell('NotFoundPage');
export const RedirectPage = lazyShell('RedirectPage');
export const WorkspaceFrame = lazyShell('WorkspaceFrame');
export const WorkspaceRoute = lazyShell('WorkspaceRoute');
/** Small and eager: pages outside the workspace link back to it. */
export { ToWorkspaceLink } from './ToWorkspaceLink';
