/** UI state of the workspace of views: the active view, the view being edited or created, and the
 *  workspace writes still on their way to the server (shown at once, dropped once it answers). */
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

/** A write the server has not confirmed yet: `until` is the server's updatedAt (or version) that
 *  confirms it, null while the request is in flight. */
export interface PendingWrite<T> {
  value: T;
  until: number | null;
}

export const activeViewIdAtom = atom<string | null>(null);
export const viewEditAtom = atom<ViewEditSession | null>(null);
export const pendingConfigAtom = atom<PendingWrite<unknown> | null>(null);
export const pendingSharedViewsAtom = atom<PendingWrite<{ sharedViews: View[]; layout: unknown }> | null>(null);
export const pendingCurrentViewAtom = atom<PendingWrite<{ version: number; recentViewIds: string[] }> | null>(null);
