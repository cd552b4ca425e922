/** The workspace of views (spec 1 §2.3–§2.9): the View panel for the sidebar, the view host for
 *  the main area (header, layout, widgets, edit mode, creation wizard) and its route element, what
 *  the shell's tabs need to know of views, the workspace configuration's settings, and how the
 *  GraphQL cache keeps the workspace. */
export { CloseViewDialog, type CloseViewDialogProps } from './CloseViewDialog';
export { ViewHost, type ViewHostProps } from './ViewHost';
export { ViewRoute } from './ViewRoute';
export { ViewsPanel } from './ViewsPanel';
export { useDiscardViewEdit } from './useDiscardViewEdit';
export { useHasUnsavedChanges } from './useHasUnsavedChanges';
export { type OpenableView, useOpenableViews } from './useOpenableViews';
export { useShownViewId } from './useShownViewId';
export { useViewListOnStart } from './useViewListOnStart';
export { useViewTitle } from './useViewTitle';
export { useWorkspaceSettings, type WorkspaceSettingsState } from './useWorkspaceSettings';
export { NEW_VIEW_ID, NEW_VIEW_PATH, viewPath } from './viewPath';
export { SolidConfigQuery } from './viewsDocuments';
export { viewsCacheUpdates } from './viewsCacheUpdates';
