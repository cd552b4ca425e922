/** The Create Event dialog (spec 2 §4 Create-event dialog, §3 Event entry): a 176x144 snapshot per
 *  camera, event type and message (a form-kit form), createEvent, and each camera's outcome. */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { THUMBNAIL_SIZE } from '../../../shared/video/constants';
import {
  Button,
  Dialog,
  FieldMessage,
  Form,
  FormBanner,
  FormSelectField,
  FormSubmitButton,
  FormTextField,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { CreateEventMutation } from './deliveryDocuments';
import { eventSnapshot } from './eventSnapshot';
import { graphqlErrorText } from './graphqlErrorText';
import './delivery.css';

export interface CreateEventCamera {
  deviceId: string;
  name: string;
  /** The picture on screen as JPEG, null when nothing is shown. */
  snapshot(): Promise<Blob | null>;
}

export interface CreateEventDialogProps {
  cameras: CreateEventCamera[];
  onClose(): void;
}

const EVENT_TYPES = ['Alert', 'Information'] as const;
type EventType = (typeof EVENT_TYPES)[number];

interface EventValues {
  eventType: EventType;
  message: string;
}

/** Each camera's outcome: created, or the server's message for it. */
type Outcome = { created: true } | { created: false; error: string };

export function CreateEventDialog({ cameras, onClose }: CreateEventDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const snapshots = useSnapshots(cameras);
  const form = useSharedForm<EventValues>({ defaultValues: { eventType: 'Alert', message: '' } });
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [, createEvent] = useMutation(CreateEventMutation);

  const pending = cameras.filter((camera) => !isCreated(outcomes[camera.deviceId]));
  const allCreated = cameras.length > 0 && pending.length === 0;

  const submit = useFormSubmit(form, async ({ eventType, message }) => {
    if (pending.length === 0) return;
    const createdAt = Date.now();
    const result = await createEvent({
      events: pending.map((camera) => ({
        obj: camera.deviceId,
        createdAt,
        eventType,
        snapshot: snapshots[camera.deviceId] ?? null,
        message: message.trim() || null,
      })),
    });
    if (result.error) return graphqlErrorText(result.error);
    if (!result.data) return;
    const next = { ...outcomes };
    for (const entry of result.data.createEvent) {
      next[entry.obj] = entry.error ? { created: false, error: entry.error } : { created: true };
    }
    setOutcomes(next);
    if (cameras.every((camera) => isCreated(next[camera.deviceId])))
      toast(t('video.delivery.event.created'), 'success');
  });

  return (
    <Dialog title={t('video.delivery.event.title')} onClose={onClose}>
      <Form form={form} onSubmit={submit} className="vt-form">
        <ul className="vt-delivery__event-cameras" aria-label={t('video.delivery.event.title')}>
          {cameras.map((camera) => (
            <CameraEntry
              key={camera.deviceId}
              name={camera.name}
              snapshot={snapshots[camera.deviceId]}
              outcome={outcomes[camera.deviceId]}
            />
          ))}
        </ul>
        <FormSelectField<EventValues, EventType>
          name="eventType"
          label={t('video.delivery.event.eventType')}
          options={EVENT_TYPES.map((value) => ({ value, label: t(`video.delivery.event.types.${value}`) }))}
          disabled={allCreated}
        />
        <FormTextField<EventValues> name="message" label={t('video.delivery.event.message')} disabled={allCreated} />
        <FormBanner />
        {allCreated && (
          <p className="vt-delivery__success" role="status">
            {t('video.delivery.event.created')}
          </p>
        )}
        <div className="vt-form__actions vt-form__actions--end">
          <Button variant="secondary" onClick={onClose}>
            {allCreated ? t('video.delivery.close') : t('video.delivery.cancel')}
          </Button>
          {!allCreated && (
            <FormSubmitButton disabled={cameras.length === 0}>{t('video.delivery.event.create')}</FormSubmitButton>
          )}
        </div>
      </Form>
    </Dialog>
  );
}

function CameraEntry({
  name,
  snapshot,
  outcome,
}: {
  name: string;
  /** Base64 JPEG; null when none could be made, undefined while it is being made. */
  snapshot: string | null | undefined;
  outcome: Outcome | undefined;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <li className="vt-delivery__event-camera">
      {snapshot ? (
        <img
          src={`data:image/jpeg;base64,${snapshot}`}
          alt={t('video.delivery.event.snapshotOf', { name })}
          width={THUMBNAIL_SIZE.width}
          height={THUMBNAIL_SIZE.height}
        />
      ) : (
        <span className="vt-delivery__no-snapshot">
          {snapshot === null ? t('video.delivery.event.noSnapshot') : ''}
        </span>
      )}
      <bdi>{name}</bdi>
      {outcome?.created && <span className="vt-delivery__created">{t('video.delivery.event.created')}</span>}
      <FieldMessage id={errorId} message={outcome && !outcome.created ? outcome.error : undefined} />
    </li>
  );
}

/** The cameras' snapshots, made once when the dialog opens. */
function useSnapshots(cameras: CreateEventCamera[]): Record<string, string | null> {
  const [snapshots, setSnapshots] = useState<Record<string, string | null>>({});
  useEffect(() => {
    let live = true;
    for (const camera of cameras) {
      camera
        .snapshot()
        .then(eventSnapshot)
        .catch(() => null)
        .then((image) => {
          if (live) setSnapshots((current) => ({ ...current, [camera.deviceId]: image }));
        });
    }
    return () => {
      live = false;
    };
    // The pictures are those on screen when the dialog opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return snapshots;
}

function isCreated(outcome: Outcome | undefined): boolean {
  return outcome?.created === true;
}
