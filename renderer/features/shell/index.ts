/** The logged-in frame: workspace (activity bar, sidebar, tabs, status bar) around the views
 *  feature's View panel and view host, and the shell pages (/redirect, not found). */
export { NotFoundPage } from './NotFoundPage';
export { RedirectPage } from './RedirectPage';
export { useShellBranding, type ShellBranding } from './useShellBranding';
export { WorkspaceFrame } from './WorkspaceFrame';
export { type WorkspacePath, workspacePath } from './workspacePath';
export { WorkspaceRoute } from './WorkspaceRoute';
