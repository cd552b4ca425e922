/** The event list's CSV export (spec 3 §2.2, §9): one row per listed entry under the columns
 *  Event ID, Date/Time, Witness name, Message, written by the product's one CSV writer (quoting,
 *  separators and line breaks inside messages, and camera names or messages a spreadsheet would
 *  run as formulae, handled there). */
import { writeCsv } from '../../../shared/csv/writeCsv';
import { EVENT_CSV_COLUMNS } from '../../../shared/events/eventListConstants';
import type { EventEntry } from './eventsDocuments';
import { witnessNames } from './eventFacts';

export function eventsCsv(entries: readonly EventEntry[], formatTime: (ms: number) => string): string {
  return writeCsv(
    EVENT_CSV_COLUMNS,
    entries.map((entry) => [
      entry.context,
      entry.triggeredAt == null ? '' : formatTime(entry.triggeredAt),
      witnessNames(entry),
      entry.message ?? '',
    ]),
  );
}

/** Offers the text as a file download (events-<time>.csv). */
export function downloadCsv(csv: string, now = new Date()): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `events-${now.toISOString().replace(/[:.]/g, '-')}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
