/** The realm's shared views (spec 1 §3–§5): parsing, sharing a copy (which replaces the owner's
 *  earlier copy of the same name), and removing one. */
import type { LayoutSizes } from './layoutOperations';
import { normaliseViewName } from './viewNames';
import { parseViews } from './parseView';
import { parseLayoutPart } from './workspaceConfig';
import type { View, ViewUser } from './viewModel';

export interface SharedViewsState {
  views: View[];
  layout: Record<string, LayoutSizes>;
}

export function parseSharedViews(sharedViews: unknown, layout: unknown): SharedViewsState {
  const { views } = parseViews(sharedViews);
  const sizes =
    typeof layout === 'object' && layout !== null && !Array.isArray(layout)
      ? parseLayoutPart(layout as Record<string, unknown>)
      : {};
  return { views: views.map((view) => ({ ...view, isShared: true, isSystem: false, isLocal: false })), layout: sizes };
}

/** A shared copy of `view` named `name`, owned by `user`. */
export function makeSharedCopy(view: View, name: string, user: ViewUser, newId: string): View {
  const copy: View = {
    ...view,
    id: newId,
    name: name.trim(),
    userId: user.id,
    isShared: true,
    isSystem: false,
    isLocal: false,
    originalViewId: view.id,
  };
  delete copy.editMode;
  delete copy.hasUnsavedChanges;
  return copy;
}

/** The shared list with `copy` added; the owner's earlier copy with the same name is replaced. */
export function addSharedCopy(shared: readonly View[], copy: View): { views: View[]; replacedId: string | null } {
  const earlier = shared.find(
    (view) => view.userId === copy.userId && normaliseViewName(view.name) === normaliseViewName(copy.name),
  );
  if (!earlier) return { views: [...shared, copy], replacedId: null };
  return { views: shared.map((view) => (view.id === earlier.id ? copy : view)), replacedId: earlier.id };
}
