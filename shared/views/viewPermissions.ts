/** Who may do what with a view (spec 1 §5, §6): edit, share, delete, save, save as, add, and the
 *  owner-only write-back of shared views. */
import type { View, ViewUser } from './viewModel';

type ViewFlags = Pick<View, 'id' | 'userId' | 'isShared' | 'isSystem' | 'isLocal'>;

export function isOwnSharedView(view: ViewFlags, user: ViewUser): boolean {
  return view.isShared === true && view.userId === user.id;
}

export function isOthersSharedView(view: ViewFlags, user: ViewUser): boolean {
  return view.isShared === true && view.userId !== user.id;
}

/** Edit only for admins. */
export function canEditView(_view: ViewFlags, user: ViewUser): boolean {
  return user.isAdmin;
}

/** Share only for admins, and only non-shared, non-system, non-local views. */
export function canShareView(view: ViewFlags, user: ViewUser): boolean {
  return user.isAdmin && !view.isShared && !view.isSystem && !view.isLocal;
}

/** Delete only for admins and non-system views; shared views only when the user owns them. */
export function canDeleteView(view: ViewFlags, user: ViewUser): boolean {
  if (!user.isAdmin || view.isSystem) return false;
  return !view.isShared || view.userId === user.id;
}

/** Adding a view: admins only, and not while a view is being edited. */
export function canAddView(user: ViewUser, editing: boolean): boolean {
  return user.isAdmin && !editing;
}

/** Save in place: a view id, no name error, not a system view, not another user's shared view. */
export function canSaveView(view: Partial<ViewFlags>, user: ViewUser, hasNameError: boolean): boolean {
  if (!view.id || hasNameError || view.isSystem) return false;
  return !(view.isShared === true && view.userId !== user.id);
}

/** Save as needs a valid name only. */
export function canSaveViewAs(hasNameError: boolean): boolean {
  return !hasNameError;
}

/** Editing a system view or another user's shared view saves as a new view (spec 1 §4). */
export function savesAsNewView(view: ViewFlags, user: ViewUser): boolean {
  return view.isSystem === true || isOthersSharedView(view, user);
}

/** Where a layout change is kept: written back into the shared view (owner only) or kept in the
 *  user's own configuration. */
export function layoutWriteBack(view: ViewFlags, user: ViewUser): 'sharedViews' | 'ownConfig' {
  return isOwnSharedView(view, user) ? 'sharedViews' : 'ownConfig';
}
