/** Which view a view route shows: the one it names, else (at /view) the view being edited, else
 *  the last active view, else the start view (spec 1 §2.2). */
import { START_VIEW_ID } from '../../../shared/views';
import { useActiveViewId, useViewEdit } from './viewsHooks';

export function useShownViewId(viewId: string | null): string {
  const [edit] = useViewEdit();
  const [activeId] = useActiveViewId();
  return viewId ?? edit?.viewId ?? activeId ?? START_VIEW_ID;
}
