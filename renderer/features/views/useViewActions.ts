/** What the user can do with views (spec 1 §2.2, §4, §5): open, close, delete, share, edit, save
 *  and save as, clear recent views, and keep resized layouts — each written through the writers. */
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  addSharedCopy,
  collectLayoutSizes,
  type LayoutNode,
  layoutWriteBack,
  makeSharedCopy,
  pushRecentView,
  START_VIEW_ID,
  type View,
} from '../../../shared/views';
import { useOpenTabs, useSidebar, VIEW_ACTIVITY_ID } from '../../state';
import { useLatestViewState, useViewEdit } from './viewsHooks';
import { newViewId } from './newViewId';
import { useDiscardViewEdit } from './useDiscardViewEdit';
import type { WorkspaceData } from './useWorkspaceData';
import { useWorkspaceWriters } from './useWorkspaceWriters';
import { NEW_VIEW_PATH, viewPath } from './viewPath';

export function useViewActions(data: WorkspaceData) {
  const writers = useWorkspaceWriters(data);
  const navigate = useNavigate();
  const [, setEdit] = useViewEdit();
  const latestState = useLatestViewState();
  const [, setSidebar] = useSidebar();
  const [tabs, setTabs] = useOpenTabs();
  const discardEdit = useDiscardViewEdit();
  const { user, currentView } = data;

  const isOwnView = useCallback((id: string) => data.parsed.config.views.some((view) => view.id === id), [data]);

  /** Marks a view as shown: the current view and the head of the recent views. */
  const activate = useCallback(
    (viewId: string) => {
      if (currentView.currentViewId === viewId && currentView.recentViewIds[0] === viewId) return;
      void writers.writeCurrentView(viewId, pushRecentView(currentView.recentViewIds, viewId));
    },
    [currentView, writers],
  );

  const clearRecent = useCallback(
    () => void writers.writeCurrentView(currentView.currentViewId, []),
    [currentView.currentViewId, writers],
  );

  const closeTab = useCallback(
    (viewId: string) => setTabs(tabs.filter((tab) => tab.path !== viewPath(viewId))),
    [tabs, setTabs],
  );

  /** Closes a view and goes to the start view (spec 1 §2.2). */
  const close = useCallback(
    (viewId: string) => {
      discardEdit(viewId);
      closeTab(viewId);
      void navigate(viewPath(START_VIEW_ID));
    },
    [closeTab, discardEdit, navigate],
  );

  const remove = useCallback(
    async (view: View) => {
      const ok = isOwnView(view.id)
        ? await writers.writeConfig((config) => ({
            ...config,
            views: config.views.filter((v) => v.id !== view.id),
            allViews: config.allViews.filter((id) => id !== view.id),
            recentViewIds: config.recentViewIds.filter((id) => id !== view.id),
            layout: without(config.layout, view.id),
          }))
        : await writers.writeSharedViews((shared) => ({
            sharedViews: shared.sharedViews.filter((v) => v.id !== view.id),
            layout: without(shared.layout, view.id),
          }));
      if (!ok) return;
      if (currentView.recentViewIds.includes(view.id)) {
        const recent = currentView.recentViewIds.filter((id) => id !== view.id);
        void writers.writeCurrentView(currentView.currentViewId === view.id ? null : currentView.currentViewId, recent);
      }
      close(view.id);
    },
    [close, currentView, isOwnView, writers],
  );

  const share = useCallback(
    (view: View, name: string) => {
      const copy = makeSharedCopy(view, name, user, newViewId());
      return writers.writeSharedViews((shared) => ({
        sharedViews: addSharedCopy(shared.sharedViews, copy).views,
        layout: { ...shared.layout, [copy.id]: collectLayoutSizes(copy.layout) },
      }));
    },
    [user, writers],
  );

  /** Edit mode: forces the View panel open and goes to /view (spec 1 §2.2, §4). */
  const startEdit = useCallback(
    (view: View) => {
      setEdit({ viewId: view.id, draft: view, isNew: false, hasUnsavedChanges: false, selectedWidgetId: null });
      setSidebar({ activeItemId: VIEW_ACTIVITY_ID, open: true });
      void navigate('/view');
    },
    [navigate, setEdit, setSidebar],
  );

  /** Leaves the creation wizard: its draft goes (spec 1 §4: cancelling removes drafts), and so
   *  does its tab, which a saved view's own tab replaces. */
  const leaveWizard = useCallback(() => {
    setEdit(null);
    setTabs((open) => open.filter((tab) => tab.path !== NEW_VIEW_PATH));
  }, [setEdit, setTabs]);

  /** Leaves edit mode without saving and goes back one step. */
  const cancelEdit = useCallback(() => {
    if (latestState.edit()?.isNew) leaveWizard();
    else setEdit(null);
    void navigate(-1);
  }, [leaveWizard, navigate, latestState, setEdit]);

  const saveAs = useCallback(
    async (draft: View, name: string) => {
      const isNew = latestState.edit()?.isNew === true;
      const view: View = {
        ...stripSession(draft),
        id: newViewId(),
        name: name.trim(),
        userId: user.id,
        isShared: false,
        isSystem: false,
        isLocal: false,
        ...(isNew ? {} : { originalViewId: draft.id }),
      };
      const ok = await writers.writeConfig((config) => ({ ...config, views: [...config.views, view] }));
      if (!ok) return false;
      if (isNew) leaveWizard();
      else setEdit(null);
      void navigate(viewPath(view.id));
      return true;
    },
    [leaveWizard, navigate, latestState, setEdit, user.id, writers],
  );

  /** Saves in place: the user's own view, or the user's own shared view (written back). */
  const save = useCallback(
    async (draft: View) => {
      const view = { ...stripSession(draft), name: draft.name.trim() };
      const ok = isOwnView(view.id)
        ? await writers.writeConfig((config) => ({
            ...config,
            views: config.views.map((v) => (v.id === view.id ? view : v)),
            layout: without(config.layout, view.id),
          }))
        : await writers.writeSharedViews((shared) => ({
            sharedViews: shared.sharedViews.map((v) => (v.id === view.id ? view : v)),
            layout: { ...shared.layout, [view.id]: collectLayoutSizes(view.layout) },
          }));
      if (!ok) return false;
      setEdit(null);
      void navigate(viewPath(view.id));
      return true;
    },
    [isOwnView, navigate, setEdit, writers],
  );

  /** A resized layout outside edit mode: the owner's shared view is written back, anything else
   *  is kept as the user's own sizes for the view (spec 1 §4). */
  const keepLayout = useCallback(
    (view: View, layout: LayoutNode) => {
      const sizes = collectLayoutSizes(layout);
      if (layoutWriteBack(view, user) === 'sharedViews') {
        void writers.writeSharedViews((shared) => ({ ...shared, layout: { ...shared.layout, [view.id]: sizes } }));
      } else {
        void writers.writeConfig((config) => ({ ...config, layout: { ...config.layout, [view.id]: sizes } }));
      }
    },
    [user, writers],
  );

  return useMemo(
    () => ({
      activate,
      clearRecent,
      close,
      remove,
      share,
      startEdit,
      leaveWizard,
      cancelEdit,
      save,
      saveAs,
      keepLayout,
    }),
    [activate, clearRecent, close, remove, share, startEdit, leaveWizard, cancelEdit, save, saveAs, keepLayout],
  );
}

export type ViewActions = ReturnType<typeof useViewActions>;

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

function stripSession(view: View): View {
  const { editMode: _editMode, hasUnsavedChanges: _unsaved, ...rest } = view;
  return rest;
}
