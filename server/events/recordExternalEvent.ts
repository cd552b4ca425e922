/** Events from outside (spec 3 §7.4 POST /event): another system's alert becomes an audit entry of
 *  the caller's realm, marked EXTERNAL=1, its witnesses named by device id and checked to be
 *  devices of that realm; ACK-REQUIRE=1 in its metadata makes it need acknowledgement. Every text
 *  field must be text and the metadata a bounded list of bounded pairs (issue 27 #14: 50,000 pairs
 *  were stored with one event). */
import {
  AUDIT_CATEGORIES,
  AUDIT_CATEGORY,
  AUDIT_METADATA_KEY,
  EVENT_TYPE,
  METADATA_TRUE,
} from '../../shared/events/auditConstants';
import type { AuditEntryRecord, AuditMetadataPair } from '../db/repositories/auditEntries';
import type { DeviceRepository } from '../db/repositories/devices';
import { DomainError } from '../kernel/DomainError';
import type { AuditLog } from './AuditLog';
import { checkSnapshot } from './checkSnapshot';
import { optionalText } from './optionalText';

/** Longest message accepted (characters). */
const MAX_MESSAGE = 4000;
/** Metadata pairs one event may carry (the platform's own events carry two or three), and the
 *  longest key, class and value. */
export const MAX_METADATA_PAIRS = 64;
const MAX_METADATA_KEY = 128;
const MAX_METADATA_VALUE = 1024;

export interface ExternalEvent {
  message?: unknown;
  category?: unknown;
  triggeredAt?: unknown;
  eventType?: unknown;
  /** Device ids, or {id} objects. */
  witnesses?: unknown;
  metadata?: unknown;
  /** Base64 JPEG. */
  snapshot?: unknown;
}

export async function recordExternalEvent(
  deps: { auditLog: AuditLog; devices: Pick<DeviceRepository, 'byIds'>; now?: () => number },
  realmId: string,
  userId: string,
  event: ExternalEvent,
): Promise<AuditEntryRecord> {
  const category = optionalText('category', event.category) ?? AUDIT_CATEGORY.USER;
  if (!AUDIT_CATEGORIES.some((c) => c.id === category)) throw DomainError.badInput(`Unknown category ${category}`);
  const message = optionalText('message', event.message);
  if (message !== null && message.length > MAX_MESSAGE) throw DomainError.badInput('The message is too long');
  const triggeredAt =
    event.triggeredAt == null ? (deps.now ?? Date.now)() : Number(optionalText('triggeredAt', event.triggeredAt));
  if (!Number.isSafeInteger(triggeredAt) || triggeredAt < 0) throw DomainError.badInput('triggeredAt is not a time');
  const eventType = optionalText('eventType', event.eventType) ?? EVENT_TYPE.ALERT;
  if (eventType !== EVENT_TYPE.ALERT && eventType !== EVENT_TYPE.INFORMATION) {
    throw DomainError.badInput(`Unknown eventType ${eventType}`);
  }
  const ids = Array.isArray(event.witnesses)
    ? event.witnesses.map(
        (w: unknown) => optionalText('witness', typeof w === 'object' && w ? (w as { id?: unknown }).id : w) ?? '',
      )
    : [];
  const devices = ids.length > 0 ? await deps.devices.byIds(realmId, ids) : [];
  const found = new Set(devices.map((d) => d.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw DomainError.notFound(`Device ${missing}`);
  const snapshot = checkSnapshot(optionalText('snapshot', event.snapshot));
  const given = Array.isArray(event.metadata) ? (event.metadata as unknown[]) : [];
  if (given.length > MAX_METADATA_PAIRS) {
    throw DomainError.badInput(`An event may carry at most ${MAX_METADATA_PAIRS} metadata pairs`);
  }
  const metadata: AuditMetadataPair[] = given
    .filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null && 'key' in m)
    .map((m) => ({
      key: optionalText('metadata key', m.key, MAX_METADATA_KEY) ?? '',
      class: optionalText('metadata class', m.class, MAX_METADATA_KEY),
      value: optionalText('metadata value', m.value, MAX_METADATA_VALUE),
    }))
    .filter((m) => m.key !== AUDIT_METADATA_KEY.EXTERNAL && m.key !== AUDIT_METADATA_KEY.EVENT_TYPE);
  metadata.push(
    { key: AUDIT_METADATA_KEY.EVENT_TYPE, class: 'EXTERNAL', value: eventType },
    { key: AUDIT_METADATA_KEY.EXTERNAL, class: 'EXTERNAL', value: METADATA_TRUE },
  );
  return deps.auditLog.record({
    realmId,
    category,
    message,
    triggeredAt,
    witnesses: devices.map((d) => ({ id: d.id, name: d.name, type: d.deviceType })),
    metadata,
    snapshots: snapshot ? [{ snapshot, default: true, type: 'image/jpeg', tags: { objid: devices[0]?.id } }] : [],
    createdBy: userId,
  });
}
