/** Whether a view is in edit mode with unsaved changes (for /view/new, the creation wizard's
 *  draft): closing it must ask first (spec 1 §2.3). */
import { useViewEdit } from './viewsHooks';
import { isEditedView } from './isEditedView';

export function useHasUnsavedChanges(): (viewId: string) => boolean {
  const [edit] = useViewEdit();
  return (viewId) => isEditedView(edit, viewId) && edit?.hasUnsavedChanges === true;
}
