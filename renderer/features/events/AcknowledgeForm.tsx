/** The acknowledge form (spec 3 §2.3, §4, §5): notes and Acknowledge for an entry that needs it;
 *  with required details, empty notes say 'Acknowledge details required'. Acknowledgement is
 *  one-way: afterwards the notes are read-only. */
import { useTranslation } from 'react-i18next';
import { Button, Form, FormTextArea, useFormSubmit, useSharedForm } from '../../ui';
import type { EventEntry } from './eventsDocuments';
import { isAcknowledgeable, needsAcknowledge } from './eventFacts';

export interface AcknowledgeFormProps {
  entry: EventEntry;
  requireDetails?: boolean;
  processing?: boolean;
  /** Resolves true when acknowledged. */
  onAcknowledge(entries: EventEntry[], note?: string): Promise<boolean>;
}

interface Values {
  note: string;
}

export function AcknowledgeForm(props: AcknowledgeFormProps) {
  if (!isAcknowledgeable(props.entry)) return null;
  return <AcknowledgeFormBody {...props} />;
}

function AcknowledgeFormBody({
  entry,
  requireDetails = false,
  processing = false,
  onAcknowledge,
}: AcknowledgeFormProps) {
  const { t } = useTranslation();
  const form = useSharedForm<Values>({
    defaultValues: { note: '' },
    rules: ({ note }) => ({
      note: requireDetails && !note.trim() ? t('events.details.detailsRequired') : undefined,
    }),
  });
  const open = needsAcknowledge(entry);
  const submit = useFormSubmit(form, async ({ note }) => {
    // The failure belongs to the notes: it is shown where the operator is typing.
    if (!(await onAcknowledge([entry], note.trim() || undefined))) {
      return { field: 'note', message: t('events.acknowledgeError') };
    }
  });

  return (
    <Form form={form} onSubmit={submit} className="vt-ack-form">
      <FormTextArea<Values>
        name="note"
        label={t('events.details.notes')}
        shownValue={open ? undefined : (entry.note ?? '')}
        readOnly={!open}
      />
      {open ? (
        <Button type="submit" busy={form.formState.isSubmitting || processing}>
          {t('events.acknowledge')}
        </Button>
      ) : (
        <p className="vt-event-row__state" data-state="acknowledged">
          {t('events.state.acknowledged')}
        </p>
      )}
    </Form>
  );
}
