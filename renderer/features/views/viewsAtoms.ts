/** UI state of the workspace of views: the active view and the view being edited or created (the
 *  workspace itself, writes on their way included, lives in the GraphQL cache). */
import { atom } from '../../state';
import type { View } from '../../../shared/views';

/** A view in edit mode: its working copy, and whether it differs from what is saved. */
export interface ViewEditSession {
  viewId: string;
  draft: View;
  /** A view being created (a draft): it exists nowhere else until it is saved. */
  isNew: boolean;
  hasUnsavedChanges: boolean;
  /** The widget whose properties the property editor shows. */
  selectedWidgetId: string | null;
}

export const activeViewIdAtom = atom<string | null>(null);
export const viewEditAtom = atom<ViewEditSession | null>(null);
