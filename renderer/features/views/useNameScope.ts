/** The names a view may not take (spec 1 §5): the user's views, the draft being created, the
 *  system views and other users' shared views; for a shared copy, system and others' shared views. */
import { useMemo } from 'react';
import { namesInUse, shareNamesInUse, SYSTEM_VIEWS } from '../../../shared/views';
import { useViewEdit } from './viewsHooks';
import type { WorkspaceData } from './useWorkspaceData';

export function useNameScope(data: WorkspaceData) {
  const [edit] = useViewEdit();
  return useMemo(() => {
    const scope = {
      user: data.user,
      ownViews: data.parsed.config.views,
      drafts: edit?.isNew ? [edit.draft] : [],
      systemViews: SYSTEM_VIEWS,
      sharedViews: data.shared.views,
    };
    return {
      /** Names taken for a view with this id (its own name is free for it). */
      namesFor: (viewId?: string) => namesInUse(scope, viewId),
      shareNames: () => shareNamesInUse(scope),
    };
  }, [data, edit]);
}
