/** A camera tour's form (spec 3 §3.6; issue 28) on the console's form kit: the General tab (name,
 *  enabled, what the tour is doing and which schedule holds it now, Start or Stop) and the Steps tab (TourStepsEditor). Saving
 *  returns to the list, with the platform's warning about steps that will not move their camera;
 *  Delete asks first. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient, useQuery } from 'urql';
import { TOUR_ERROR } from '../../../shared/tours/cameraTours';
import {
  Button,
  ConfirmDialog,
  Form,
  FORM_PROBLEM,
  FormBanner,
  FormTextField,
  FormToggle,
  Tabs,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { AdminFormFooter, adminErrorMessage } from '../admin';
import { HeldBySchedule, NamedBySchedules } from '../schedules';
import {
  type CameraTourRecord,
  CameraTourUsedByQuery,
  CreateCameraTourMutation,
  DeleteCameraTourMutation,
  UpdateCameraTourMutation,
} from './cameraTourDocuments';
import { type TourFormValues, tourInput, tourProblems } from './tourFormValues';
import { CAMERA_TOURS_PATH, cameraTourPath, TOUR_TABS, type TourTab } from './cameraTourPaths';
import { TourState } from './TourState';
import { TourStepsEditor } from './TourStepsEditor';
import { useTourRun } from './useTourRun';
import { useTourText } from './useTourText';
import './cameraTours.css';

export interface CameraTourFormProps {
  /** The saved tour; none on the add page. */
  tour?: CameraTourRecord;
  initial: TourFormValues;
  tab: TourTab | undefined;
  stepIndex?: number | undefined;
  onRunChanged?: () => void;
}

export function CameraTourForm({ tour, initial, tab, stepIndex, onRunChanged }: CameraTourFormProps) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const toast = useToast();
  const say = useTourText();
  const form = useSharedForm<TourFormValues>({ defaultValues: initial, rules: (v) => tourProblems(v, say) });
  // The add page has no id in its path: its tab and step live here until it is saved.
  const [localTab, setLocalTab] = useState<TourTab>(tab ?? 'general');
  const [localStep, setLocalStep] = useState<number | undefined>(stepIndex);
  const current = tour ? (tab ?? 'general') : localTab;
  const selected = tour ? stepIndex : localStep;
  const showTab = (next: TourTab, step?: number) => {
    if (tour) navigate(cameraTourPath(tour.id, next, step), { replace: next === current });
    else {
      setLocalTab(next);
      setLocalStep(step);
    }
  };
  const { busy: running, run } = useTourRun(onRunChanged);
  const [deleting, setDeleting] = useState<'asking' | 'sending' | null>(null);

  // A refused submit shows the tab where the first problem is.
  const { errors, submitCount } = form.formState;
  useEffect(() => {
    if (submitCount === 0) return;
    if (errors.name && current !== 'general') showTab('general');
    else if (!errors.name && errors.steps && current !== 'steps') showTab('steps');
    // Only after a submit: moving between tabs by hand stays where the user went.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  const submit = useFormSubmit(
    form,
    async (values) => {
      const input = tourInput(values, tour?.id);
      const result = tour
        ? await client.mutation(UpdateCameraTourMutation, { tour: input }).toPromise()
        : await client.mutation(CreateCameraTourMutation, { tour: input }).toPromise();
      if (result.error) return result.error;
      const saved =
        result.data &&
        ('updateCameraTour' in result.data ? result.data.updateCameraTour : result.data.createCameraTour);
      const warnings = saved?.warning?.warningFields ?? [];
      if (warnings.length > 0) {
        const lines = warnings.map((w) =>
          t('cameraTours.stepWarning', { step: stepNumber(w.field), text: say(w.value ?? '') }),
        );
        toast(`${say(saved?.warning?.message ?? '')} (${lines.join('; ')})`, 'warning');
      }
      toast(t(tour ? 'cameraTours.saved' : 'cameraTours.added', { name: input.name }), 'success');
      navigate(CAMERA_TOURS_PATH);
    },
    { serverFields: { name: [TOUR_ERROR.NAME_EMPTY, TOUR_ERROR.NAME_TOO_LONG, TOUR_ERROR.NAME_TAKEN] } },
  );

  // Asked when the delete question opens, so it names the schedules as they are now.
  const [usedBy] = useQuery({
    query: CameraTourUsedByQuery,
    variables: { id: tour?.id ?? '' },
    pause: !tour || !deleting,
    requestPolicy: 'network-only',
  });

  const remove = async () => {
    if (!tour) return;
    setDeleting('sending');
    const result = await client.mutation(DeleteCameraTourMutation, { id: tour.id }).toPromise();
    setDeleting(null);
    if (result.error) return form.setError(FORM_PROBLEM as 'root', { message: say(adminErrorMessage(result.error)) });
    toast(t('cameraTours.deleted', { name: tour.name }), 'success');
    const named = result.data?.deleteCameraTour.warning?.warningFields ?? [];
    if (named.length > 0) {
      toast(t('schedules.namedBy.deleted', { names: named.map((w) => w.value).join(', ') }), 'warning');
    }
    navigate(CAMERA_TOURS_PATH);
  };

  return (
    <Form form={form} onSubmit={submit} className="vt-admin-page vt-tour-form" aria-labelledby="vt-tour-form-title">
      <header className="vt-admin-page__header">
        <h1 id="vt-tour-form-title">{tour ? <bdi>{tour.name}</bdi> : t('cameraTours.add')}</h1>
        {tour && (
          <div className="vt-admin-page__actions">
            <TourState tour={tour} />
            <Button
              variant="secondary"
              busy={running === tour.id}
              disabled={!tour.running && (!tour.enabled || (tour.steps ?? []).length === 0)}
              onClick={() => void run(tour, !tour.running)}
            >
              {t(tour.running ? 'cameraTours.stop' : 'cameraTours.start')}
            </Button>
          </div>
        )}
      </header>
      {tour?.heldBy && (
        <p className="vt-tour-form__held" role="status">
          <HeldBySchedule hold={tour.heldBy} />
        </p>
      )}
      <FormBanner />
      <Tabs
        label={t('cameraTours.tabsLabel')}
        value={current}
        tabs={TOUR_TABS.map((value) => ({ value, label: t(`cameraTours.tabs.${value}`) }))}
        onChange={(next) => showTab(next)}
      >
        {current === 'general' ? (
          <div className="vt-tour-form__general">
            <FormTextField<TourFormValues> name="name" label={t('cameraTours.name')} required />
            <FormToggle<TourFormValues> name="enabled" label={t('cameraTours.enabled')} />
            <p className="vt-muted">{t('cameraTours.about')}</p>
          </div>
        ) : (
          <TourStepsEditor selected={selected} onSelect={(index) => showTab('steps', index)} />
        )}
      </Tabs>
      <AdminFormFooter
        busy={form.formState.isSubmitting || deleting === 'sending'}
        onDelete={tour ? () => setDeleting('asking') : undefined}
        onCancel={() => navigate(CAMERA_TOURS_PATH)}
      />
      {deleting && tour && (
        <ConfirmDialog
          title={t('cameraTours.delete.title', { name: tour.name })}
          confirmLabel={t('cameraTours.delete.confirm')}
          busy={deleting === 'sending' || usedBy.fetching}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        >
          <p>{t(tour.running ? 'cameraTours.delete.running' : 'cameraTours.delete.detail')}</p>
          <NamedBySchedules names={usedBy.data?.cameraTour?.usedBy} />
        </ConfirmDialog>
      )}
    </Form>
  );
}

/** 'steps.2.cameraPreset' → 3, the step's number as the editor shows it. */
function stepNumber(field: string): number {
  return Number(field.split('.')[1] ?? 0) + 1;
}
