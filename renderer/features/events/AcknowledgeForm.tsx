/** The acknowledge form (spec 3 §2.3, §4, §5): notes and Acknowledge for an entry that needs it;
 *  with required details, empty notes say 'Acknowledge details required'. Acknowledgement is
 *  one-way: afterwards the notes are read-only. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import type { EventEntry } from './eventsDocuments';
import { isAcknowledgeable, needsAcknowledge } from './eventFacts';

export interface AcknowledgeFormProps {
  entry: EventEntry;
  requireDetails?: boolean;
  processing?: boolean;
  /** Resolves true when acknowledged. */
  onAcknowledge(entries: EventEntry[], note?: string): Promise<boolean>;
}

export function AcknowledgeForm({
  entry,
  requireDetails = false,
  processing = false,
  onAcknowledge,
}: AcknowledgeFormProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!isAcknowledgeable(entry)) return null;
  const open = needsAcknowledge(entry);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (requireDetails && !note.trim()) {
      setError(t('events.details.detailsRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      if (!(await onAcknowledge([entry], note.trim() || undefined))) setError(t('events.acknowledgeError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="vt-ack-form" onSubmit={(event) => void submit(event)}>
      <label>
        {t('events.details.notes')}
        <textarea
          value={open ? note : (entry.note ?? '')}
          readOnly={!open}
          onChange={(event) => {
            setNote(event.target.value);
            setError(null);
          }}
        />
      </label>
      {error && (
        <p role="alert" className="vt-field__error">
          {error}
        </p>
      )}
      {open ? (
        <Button type="submit" busy={busy || processing}>
          {t('events.acknowledge')}
        </Button>
      ) : (
        <p className="vt-event-row__state" data-state="acknowledged">
          {t('events.state.acknowledged')}
        </p>
      )}
    </form>
  );
}
