/** Audit entries for the events feature's tests, shaped as the platform answers them. */
import type { EventEntry } from '../eventsDocuments';

export interface EntryOptions {
  id: string;
  time?: number;
  message?: string;
  camera?: { id: string; name: string };
  needAck?: boolean;
  acknowledged?: boolean;
  alert?: boolean;
  note?: string;
  snapshot?: string;
}

export const T0 = Date.UTC(2026, 10, 26, 6, 0, 0);

export function entry(options: EntryOptions): EventEntry {
  const camera = options.camera ?? { id: 'cam-1', name: 'Lobby' };
  const time = options.time ?? T0;
  return {
    context: options.id,
    message: options.message ?? `Motion ${options.id}`,
    note: options.note ?? null,
    triggeredAt: time,
    modifiedAt: time,
    isAcknowledged: options.acknowledged ?? false,
    category: { id: '47', shortName: 'Device' },
    witnesses: [{ id: camera.id, name: camera.name, type: 'camera' }],
    metadata: [
      { key: 'EVENT-TYPE', class: 'DEVICE', value: options.alert ? 'Alert' : 'Information' },
      ...(options.needAck ? [{ key: 'ACK-REQUIRE', class: 'DEVICE', value: '1' }] : []),
    ],
    snapshots: options.snapshot
      ? [{ snapshot: options.snapshot, default: true, type: 'image/jpeg', tags: { objid: camera.id } }]
      : [],
  };
}

/** Entries e1…en, newest first, one second apart. */
export function entries(count: number, options: Partial<EntryOptions> = {}): EventEntry[] {
  return Array.from({ length: count }, (_, i) => entry({ ...options, id: `e${count - i}`, time: T0 - i * 1000 }));
}

/** A subscription item as the socket carries it: every object with its __typename (the socket
 *  stand-in passes data as given, and the normalised cache needs the names). */
export function updateItem(e: EventEntry | null, type: string | null = 'insert', error: string | null = null) {
  const typed = e && {
    __typename: 'AuditEntry',
    ...e,
    category: e.category && { __typename: 'AuditCategory', ...e.category },
    witnesses: e.witnesses?.map((w) => ({ __typename: 'Witness', ...w })),
    metadata: e.metadata?.map((m) => ({ __typename: 'AuditMetadata', ...m })),
    snapshots: e.snapshots?.map((s) => ({ __typename: 'AuditSnapshot', ...s })),
  };
  return { auditEntries: { __typename: 'AuditEntryUpdate', type, error, entry: typed } };
}
