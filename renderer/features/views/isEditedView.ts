/** Whether the view in edit mode is the one a tab or route names: by its id, or — for the creation
 *  wizard's /view/new — the new view's draft, whose own id the path does not carry. */
import { NEW_VIEW_ID } from './viewPath';

export function isEditedView(edit: { viewId: string; isNew: boolean } | null | undefined, viewId: string): boolean {
  if (!edit) return false;
  return edit.viewId === viewId || (viewId === NEW_VIEW_ID && edit.isNew);
}
