/** The view creation wizard at /view/new (spec 1 §2.9): 1 select template, 2 select layout,
 *  3 select widgets, then save; a footer chooses what the view is designed for. In step 3 the
 *  widgets are chosen from the sidebar's Widgets panel (spec 1 §2.6), the body shows the layout
 *  they fill. Cancelling removes the draft and the wizard's tab, and goes back one step. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  createLayout,
  defaultViewName,
  isLayoutId,
  LAYOUT_IDS,
  type LayoutId,
  templateWidgets,
  VIEW_TEMPLATES,
  type ViewTemplate,
} from '../../../shared/views';
import { useSidebar, VIEW_ACTIVITY_ID } from '../../state';
import { useViewEdit } from './viewsHooks';
import { Button } from '../../ui';
import { getWidget, isWidgetAllowed } from '../widgets';
import { ChoiceGrid } from './ChoiceGrid';
import { DesignForSelect } from './DesignForSelect';
import { LayoutPreview } from './LayoutPreview';
import { newViewId } from './newViewId';
import { useDraftEditing } from './useDraftEditing';
import { useNameScope } from './useNameScope';
import { useSaveFlow } from './useSaveFlow';
import { useViewActions } from './useViewActions';
import type { WorkspaceData } from './useWorkspaceData';
import { ViewBody } from './ViewBody';
import { ViewNameDialog } from './ViewNameDialog';

/** The suffix the spec gives the draft's id while its widgets are chosen (spec 1 §2.6). */
export const SELECT_WIDGETS_SUFFIX = '_selectWidgets';

const STEPS = ['template', 'layout', 'widgets'] as const;

export function CreateViewWizard({ data }: { data: WorkspaceData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [edit, setEdit] = useViewEdit();
  const { update } = useDraftEditing();
  const [, setSidebar] = useSidebar();
  const actions = useViewActions(data);
  const scope = useNameScope(data);
  const saveFlow = useSaveFlow();
  // Back at /view/new (from another tab) with the draft still there: its step 3 again.
  const [step, setStep] = useState(() => (edit?.isNew ? 2 : 0));
  const [templateId, setTemplateId] = useState(() => (edit?.isNew && edit.draft.templateId) || 'blank');
  const [layoutId, setLayoutId] = useState<LayoutId>(() =>
    edit?.isNew && isLayoutId(edit.draft.layoutId) ? edit.draft.layoutId : '2x2',
  );
  const [naming, setNaming] = useState(false);

  const templates = VIEW_TEMPLATES.filter(
    (template) =>
      template.widgetId === null ||
      (getWidget(template.widgetId) !== undefined && isWidgetAllowed(data.user.widgetFlags, template.widgetId)),
  );
  const draft = edit?.isNew ? edit.draft : null;

  function startDraft() {
    const template = templates.find((candidate) => candidate.id === templateId) as ViewTemplate;
    const id = `${newViewId()}${SELECT_WIDGETS_SUFFIX}`;
    const layout = createLayout(layoutId, newViewId);
    const module = template.widgetId ? (getWidget(template.widgetId)?.module ?? '') : '';
    setEdit({
      viewId: id,
      isNew: true,
      hasUnsavedChanges: true,
      selectedWidgetId: null,
      draft: {
        id,
        name: defaultViewName(scope.namesFor()),
        hasLayout: true,
        layout,
        widgets: templateWidgets(template, layout, module),
        templateId,
        layoutId,
        aspectRatio: '16:9',
        userId: data.user.id,
      },
    });
    setSidebar({ activeItemId: VIEW_ACTIVITY_ID, open: true });
    setStep(2);
  }

  function cancel() {
    actions.leaveWizard();
    void navigate(-1);
  }

  return (
    <section className="vt-wizard" aria-labelledby="vt-wizard-title">
      <h2 id="vt-wizard-title">{t('views.wizard.title')}</h2>
      <ol className="vt-wizard__steps">
        {STEPS.map((name, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined}>
            {t(`views.wizard.steps.${name}`, { number: index + 1 })}
          </li>
        ))}
      </ol>
      <div className="vt-wizard__body">
        {step === 0 && (
          <ChoiceGrid
            label={t('views.wizard.steps.template', { number: 1 })}
            choices={templates.map((template) => ({ id: template.id, label: t(`views.templates.${template.id}`) }))}
            value={templateId}
            onChange={setTemplateId}
          />
        )}
        {step === 1 && (
          <ChoiceGrid
            label={t('views.wizard.steps.layout', { number: 2 })}
            choices={LAYOUT_IDS.map((id) => ({
              id,
              label: t(`views.layouts.${id}`),
              preview: (
                <LayoutPreview
                  view={{ id, name: id, hasLayout: true, layout: createLayout(id, newViewId), widgets: [] }}
                />
              ),
            }))}
            value={layoutId}
            onChange={(id) => setLayoutId(id as LayoutId)}
          />
        )}
        {step === 2 && draft && (
          <div className="vt-wizard__layout">
            <ViewBody
              view={draft}
              editing
              widgetFlags={data.user.widgetFlags}
              onLayoutChange={(layout) => update((d) => ({ ...d, layout }))}
            />
          </div>
        )}
      </div>
      <footer className="vt-wizard__footer">
        {draft && <DesignForSelect value={draft} onChange={(design) => update((d) => ({ ...d, ...design }))} />}
        <div className="vt-wizard__buttons">
          <Button variant="secondary" onClick={cancel}>
            {t('views.cancel')}
          </Button>
          {step > 0 && (
            <Button variant="secondary" onClick={() => setStep(step === 2 ? 1 : 0)}>
              {t('views.wizard.back')}
            </Button>
          )}
          {step === 0 && <Button onClick={() => setStep(1)}>{t('views.wizard.next')}</Button>}
          {step === 1 && <Button onClick={startDraft}>{t('views.wizard.next')}</Button>}
          {step === 2 && draft && <Button onClick={() => setNaming(true)}>{t('views.save')}</Button>}
        </div>
      </footer>
      {naming && draft && (
        <ViewNameDialog
          title={t('views.saveTitle')}
          submitLabel={t('views.save')}
          initialName={draft.name}
          taken={scope.namesFor(draft.id)}
          onCancel={() => setNaming(false)}
          onSubmit={(name) =>
            saveFlow.guard(draft, () => {
              setNaming(false);
              void actions.saveAs(draft, name);
            })
          }
        />
      )}
      {saveFlow.dialog}
    </section>
  );
}
