/** One view of the workspace (spec 1 §2.3, §2.8): its header and its layout of widgets, the view
 *  being edited at /view, the creation wizard at /view/new (admins only). Showing a view makes it the current
 *  view and the first of the recent views. */
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canAddView, START_VIEW_ID } from '../../../shared/views';
import { useOpenTabs } from '../../state';
import { useActiveViewId, useViewEdit } from './viewsHooks';
import { AddViewDenied } from './AddViewDenied';
import { CloseViewDialog } from './CloseViewDialog';
import { CreateViewWizard } from './CreateViewWizard';
import { resolveView } from './resolveView';
import { StartPageFallback } from './StartPageFallback';
import { useConfigWarning } from './useConfigWarning';
import { useDraftEditing } from './useDraftEditing';
import { useNameScope } from './useNameScope';
import { useShownViewId } from './useShownViewId';
import { useViewActions } from './useViewActions';
import { useViewDialogs } from './useViewDialogs';
import { useWorkspaceData, type WorkspaceData } from './useWorkspaceData';
import { ViewBody } from './ViewBody';
import { ViewHeader } from './ViewHeader';
import { viewName } from './viewName';
import { NEW_VIEW_ID, viewPath } from './viewPath';
import { WorkspaceStatus } from './WorkspaceStatus';
import './views.css';

export interface ViewHostProps {
  /** The view to show; null shows the view in edit mode, else the last active one. */
  viewId: string | null;
  /** What the Start Page system view shows (the shell's start page); a plain welcome without it. */
  startPage?: ReactNode;
}

export function ViewHost({ viewId, startPage }: ViewHostProps) {
  const state = useWorkspaceData();
  if (state.status !== 'ready') return <WorkspaceStatus state={state} />;
  if (viewId === NEW_VIEW_ID) {
    // The wizard only for those who may add views: an operator's typed /view/new is refused.
    return canAddView(state.user, false) ? <CreateViewWizard data={state} /> : <AddViewDenied />;
  }
  return <ViewHostContent data={state} viewId={viewId} startPage={startPage} />;
}

function ViewHostContent({
  data,
  viewId,
  startPage,
}: {
  data: WorkspaceData;
  viewId: string | null;
  startPage?: ReactNode;
}) {
  const { t } = useTranslation();
  const [edit] = useViewEdit();
  const [, setActiveId] = useActiveViewId();
  const [tabs] = useOpenTabs();
  const actions = useViewActions(data);
  const scope = useNameScope(data);
  const dialogs = useViewDialogs(actions, scope.shareNames);
  const { update } = useDraftEditing();
  const [confirmClose, setConfirmClose] = useState(false);
  useConfigWarning(data);

  const targetId = useShownViewId(viewId);
  const editing = edit?.viewId === targetId;
  const view = editing ? edit.draft : resolveView(data, targetId);
  const { activate } = actions;

  useEffect(() => {
    if (viewId === null || !view) return;
    setActiveId(viewId);
    activate(viewId);
    // Only a change of view is a new visit; later changes to the view itself are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewId, view === undefined]);

  if (!view) {
    return (
      <section className="vt-view-missing">
        <h2>{t('views.notFoundTitle')}</h2>
        <p className="vt-muted">
          {t('views.notFound')} <bdi>{targetId}</bdi>
        </p>
        <Link className="vt-link" to={viewPath(START_VIEW_ID)}>
          {t('views.openStart')}
        </Link>
      </section>
    );
  }

  const name = viewName(view, t);
  const closable = view.id !== START_VIEW_ID || tabs.length > 1;
  const close = () => (editing && edit.hasUnsavedChanges ? setConfirmClose(true) : actions.close(view.id));

  return (
    <section className="vt-view" aria-label={name}>
      <ViewHeader
        view={view}
        user={data.user}
        editing={editing}
        dialogs={dialogs}
        closable={closable}
        onEdit={() => actions.startEdit(view)}
        onClose={close}
      />
      <div className="vt-view__body">
        {view.hasLayout ? (
          <ViewBody
            view={view}
            editing={editing}
            widgetFlags={data.user.widgetFlags}
            onLayoutChange={(layout) =>
              editing ? update((d) => ({ ...d, layout })) : actions.keepLayout(view, layout)
            }
          />
        ) : (
          <div className="vt-view__page">{startPage ?? <StartPageFallback user={data.user} />}</div>
        )}
      </div>
      {dialogs.dialog}
      {confirmClose && (
        <CloseViewDialog
          name={name}
          onCancel={() => setConfirmClose(false)}
          onConfirm={() => {
            setConfirmClose(false);
            actions.close(view.id);
          }}
        />
      )}
    </section>
  );
}
