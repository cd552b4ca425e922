/** Changes to the view in edit mode: every change marks it as having unsaved changes. */
import { useCallback } from 'react';
import type { View } from '../../../shared/views';
import { useViewEdit } from '../../state/viewsHooks';

export function useDraftEditing() {
  const [edit, setEdit] = useViewEdit();
  const update = useCallback(
    (change: (draft: View) => View) => setEdit(edit && { ...edit, draft: change(edit.draft), hasUnsavedChanges: true }),
    [edit, setEdit],
  );
  const select = useCallback(
    (cellId: string | null) => setEdit(edit && { ...edit, selectedWidgetId: cellId }),
    [edit, setEdit],
  );
  return { edit, update, select };
}
