/** The audit entries of the last day for the events dashboards, read page by page (spec 3 §7.4
 *  paging, newest first) up to EVENT_SAMPLE_PAGES pages; when the day holds more, the figures say
 *  from which time on they count. Read again every few minutes. */
import { useEffect, useState } from 'react';
import { type CombinedError, useClient } from 'urql';
import { AUDIT_PAGE_LIMIT } from '../../../shared/events/auditConstants';
import { type EventSampleData, EventSampleQuery } from './reportsDocuments';

export const EVENT_SPAN_MS = 24 * 3_600_000;
/** At most this many pages (of AUDIT_PAGE_LIMIT) are read for one dashboard. */
export const EVENT_SAMPLE_PAGES = 20;
const REFRESH_MS = 5 * 60_000;

export interface EventSample {
  entries: EventSampleData[];
  from: number;
  to: number;
  /** The day held more entries than were read: they count from the oldest read on. */
  capped: boolean;
  error: CombinedError | undefined;
}

export function useEventSample(): EventSample | undefined {
  const client = useClient();
  const [sample, setSample] = useState<EventSample>();
  useEffect(() => {
    let live = true;
    const read = async () => {
      const to = Date.now();
      const from = to - EVENT_SPAN_MS;
      const entries: EventSampleData[] = [];
      let error: CombinedError | undefined;
      let capped = false;
      for (let page = 0; page < EVENT_SAMPLE_PAGES; page += 1) {
        const result = await client
          .query(
            EventSampleQuery,
            { filter: { from, to, start: page * AUDIT_PAGE_LIMIT + 1, limit: AUDIT_PAGE_LIMIT } },
            { requestPolicy: 'network-only' },
          )
          .toPromise();
        if (!live) return;
        if (result.error) {
          error = result.error;
          break;
        }
        const rows = result.data?.auditEntries ?? [];
        entries.push(...rows);
        if (rows.length < AUDIT_PAGE_LIMIT) break;
        capped = page === EVENT_SAMPLE_PAGES - 1;
      }
      setSample({ entries, from, to, capped, error });
    };
    void read();
    const timer = setInterval(() => void read(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [client]);
  return sample;
}
