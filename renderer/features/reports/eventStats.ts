/** The events dashboards' figures (issue 29): events per category per hour over a period, and how
 *  long operators took to acknowledge the entries that asked for it (spec 3 §3.2 ACK-REQUIRE; the
 *  acknowledgement is the entry's last change, so modifiedAt − triggeredAt). */
import { AUDIT_METADATA_KEY, METADATA_TRUE } from '../../../shared/events/auditConstants';
import { percentile } from '../../../shared/metrics/percentile';

const HOUR_MS = 3_600_000;

export interface EventSample {
  triggeredAt?: number | null;
  modifiedAt?: number | null;
  isAcknowledged?: boolean | null;
  category?: { id: string; shortName?: string | null } | null;
  metadata?: ReadonlyArray<{ key: string; value?: string | null }> | null;
}

export interface EventsPerHour {
  /** Each hour's start, oldest first. */
  hours: number[];
  /** All events per hour. */
  total: number[];
  categories: Array<{ id: string; name: string; counts: number[]; total: number }>;
}

export function eventsPerHour(entries: readonly EventSample[], from: number, to: number): EventsPerHour {
  const first = Math.floor(from / HOUR_MS) * HOUR_MS;
  const hours: number[] = [];
  for (let hour = first; hour < to; hour += HOUR_MS) hours.push(hour);
  const total = hours.map(() => 0);
  const byCategory = new Map<string, { id: string; name: string; counts: number[]; total: number }>();
  for (const entry of entries) {
    const at = entry.triggeredAt;
    if (at == null || at < from || at >= to) continue;
    const index = Math.floor((at - first) / HOUR_MS);
    const id = entry.category?.id ?? '';
    let category = byCategory.get(id);
    if (!category) {
      category = { id, name: entry.category?.shortName || id, counts: hours.map(() => 0), total: 0 };
      byCategory.set(id, category);
    }
    category.counts[index]! += 1;
    category.total += 1;
    total[index]! += 1;
  }
  const categories = [...byCategory.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  return { hours, total, categories };
}

export interface AcknowledgementTimes {
  /** Entries that asked for acknowledgement and got it. */
  acknowledged: number;
  /** Entries that asked for it and still wait. */
  waiting: number;
  medianMs: number | null;
  p90Ms: number | null;
  longestMs: number | null;
}

export function acknowledgementTimes(entries: readonly EventSample[]): AcknowledgementTimes {
  const times: number[] = [];
  let waiting = 0;
  for (const entry of entries) {
    const asks = entry.metadata?.some(
      (pair) => pair.key === AUDIT_METADATA_KEY.ACK_REQUIRE && pair.value === METADATA_TRUE,
    );
    if (!asks) continue;
    if (!entry.isAcknowledged) waiting += 1;
    else if (entry.triggeredAt != null && entry.modifiedAt != null && entry.modifiedAt >= entry.triggeredAt)
      times.push(entry.modifiedAt - entry.triggeredAt);
  }
  times.sort((a, b) => a - b);
  return {
    acknowledged: times.length,
    waiting,
    medianMs: percentile(times, 0.5),
    p90Ms: percentile(times, 0.9),
    longestMs: times.at(-1) ?? null,
  };
}
