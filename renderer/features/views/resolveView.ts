/** Finds a view the user can open and lays the stored sizes over its layout: the user's own sizes
 *  first, then the shared view's (its owner's), then the view's own. */
import { applyLayoutSizes, type View } from '../../../shared/views';
import type { WorkspaceData } from './useWorkspaceData';

export function resolveView(
  data: Pick<WorkspaceData, 'views' | 'parsed' | 'shared'>,
  viewId: string,
): View | undefined {
  const view = data.views.find((candidate) => candidate.id === viewId);
  if (!view) return undefined;
  const sizes = data.parsed.config.layout[viewId] ?? (view.isShared ? data.shared.layout[viewId] : undefined);
  return sizes ? { ...view, layout: applyLayoutSizes(view.layout, sizes) } : view;
}
