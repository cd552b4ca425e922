/** What the console reads off an audit entry (spec 3 §3.2, §4): whether it needs acknowledgement,
 *  its importance, its witnesses' names, its default snapshot, and the list's text search and
 *  type filter (spec 3 §2.2). */
import {
  ACKNOWLEDGEABLE_CATEGORIES,
  AUDIT_METADATA_KEY,
  EVENT_TYPE,
  HEALTH_METADATA_KEY,
  METADATA_TRUE,
} from '../../../shared/events/auditConstants';
import type { EventTypeFilter } from '../../../shared/events/eventListConstants';
import type { EventEntry } from './eventsDocuments';

function metadataValue(entry: EventEntry, key: string): string | null | undefined {
  return entry.metadata?.find((pair) => pair.key === key)?.value;
}

/** Acknowledgeable: an entry of category 47 or 61 whose metadata asks for acknowledgement. */
export function isAcknowledgeable(entry: EventEntry): boolean {
  const category = entry.category?.id;
  const inCategory = category === undefined || ACKNOWLEDGEABLE_CATEGORIES.includes(category);
  return inCategory && metadataValue(entry, AUDIT_METADATA_KEY.ACK_REQUIRE) === METADATA_TRUE;
}

/** Spec 3 §4: an acknowledgeable, unacknowledged entry shows need-acknowledge. */
export function needsAcknowledge(entry: EventEntry): boolean {
  return isAcknowledgeable(entry) && !entry.isAcknowledged;
}

/** Alert or information (EVENT-TYPE); an entry without one counts as information. */
export function isAlert(entry: EventEntry): boolean {
  return metadataValue(entry, AUDIT_METADATA_KEY.EVENT_TYPE) === EVENT_TYPE.ALERT;
}

/** How many health changes a flapping device's entry folds together (1 for a single change). */
export function healthChanges(entry: EventEntry): number {
  const count = Number(metadataValue(entry, HEALTH_METADATA_KEY.CHANGES) ?? 1);
  return Number.isFinite(count) && count > 1 ? count : 1;
}

export function witnessNames(entry: EventEntry): string {
  return (entry.witnesses ?? []).map((witness) => witness.name ?? witness.id).join(', ');
}

/** The entry's default snapshot as a data URL (the first one when none is marked default). */
export function snapshotUrl(entry: EventEntry): string | null {
  const snapshots = (entry.snapshots ?? []).filter((s) => s.snapshot);
  const chosen = snapshots.find((s) => s.default) ?? snapshots[0];
  return chosen?.snapshot ? `data:image/jpeg;base64,${chosen.snapshot}` : null;
}

export function matchesTypeFilter(entry: EventEntry, filter: EventTypeFilter): boolean {
  switch (filter) {
    case 'needAcknowledge':
      return needsAcknowledge(entry);
    case 'alert':
      return isAlert(entry);
    case 'info':
      return !isAlert(entry);
    default:
      return true;
  }
}

/** Case-insensitive substring search over the id, message and witness names. */
export function matchesSearch(entry: EventEntry, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [entry.context, entry.message ?? '', witnessNames(entry)].some((text) => text.toLowerCase().includes(needle));
}

/** The first camera among the witnesses (what a drag onto a camera cell or Event Video plays). */
export function firstCamera(entry: EventEntry): { id: string; name: string } | null {
  const witnesses = entry.witnesses ?? [];
  const camera = witnesses.find((w) => !w.type || w.type === 'camera') ?? null;
  return camera ? { id: camera.id, name: camera.name ?? camera.id } : null;
}
