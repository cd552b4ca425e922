/** The workspace of views (spec 1 §2.3–§2.9): the View panel for the sidebar, the view host for
 *  the main area (header, layout, widgets, edit mode, creation wizard) and its route element. */
export { ViewHost, type ViewHostProps } from './ViewHost';
export { ViewRoute } from './ViewRoute';
export { ViewsPanel } from './ViewsPanel';
export { useHasUnsavedChanges } from './useHasUnsavedChanges';
export { useViewTitle } from './useViewTitle';
export { NEW_VIEW_PATH, viewPath } from './viewPath';
