/** Leaves edit mode of a view without saving, wherever the view is shown: for a view closed
 *  elsewhere than in its header (e.g. its tab), after the user agreed to lose its changes. */
import { useCallback } from 'react';
import { usePendingReaders, useViewEdit } from '../../state/viewsHooks';

export function useDiscardViewEdit(): (viewId: string) => void {
  const [, setEdit] = useViewEdit();
  const pending = usePendingReaders();
  return useCallback(
    (viewId) => {
      if (pending.edit()?.viewId === viewId) setEdit(null);
    },
    [pending, setEdit],
  );
}
