/** Whether a view is in edit mode with unsaved changes: closing it must ask first (spec 1 §2.3). */
import { useViewEdit } from '../../state/viewsHooks';

export function useHasUnsavedChanges(): (viewId: string) => boolean {
  const [edit] = useViewEdit();
  return (viewId) => edit?.viewId === viewId && edit.hasUnsavedChanges;
}
