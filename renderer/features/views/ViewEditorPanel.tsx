/** The View panel in edit mode (spec 1 §2.6, §4, §5): View Info (name, design-for, save, save as,
 *  share, revert, done), the Widgets panel, and the selected widget's properties. For a view being
 *  created this is the wizard's step 3 list of widgets (its footer chooses the design-for). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canSaveView,
  canSaveViewAs,
  canShareView,
  checkViewName,
  savesAsNewView,
  suggestShareName,
} from '../../../shared/views';
import { WIDGET_IDS } from '../../../shared/widgets';
import { Button, TextField } from '../../ui';
import { HierarchyOptionField } from '../hierarchy';
import { useSession } from '../session';
import { isWidgetAllowed, PropertyEditor, WidgetList } from '../widgets';
import { ConfirmDialog } from '../../ui';
import { DesignForSelect } from './DesignForSelect';
import { emptyCellIds, placeWidget } from './placeWidget';
import { ShareViewDialog } from './ShareViewDialog';
import { useDraftEditing } from './useDraftEditing';
import type { useNameScope } from './useNameScope';
import { useSaveFlow } from './useSaveFlow';
import type { ViewActions } from './useViewActions';
import type { WorkspaceData } from './useWorkspaceData';
import { ViewNameDialog } from './ViewNameDialog';

export interface ViewEditorPanelProps {
  data: WorkspaceData;
  actions: ViewActions;
  scope: ReturnType<typeof useNameScope>;
}

export function ViewEditorPanel({ data, actions, scope }: ViewEditorPanelProps) {
  const { t } = useTranslation();
  const { edit, update, select } = useDraftEditing();
  const saveFlow = useSaveFlow();
  const [dialog, setDialog] = useState<'saveAs' | 'share' | 'leave' | null>(null);
  // Spec 3 §2.6, §6: hierarchy properties for those who may use the hierarchy editor.
  const mayEditHierarchies = useSession().info?.isAdmin === true && isWidgetAllowed(data.user.widgetFlags, 'Hierarchy');
  if (!edit) return null;
  const { draft } = edit;
  const nameError = checkViewName(draft.name, scope.namesFor(draft.id));
  const asNew = edit.isNew || savesAsNewView(draft, data.user);
  const selected = draft.widgets.find((widget) => widget.id === edit.selectedWidgetId);

  return (
    <div className="vt-views-panel vt-view-editor">
      <section className="vt-view-section" aria-label={t('views.viewInfo')}>
        <h3 className="vt-view-section__title">{t('views.viewInfo')}</h3>
        <TextField
          label={t('views.name')}
          value={draft.name}
          onChange={(name) => update((d) => ({ ...d, name }))}
          error={nameError ? t(`views.nameErrors.${nameError}`) : undefined}
        />
        {!edit.isNew && <DesignForSelect value={draft} onChange={(design) => update((d) => ({ ...d, ...design }))} />}
        <div className="vt-view-editor__actions">
          {!asNew && (
            <Button
              disabled={!canSaveView(draft, data.user, nameError !== null)}
              onClick={() => saveFlow.guard(draft, () => void actions.save(draft))}
            >
              {t('views.save')}
            </Button>
          )}
          <Button
            variant={asNew ? 'primary' : 'secondary'}
            disabled={!canSaveViewAs(false)}
            onClick={() => setDialog('saveAs')}
          >
            {t('views.saveAs')}
          </Button>
          {!edit.isNew && canShareView(draft, data.user) && (
            <Button variant="secondary" onClick={() => setDialog('share')}>
              {t('views.share')}
            </Button>
          )}
          <Button variant="secondary" onClick={actions.cancelEdit}>
            {t('views.revert')}
          </Button>
          <Button variant="quiet" onClick={() => (edit.hasUnsavedChanges ? setDialog('leave') : actions.cancelEdit())}>
            {t('views.done')}
          </Button>
        </div>
      </section>
      <section className="vt-view-section" aria-label={t('widgets.title')}>
        <h3 className="vt-view-section__title">{t('widgets.title')}</h3>
        <WidgetList
          widgetFlags={data.user.widgetFlags}
          present={draft.widgets.map((widget) => widget.widgetId)}
          hasEmptyCell={emptyCellIds(draft).length > 0}
          onAdd={(definition) => {
            const placed = placeWidget(draft, definition, edit.selectedWidgetId);
            update(() => placed.view);
            // The added widget's properties show next.
            if (placed.cellId) select(placed.cellId);
          }}
        />
        {selected ? (
          <PropertyEditor
            widget={selected}
            widgetFlags={data.user.widgetFlags}
            mayEditHierarchies={mayEditHierarchies}
            renderOption={(key, value, set) =>
              key === 'hierarchyId' ? (
                <HierarchyOptionField value={typeof value === 'string' ? value : ''} onChange={set} />
              ) : undefined
            }
            viewHasTimeline={draft.widgets.some((widget) => widget.widgetId === WIDGET_IDS.timeline)}
            onChange={(props) =>
              update((d) => ({ ...d, widgets: d.widgets.map((w) => (w.id === selected.id ? { ...w, props } : w)) }))
            }
          />
        ) : (
          <p className="vt-muted">{t('widgets.selectHint')}</p>
        )}
      </section>
      {dialog === 'saveAs' && (
        <ViewNameDialog
          title={t('views.saveAsTitle')}
          submitLabel={t('views.save')}
          initialName={edit.isNew ? draft.name : suggestShareName(draft.name, scope.namesFor())}
          taken={scope.namesFor(edit.isNew ? draft.id : undefined)}
          onCancel={() => setDialog(null)}
          onSubmit={(name) =>
            saveFlow.guard(draft, () => {
              setDialog(null);
              void actions.saveAs(draft, name);
            })
          }
        />
      )}
      {dialog === 'share' && (
        <ShareViewDialog view={draft} taken={scope.shareNames()} actions={actions} onClose={() => setDialog(null)} />
      )}
      {dialog === 'leave' && (
        <ConfirmDialog
          title={t('views.unsavedTitle')}
          confirmLabel={t('views.discard')}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            actions.cancelEdit();
          }}
        >
          <p>{t('views.discardConfirm')}</p>
        </ConfirmDialog>
      )}
      {saveFlow.dialog}
    </div>
  );
}
