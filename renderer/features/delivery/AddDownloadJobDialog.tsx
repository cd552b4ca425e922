/** The Add download job dialog (spec 2 §5 Video export): start, duration within the realm's
 *  maximum (an end picked on the calendar recomputes it), stream, an optional time to deliver at
 *  (issue 28: within the realm's maxScheduledDeliveryDelay), and videoRequestSubmit; OK is disabled
 *  while an error shows. Start, duration, stream and delivery time are a form-kit form's values;
 *  a refusal keeps them all. */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { EXPORT_DIALOG_DEFAULT_MS } from '../../../shared/video/deliveryConstants';
import { EXPORT_MESSAGES, validateExportDuration } from '../../../shared/video/validateExportDuration';
import { useUserInfo } from '../session';
import {
  Button,
  clampTime,
  Dialog,
  Form,
  FormBanner,
  FormSubmitButton,
  fromDateTimeLocal,
  SelectField,
  TextField,
  toDateTimeLocal,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { DeliverAtField } from './DeliverAtField';
import { deliveryDelayProblem } from './deliveryDelayProblem';
import { DeliveryRealmQuery, VideoRequestSubmitMutation } from './deliveryDocuments';
import {
  type DurationParts,
  hourChoices,
  joinDuration,
  minuteChoices,
  normalizeDuration,
  splitDuration,
} from './exportDuration';
import { graphqlErrorText } from './graphqlErrorText';
import { useExportStreams } from './useExportStreams';
import './delivery.css';

export interface AddDownloadJobDialogProps {
  deviceId: string;
  deviceName: string;
  /** Start of the clip (ms). */
  start: number;
  /** Default 1 minute in the dialog, 30 s for jobs from the timeline (spec 2 §9). */
  durationMs?: number;
  /** Earliest selectable start (archive start, ms). */
  archiveStart?: number;
  onClose(): void;
}

type ExportStream = 'FULL' | 'REVIEW';

interface ExportValues extends DurationParts {
  /** Start of the clip (ms). */
  start: number;
  /** The stream picked; null for the first the device offers. */
  stream: ExportStream | null;
  /** When to deliver, as the calendar field holds it (local date-time); empty: at once. */
  deliverAt: string;
}

const MESSAGE_KEYS: Record<string, string> = {
  [EXPORT_MESSAGES.notAllowed]: 'video.delivery.export.notAllowed',
  [EXPORT_MESSAGES.invalid]: 'video.delivery.export.invalid',
  [EXPORT_MESSAGES.tooLong]: 'video.delivery.export.tooLong',
};

export function AddDownloadJobDialog({
  deviceId,
  deviceName,
  start: initialStart,
  durationMs = EXPORT_DIALOG_DEFAULT_MS,
  archiveStart,
  onClose,
}: AddDownloadJobDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [now] = useState(() => Date.now());
  const form = useSharedForm<ExportValues>({
    defaultValues: {
      // Whole seconds, as the calendar shows and picks them: an end picked there then makes a whole duration.
      start: Math.floor(clampTime(initialStart, archiveStart, now) / 1000) * 1000,
      ...splitDuration(durationMs),
      stream: null,
      deliverAt: '',
    },
  });
  const { start, stream, hours: durationHours, minutes: durationMinutes } = form.watch();
  const duration = { hours: durationHours, minutes: durationMinutes };
  const setStart = (value: number) => form.setValue('start', value);
  const setDuration = ({ hours, minutes }: DurationParts) => {
    form.setValue('hours', hours);
    form.setValue('minutes', minutes);
  };
  const [realm] = useQuery({ query: DeliveryRealmQuery });
  const streams = useExportStreams(deviceId);
  const [, submitRequest] = useMutation(VideoRequestSubmitMutation);

  const session = useUserInfo();
  // The session's copy of the limit stands in when the realm cannot be read.
  const max = realm.data
    ? realm.data.currentRealm.maxDownloadLength
    : realm.error
      ? session.realm.maxDownloadLength
      : undefined;
  const realmKnown = realm.data !== undefined || realm.error !== undefined;
  const chosenStream = stream && streams.options.includes(stream) ? stream : (streams.options[0] ?? null);
  const totalMs = joinDuration(duration.hours, duration.minutes);
  const error = realmKnown ? validateExportDuration(totalMs, max) : undefined;
  const errorText = error
    ? t(MESSAGE_KEYS[error.message] ?? error.message, 'value' in error ? { value: error.value } : {})
    : null;

  const hours = useMemo(() => withCurrent(hourChoices(max), duration.hours), [max, duration.hours]);
  const minutes = minuteChoices(max, duration.hours, duration.minutes);
  const ready = realmKnown && !error && chosenStream !== null && !form.formState.isSubmitting;

  function changeDuration(nextHours: number, nextMinutes: number) {
    setDuration(normalizeDuration(nextHours, nextMinutes));
  }

  const submit = useFormSubmit(form, async (values) => {
    if (!ready || chosenStream === null) return;
    const deliverAtMs = values.deliverAt ? fromDateTimeLocal(values.deliverAt) : null;
    if (values.deliverAt && deliverAtMs === null) {
      return { field: 'deliverAt', message: t('video.delivery.export.deliverAtProblems.invalid') };
    }
    const result = await submitRequest({
      input: {
        obj: deviceId,
        startTime: start,
        endTime: start + totalMs,
        stream: chosenStream,
        ...(deliverAtMs !== null && { deliverAt: deliverAtMs }),
      },
    });
    if (result.error) {
      const text = graphqlErrorText(result.error);
      return deliveryDelayProblem(text, t) ?? text;
    }
    toast(t(deliverAtMs !== null ? 'video.delivery.export.scheduled' : 'video.delivery.export.submitted'), 'success');
    onClose();
  });

  return (
    <Dialog title={t('video.delivery.export.title')} onClose={onClose}>
      <Form form={form} onSubmit={submit} className="vt-form">
        <p className="vt-form__intro">
          {t('video.delivery.export.device')}: <bdi>{deviceName}</bdi>
        </p>
        <TimeField
          label={t('video.delivery.export.start')}
          value={start}
          min={archiveStart}
          max={now}
          onChange={(value) => setStart(clampTime(value, archiveStart, now))}
        />
        <fieldset className="vt-delivery__duration">
          <legend>{t('video.delivery.export.duration')}</legend>
          <SelectField
            label={t('video.delivery.export.hours')}
            value={duration.hours}
            options={hours.map((value) => ({ value, label: String(value) }))}
            onChange={(value) => changeDuration(value, duration.minutes)}
          />
          <SelectField
            label={t('video.delivery.export.minutes')}
            value={duration.minutes}
            options={minutes.map((value) => ({ value, label: String(value) }))}
            onChange={(value) => changeDuration(duration.hours, value)}
          />
        </fieldset>
        <TimeField
          label={t('video.delivery.export.end')}
          value={start + totalMs}
          min={start}
          max={now}
          // Spec 2 §5: a calendar selection recomputes the duration (an end before the start counts as its distance).
          onChange={(end) => setDuration(splitDuration(end - start))}
          // The duration's problem, under the end it moves with.
          error={errorText ?? undefined}
        />
        <SelectField
          label={t('video.delivery.export.stream')}
          value={chosenStream ?? ''}
          options={streams.options.map((value) => ({ value, label: t(`video.delivery.export.streams.${value}`) }))}
          onChange={(value) => form.setValue('stream', value === '' ? null : value)}
          disabled={streams.options.length === 0}
          error={streams.loaded && streams.options.length === 0 ? t('video.delivery.export.noStreams') : undefined}
        />
        <DeliverAtField
          maxDelayMin={realm.data ? realm.data.currentRealm.maxScheduledDeliveryDelay : undefined}
          now={now}
        />
        <FormBanner />
        <div className="vt-form__actions vt-form__actions--end">
          <Button variant="secondary" onClick={onClose}>
            {t('video.delivery.cancel')}
          </Button>
          <FormSubmitButton disabled={!ready}>{t('video.delivery.ok')}</FormSubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/** A local date-time picked on the calendar; typing is taken on leaving the field. */
function TimeField({
  label,
  value,
  min,
  max,
  onChange,
  error,
}: {
  label: string;
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState(() => toDateTimeLocal(value, 'second'));
  // The other fields move this one (a new start or duration moves the end).
  useEffect(() => setText(toDateTimeLocal(value, 'second')), [value]);
  return (
    <TextField
      label={label}
      type="datetime-local"
      step={1}
      min={min === undefined ? undefined : toDateTimeLocal(min, 'second')}
      max={toDateTimeLocal(max, 'second')}
      value={text}
      onChange={setText}
      error={error}
      onBlur={() => {
        // A value that is no date-time gives the field its last good time back.
        const next = fromDateTimeLocal(text) ?? value;
        onChange(next);
        setText(toDateTimeLocal(clampTime(next, min, max), 'second'));
      }}
    />
  );
}

/** The choices plus the current value, so a duration over the maximum still shows (with its error). */
function withCurrent(choices: number[], current: number): number[] {
  return choices.includes(current) ? choices : [...choices, current].sort((a, b) => a - b);
}
