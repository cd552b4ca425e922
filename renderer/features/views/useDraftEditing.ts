/** Changes to the view in edit mode: every change marks it as having unsaved changes. Changes
 *  apply to the latest session, so two in one event both land. */
import { useCallback } from 'react';
import type { View } from '../../../shared/views';
import { useViewEdit } from './viewsHooks';

export function useDraftEditing() {
  const [edit, setEdit] = useViewEdit();
  const update = useCallback(
    (change: (draft: View) => View) =>
      setEdit((current) => current && { ...current, draft: change(current.draft), hasUnsavedChanges: true }),
    [setEdit],
  );
  const select = useCallback(
    (cellId: string | null) => setEdit((current) => current && { ...current, selectedWidgetId: cellId }),
    [setEdit],
  );
  return { edit, update, select };
}
