/** The logged-in frame: workspace (activity bar, sidebar, tabs, status bar), its view and panel
 *  slots, and the shell pages (/redirect, not found). */
export { NotFoundPage } from './NotFoundPage';
export { RedirectPage } from './RedirectPage';
export { useShellBranding, type ShellBranding } from './useShellBranding';
export { ViewSlot } from './ViewSlot';
export { ViewsPanelSlot } from './ViewsPanelSlot';
export { WorkspaceFrame } from './WorkspaceFrame';
export { type WorkspacePath, workspacePath } from './workspacePath';
export { WorkspaceRoute } from './WorkspaceRoute';
