/** The Event Details widget (spec 3 §2.3, §2.6): the event dropped on it, or with autoUpdate the one
 *  selected in the view's event list; its visual (Image or Video), the acknowledge form when
 *  displayAcknowledgeForm is on, with requireAcknowledgeDetails. Empty: 'Drop Event here'. */
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useAtomValue, useSetAtom } from '../../state';
import { useToast } from '../../ui';
import type { WidgetComponentProps } from '../widgets';
import { requiredNotesAtom } from './acknowledgeNotesAtoms';
import { carriesEvent, readEventDrop } from './eventDrag';
import { EventDetails } from './EventDetails';
import { type EventEntry, EventEntryQuery } from './eventsDocuments';
import { selectedEventAtom } from './selectedEventAtoms';
import { useAcknowledge } from './useAcknowledge';
import './events.css';

export function EventDetailsWidget({ viewId, props }: WidgetComponentProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const selected = useAtomValue(selectedEventAtom(viewId));
  const autoUpdate = props.autoUpdate !== false;
  const [eventId, setEventId] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [result, reexecute] = useQuery({
    query: EventEntryQuery,
    variables: { id: eventId ?? '' },
    pause: eventId === null,
    requestPolicy: 'network-only',
  });
  const acknowledgeEntries = useAcknowledge();

  useEffect(() => {
    if (autoUpdate && selected) setEventId(selected.context);
  }, [autoUpdate, selected]);

  // Following the list's selection with required notes, this form is where the selected alarm is
  // acknowledged: an acknowledgement asked for elsewhere comes here for its notes.
  const root = useRef<HTMLDivElement>(null);
  const setRequiredNotes = useSetAtom(requiredNotesAtom(viewId));
  const notesRequired = autoUpdate && props.displayAcknowledgeForm === true && props.requireAcknowledgeDetails === true;
  useEffect(() => {
    if (!notesRequired) return;
    setRequiredNotes({ focus: () => root.current?.querySelector('textarea')?.focus() });
    return () => setRequiredNotes(null);
  }, [notesRequired, setRequiredNotes]);

  const onDragOver = (event: DragEvent) => {
    if (carriesEvent(event.dataTransfer)) event.preventDefault();
  };
  const onDrop = (event: DragEvent) => {
    const id = readEventDrop(event.dataTransfer);
    if (!id) return;
    event.preventDefault();
    setEventId(id);
  };
  const acknowledge = async (entries: EventEntry[], note?: string) => {
    setProcessing(true);
    const outcome = await acknowledgeEntries(entries, note);
    setProcessing(false);
    for (const failure of outcome.failed) toast(t('events.acknowledgeToast', { message: failure.message }), 'error');
    reexecute({ requestPolicy: 'network-only' });
    return outcome.failed.length === 0;
  };

  const entry = eventId === null ? null : result.data?.auditEntry;
  return (
    <div ref={root} className="vt-event-details-widget" onDragOver={onDragOver} onDrop={onDrop}>
      {eventId === null ? (
        <p className="vt-event-list__empty">{t('events.details.dropEvent')}</p>
      ) : result.fetching && !entry ? (
        <p className="vt-muted">{t('events.loading')}</p>
      ) : result.error ? (
        <p role="alert">{result.error.message}</p>
      ) : !entry ? (
        <p role="alert">{t('events.details.notFound')}</p>
      ) : (
        <EventDetails
          entry={entry}
          visual={props.visual === 'Video' ? 'Video' : 'Image'}
          showForm={props.displayAcknowledgeForm === true}
          requireDetails={props.requireAcknowledgeDetails === true}
          processing={processing}
          onAcknowledge={acknowledge}
        />
      )}
    </div>
  );
}
