/** The View panel of the sidebar (spec 1 §2.6, §2.8): My Views (filter, add), Recent Views
 *  (clear), Shared Views (filter) with the system views; in edit mode the view's info, widgets
 *  and properties instead. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canAddView, SYSTEM_VIEWS, type View } from '../../../shared/views';
import { useViewEdit } from './viewsHooks';
import { Button } from '../../ui';
import { resolveView } from './resolveView';
import { useNameScope } from './useNameScope';
import { useViewActions } from './useViewActions';
import { useViewDialogs } from './useViewDialogs';
import { useWorkspaceData, type WorkspaceData } from './useWorkspaceData';
import { ViewEditorPanel } from './ViewEditorPanel';
import { type ViewListRowProps, ViewListSection } from './ViewListSection';
import { NEW_VIEW_PATH } from './viewPath';
import { ViewRow } from './ViewRow';
import { WorkspaceStatus } from './WorkspaceStatus';
import './views.css';

export function ViewsPanel() {
  const state = useWorkspaceData();
  if (state.status !== 'ready') return <WorkspaceStatus state={state} />;
  return <ViewsPanelContent data={state} />;
}

function ViewsPanelContent({ data }: { data: WorkspaceData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [edit] = useViewEdit();
  const actions = useViewActions(data);
  const scope = useNameScope(data);
  const dialogs = useViewDialogs(actions, scope.shareNames);

  if (edit) return <ViewEditorPanel data={data} actions={actions} scope={scope} />;

  const row = (view: View, place: ViewListRowProps) => (
    <ViewRow
      key={view.id}
      view={view}
      user={data.user}
      dialogs={dialogs}
      onEdit={actions.startEdit}
      editing={false}
      place={place}
    />
  );
  const recent = data.currentView.recentViewIds
    .map((id) => resolveView(data, id))
    .filter((view): view is View => view !== undefined);
  const shared = [...SYSTEM_VIEWS, ...data.shared.views].filter((view) => !view.isAdmin || data.user.isAdmin);

  return (
    <div className="vt-views-panel">
      <ViewListSection
        title={t('views.myViews')}
        views={data.parsed.config.views}
        filterable
        renderRow={row}
        action={
          canAddView(data.user, false) && (
            <Button
              variant="quiet"
              className="vt-view-section__action"
              aria-label={t('views.add')}
              onClick={() => void navigate(NEW_VIEW_PATH)}
            >
              +
            </Button>
          )
        }
      />
      <ViewListSection
        title={t('views.recentViews')}
        views={recent}
        renderRow={row}
        action={
          <Button
            variant="quiet"
            className="vt-view-section__action"
            disabled={recent.length === 0}
            onClick={actions.clearRecent}
          >
            {t('views.clear')}
          </Button>
        }
      />
      <ViewListSection title={t('views.sharedViews')} views={shared} filterable renderRow={row} />
      {dialogs.dialog}
    </div>
  );
}
