/** The event list's preview (spec 3 §2.2, §2.6): the selected event's snapshot with its time,
 *  witnesses and message, beside or above the rows. */
import { useTranslation } from 'react-i18next';
import type { EventEntry } from './eventsDocuments';
import { snapshotUrl, witnessNames } from './eventFacts';

export function EventPreview({ entry, formatTime }: { entry: EventEntry | null; formatTime(ms: number): string }) {
  const { t } = useTranslation();
  const image = entry ? snapshotUrl(entry) : null;
  return (
    <figure className="vt-events__preview" aria-label={t('events.preview')}>
      {image ? <img src={image} alt="" /> : <span className="vt-muted">{t('events.noSnapshot')}</span>}
      {entry && (
        <figcaption>
          <span>{entry.triggeredAt == null ? '' : formatTime(entry.triggeredAt)}</span>
          <span>{witnessNames(entry)}</span>
          <span>{entry.message}</span>
        </figcaption>
      )}
    </figure>
  );
}
