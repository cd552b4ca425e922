/** One task of a schedule (spec 3 §3.6: name, startTime, endTime, byDay, actions): its times in the
 *  schedule's zone, its days, and what it does — each action from scheduleActionTemplates with its
 *  value (a preset's name for a PTZ preset), and for a tour's or policy's action which of the
 *  realm's it names. Choosing another action starts it at its first value (and first target). */
import { useId } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PTZ_PRESET_ACTION,
  SCHEDULE_ACTION_VALUES,
  targetKindOf,
  WEEKDAYS,
  type ScheduleActionName,
  type ScheduleTargetKind,
  type Weekday,
} from '../../../shared/schedules/scheduleActions';
import { Button, FieldMessage, FormSelectField, FormTextField, IconButton, SelectField } from '../../ui';
import { newAction, type ScheduleFormValues } from './scheduleFormValues';

export interface TaskEditorProps {
  index: number;
  /** The actions the platform offers (scheduleActionTemplates). */
  actions: readonly string[];
  /** The realm's tours and notification policies an action may name. */
  targets: Readonly<Record<ScheduleTargetKind, ReadonlyArray<{ id: string; name: string }>>>;
  onRemove: () => void;
}

/** 2024-01-01 was a Monday: the days' names in the console's language. */
const MONDAY = Date.UTC(2024, 0, 1, 12);

export function TaskEditor({ index, actions, targets, onRemove }: TaskEditorProps) {
  const { t, i18n } = useTranslation();
  const form = useFormContext<ScheduleFormValues>();
  const base = `tasks.${index}` as const;
  const list = useFieldArray({ control: form.control, name: `${base}.actions` });
  const chosen = useWatch({ control: form.control, name: `${base}.actions` }) ?? [];
  const days = useController({ control: form.control, name: `${base}.byDay` });
  const byDay = (days.field.value ?? []) as Weekday[];
  const dayName = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  const toggleDay = (day: Weekday) =>
    days.field.onChange(WEEKDAYS.filter((d) => (d === day ? !byDay.includes(d) : byDay.includes(d))));
  const daysError = useId();
  const actionOptions = actions.map((value) => ({ value, label: t(`schedules.actions.${value}`) }));
  const started = (action: string) => {
    const kind = targetKindOf(action);
    return newAction(action, kind ? targets[kind][0]?.id : undefined);
  };
  /** The realm's tours or policies, keeping a chosen one the realm no longer has (named as such). */
  const targetOptions = (kind: ScheduleTargetKind, chosenId: string | undefined) => [
    ...(!chosenId ? [{ value: '', label: t(`schedules.chooseTarget.${kind}`) }] : []),
    ...(chosenId && !targets[kind].some((x) => x.id === chosenId)
      ? [{ value: chosenId, label: t('schedules.missingTarget') }]
      : []),
    ...targets[kind].map((x) => ({ value: x.id, label: x.name })),
  ];

  return (
    <section className="vt-schedule-task" aria-label={t('schedules.taskTitle', { number: index + 1 })}>
      <div className="vt-schedule-task__times">
        <FormTextField<ScheduleFormValues> name={`${base}.name`} label={t('schedules.taskName')} />
        <FormTextField<ScheduleFormValues> name={`${base}.startTime`} type="time" label={t('schedules.start')} />
        <FormTextField<ScheduleFormValues> name={`${base}.endTime`} type="time" label={t('schedules.end')} />
      </div>
      <fieldset className="vt-schedule-task__days" aria-describedby={days.fieldState.error ? daysError : undefined}>
        <legend>{t('schedules.days')}</legend>
        {WEEKDAYS.map((day, at) => (
          <label key={day}>
            <input type="checkbox" checked={byDay.includes(day)} onChange={() => toggleDay(day)} />
            {dayName.format(new Date(MONDAY + at * 86_400_000))}
          </label>
        ))}
        <FieldMessage id={daysError} message={days.fieldState.error?.message} />
      </fieldset>
      <fieldset className="vt-schedule-task__actions">
        <legend>{t('schedules.taskActions')}</legend>
        {list.fields.length === 0 && <p className="vt-muted">{t('schedules.noActions')}</p>}
        {list.fields.map((field, at) => {
          const action = chosen[at]?.action ?? field.action;
          const values = SCHEDULE_ACTION_VALUES[action as ScheduleActionName] ?? [];
          const kind = targetKindOf(action);
          return (
            <div key={field.id} className="vt-schedule-action">
              <SelectField<string>
                label={t('schedules.action')}
                value={action}
                options={actionOptions}
                onChange={(next) =>
                  form.setValue(`${base}.actions.${at}`, started(next), { shouldDirty: true, shouldValidate: false })
                }
              />
              {kind && (
                <FormSelectField<ScheduleFormValues>
                  name={`${base}.actions.${at}.target`}
                  label={t(`schedules.targets.${kind}`)}
                  options={targetOptions(kind, chosen[at]?.target)}
                />
              )}
              {action === PTZ_PRESET_ACTION ? (
                <FormTextField<ScheduleFormValues> name={`${base}.actions.${at}.value`} label={t('schedules.preset')} />
              ) : (
                <FormSelectField<ScheduleFormValues>
                  name={`${base}.actions.${at}.value`}
                  label={t('schedules.value')}
                  options={values.map((value) => ({ value, label: t(`schedules.values.${value}`) }))}
                />
              )}
              <IconButton
                icon="trash"
                titled
                label={t('schedules.removeAction', { action: t(`schedules.actions.${action}`) })}
                onClick={() => list.remove(at)}
              />
            </div>
          );
        })}
        <div className="vt-schedule-task__tools">
          <Button variant="secondary" onClick={() => list.append(started(actions[0] ?? 'RECORDING_MODE'))}>
            {t('schedules.addAction')}
          </Button>
          <Button variant="quiet" onClick={onRemove}>
            {t('schedules.removeTask')}
          </Button>
        </div>
      </fieldset>
    </section>
  );
}
