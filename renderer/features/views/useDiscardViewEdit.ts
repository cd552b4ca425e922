/** Leaves edit mode of a view without saving, wherever the view is shown: for a view closed
 *  elsewhere than in its header (e.g. its tab), after the user agreed to lose its changes. The
 *  creation wizard's tab (/view/new) stands for the new view's draft. */
import { useCallback } from 'react';
import { useLatestViewState, useViewEdit } from './viewsHooks';
import { isEditedView } from './isEditedView';

export function useDiscardViewEdit(): (viewId: string) => void {
  const [, setEdit] = useViewEdit();
  const latestState = useLatestViewState();
  return useCallback(
    (viewId) => {
      if (isEditedView(latestState.edit(), viewId)) setEdit(null);
    },
    [latestState, setEdit],
  );
}
