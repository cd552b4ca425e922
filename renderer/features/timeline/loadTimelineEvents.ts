/** Reads the cameras' events of a time range (spec 2 §7 Audit entries): pages of 100, newest
 *  first, moving the end time back until a page has fewer than the limit. */
import type { Client } from 'urql';
import {
  TIMELINE_EVENT_CATEGORIES,
  TIMELINE_EVENT_MAX_PAGES,
  TIMELINE_EVENT_PAGE_SIZE,
} from '../../../shared/video/timelineConstants';
import { TimelineEventsQuery } from './timelineDocuments';

export interface TimelineEvent {
  id: string;
  time: number;
  deviceIds: string[];
}

export async function loadTimelineEvents(
  client: Client,
  deviceIds: readonly string[],
  from: number,
  to: number,
): Promise<TimelineEvent[]> {
  if (deviceIds.length === 0) return [];
  const events = new Map<string, TimelineEvent>();
  let end = to;
  for (let page = 0; page < TIMELINE_EVENT_MAX_PAGES; page++) {
    const result = await client
      .query(
        TimelineEventsQuery,
        {
          filter: {
            from,
            to: end,
            witnesses: [...deviceIds],
            categories: [...TIMELINE_EVENT_CATEGORIES],
            limit: TIMELINE_EVENT_PAGE_SIZE,
          },
        },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    if (result.error) throw result.error;
    const entries = result.data?.auditEntries ?? [];
    for (const entry of entries) {
      if (entry.triggeredAt == null) continue;
      events.set(entry.context, {
        id: entry.context,
        time: entry.triggeredAt,
        deviceIds: (entry.witnesses ?? []).map((w) => w.id),
      });
    }
    if (entries.length < TIMELINE_EVENT_PAGE_SIZE) break;
    const oldest = Math.min(...entries.map((e) => e.triggeredAt ?? end));
    // Entries sharing the oldest time may straddle pages; they are kept by id above.
    if (oldest >= end) break;
    end = oldest;
  }
  return [...events.values()].sort((a, b) => a.time - b.time);
}
