/** A schedule's form (spec 3 §3.6; issue 28) on the console's form kit: its name, whether it runs
 *  and the time zone its tasks are read in; the cameras, sensors, sets and zones it covers; its
 *  tasks on a week grid (an action may name one of the realm's tours or notification policies), the selected one edited below it, and the overlap rule's warning as the
 *  tasks are drawn. Saving returns to the list with the platform's warning, if any; Delete asks
 *  first, naming what the schedule holds now and what else follows it. */
import { useMemo, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient, useQuery } from 'urql';
import { SCHEDULE_TEXT } from '../../../shared/schedules/scheduleActions';
import { taskOverlaps } from '../../../shared/schedules/taskOverlaps';
import {
  Button,
  ConfirmDialog,
  Form,
  FORM_PROBLEM,
  FormBanner,
  FormSelectField,
  FormTextField,
  FormToggle,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { AdminFormFooter, adminErrorMessage } from '../admin';
import { InForceNow } from './InForceNow';
import {
  CreateScheduleMutation,
  DeleteScheduleMutation,
  ScheduleChoicesQuery,
  type ScheduleRecord,
  UpdateScheduleMutation,
} from './scheduleDocuments';
import { newTask, scheduleInput, scheduleProblems, type ScheduleFormValues } from './scheduleFormValues';
import { SCHEDULES_PATH } from './schedulePaths';
import { TargetPicker } from './TargetPicker';
import { TaskEditor } from './TaskEditor';
import { useScheduleText } from './useScheduleText';
import { WeekGrid } from './WeekGrid';

export interface ScheduleFormProps {
  /** The saved schedule; none on the add page. */
  schedule?: ScheduleRecord;
  initial: ScheduleFormValues;
}

/** 2024-01-01 was a Monday: a weekday code's name in the console's language. */
const MONDAY = Date.UTC(2024, 0, 1, 12);
const DAY_INDEX: Record<string, number> = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 };

function timezones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])];
}

export function ScheduleForm({ schedule, initial }: ScheduleFormProps) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const toast = useToast();
  const say = useScheduleText();
  const form = useSharedForm<ScheduleFormValues>({ defaultValues: initial, rules: (v) => scheduleProblems(v, say) });
  const tasks = useFieldArray({ control: form.control, name: 'tasks' });
  const watched = useWatch({ control: form.control, name: 'tasks' }) ?? [];
  const [selected, setSelected] = useState<number | undefined>(initial.tasks.length > 0 ? 0 : undefined);
  const [deleting, setDeleting] = useState<'asking' | 'sending' | null>(null);
  const [choices] = useQuery({ query: ScheduleChoicesQuery, requestPolicy: 'cache-and-network' });
  const zoneList = useMemo(() => timezones(initial.timezone), [initial.timezone]);
  const dayName = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });

  const overlaps = taskOverlaps(watched);
  const taskLabel = (index: number) => watched[index]?.name || t('schedules.taskNumber', { number: index + 1 });
  const actions = choices.data?.scheduleActionTemplates.map((a) => a.action) ?? [];
  const targets = useMemo(
    () => ({ tour: choices.data?.cameraTours ?? [], notificationPolicy: choices.data?.notificationPolicies ?? [] }),
    [choices.data],
  );
  const devices = (choices.data?.devicesByAspectTypes ?? []).map((d) => ({
    id: d.id,
    name: d.name,
    detail: t(`schedules.deviceTypes.${d.deviceType}`, { defaultValue: d.deviceType }),
  }));

  const submit = useFormSubmit(
    form,
    async (values) => {
      const input = scheduleInput(values, schedule?.id);
      const result = schedule
        ? await client.mutation(UpdateScheduleMutation, { schedule: input }).toPromise()
        : await client.mutation(CreateScheduleMutation, { schedule: input }).toPromise();
      if (result.error) return result.error;
      const saved =
        result.data && ('updateSchedule' in result.data ? result.data.updateSchedule : result.data.createSchedule);
      if (saved?.warning?.message) toast(say(saved.warning.message), 'warning');
      toast(t(schedule ? 'schedules.saved' : 'schedules.added', { name: input.name }), 'success');
      navigate(SCHEDULES_PATH);
    },
    {
      serverFields: {
        name: [SCHEDULE_TEXT.nameEmpty, SCHEDULE_TEXT.nameExists],
        timezone: [SCHEDULE_TEXT.badTimezone],
      },
    },
  );

  const remove = async () => {
    if (!schedule) return;
    setDeleting('sending');
    const result = await client.mutation(DeleteScheduleMutation, { id: schedule.id }).toPromise();
    setDeleting(null);
    if (result.error) return form.setError(FORM_PROBLEM as 'root', { message: say(adminErrorMessage(result.error)) });
    toast(t('schedules.deleted', { name: schedule.name }), 'success');
    navigate(SCHEDULES_PATH);
  };

  const addTask = () => {
    tasks.append(newTask(t('schedules.taskNumber', { number: tasks.fields.length + 1 })));
    setSelected(tasks.fields.length);
  };
  const removeTask = (index: number) => {
    tasks.remove(index);
    setSelected(tasks.fields.length > 1 ? Math.max(0, index - 1) : undefined);
  };

  return (
    <Form form={form} onSubmit={submit} className="vt-admin-page vt-schedule-form" aria-labelledby="vt-schedule-title">
      <header className="vt-admin-page__header">
        <h1 id="vt-schedule-title">{schedule ? <bdi>{schedule.name}</bdi> : t('schedules.add')}</h1>
      </header>
      <FormBanner />
      <div className="vt-schedule-form__top">
        <div className="vt-schedule-form__general">
          <FormTextField<ScheduleFormValues> name="name" label={t('schedules.name')} required />
          <FormToggle<ScheduleFormValues> name="enabled" label={t('schedules.enabled')} />
          <FormSelectField<ScheduleFormValues>
            name="timezone"
            label={t('schedules.timezone')}
            options={zoneList.map((zone) => ({ value: zone, label: zone }))}
          />
        </div>
        {schedule && <InForceNow schedule={schedule} />}
      </div>
      <div className="vt-schedule-form__targets">
        <TargetPicker name="devices" label={t('schedules.devices')} items={devices} />
        <TargetPicker name="sets" label={t('schedules.sets')} items={choices.data?.sets ?? []} />
        <TargetPicker name="zones" label={t('schedules.zones')} items={choices.data?.zones ?? []} />
      </div>
      <section className="vt-schedule-form__tasks" aria-labelledby="vt-schedule-tasks">
        <div className="vt-schedule-form__tasks-head">
          <h2 id="vt-schedule-tasks">{t('schedules.tasks')}</h2>
          <Button variant="secondary" onClick={addTask}>
            {t('schedules.addTask')}
          </Button>
        </div>
        {overlaps.length > 0 && (
          <div className="vt-schedule-overlaps" role="status">
            <p>{t('schedules.overlapRule')}</p>
            <ul>
              {overlaps.map((o) => (
                <li key={`${o.first}-${o.second}`}>
                  {t('schedules.overlap', {
                    first: taskLabel(o.first),
                    second: taskLabel(o.second),
                    day: dayName.format(new Date(MONDAY + DAY_INDEX[o.day]! * 86_400_000)),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
        <WeekGrid tasks={watched} selected={selected} overlaps={overlaps} onSelect={setSelected} />
        {tasks.fields.length === 0 && <p className="vt-muted">{t('schedules.noTasks')}</p>}
        {tasks.fields.length > 1 && (
          <div className="vt-schedule-form__task-tabs" role="group" aria-label={t('schedules.tasks')}>
            {tasks.fields.map((field, index) => (
              <Button
                key={field.id}
                variant={index === selected ? 'primary' : 'quiet'}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                {taskLabel(index)}
              </Button>
            ))}
          </div>
        )}
        {selected !== undefined && tasks.fields[selected] && (
          <TaskEditor
            key={tasks.fields[selected]!.id}
            index={selected}
            actions={actions}
            targets={targets}
            onRemove={() => removeTask(selected)}
          />
        )}
      </section>
      <AdminFormFooter
        busy={form.formState.isSubmitting || deleting === 'sending'}
        onDelete={schedule ? () => setDeleting('asking') : undefined}
        onCancel={() => navigate(SCHEDULES_PATH)}
      />
      {deleting && schedule && (
        <ConfirmDialog
          title={t('schedules.delete.title', { name: schedule.name })}
          confirmLabel={t('schedules.delete.confirm')}
          busy={deleting === 'sending'}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('schedules.delete.detail')}</p>
          {(schedule.inForce ?? []).length > 0 && (
            <p>{t('schedules.delete.inForce', { count: new Set(schedule.inForce!.map((h) => h.targetId)).size })}</p>
          )}
          {schedule.usedBy.length > 0 && (
            <p>
              {t('schedules.delete.usedBy')} <bdi>{schedule.usedBy.join(', ')}</bdi>
            </p>
          )}
        </ConfirmDialog>
      )}
    </Form>
  );
}
