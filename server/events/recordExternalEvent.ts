/** Events from outside (spec 3 §7.4 POST /event): another system's alert becomes an audit entry of
 *  the caller's realm, marked EXTERNAL=1, its witnesses named by device id and checked to be
 *  devices of that realm; ACK-REQUIRE=1 in its metadata makes it need acknowledgement. */
import {
  AUDIT_CATEGORIES,
  AUDIT_CATEGORY,
  AUDIT_METADATA_KEY,
  EVENT_TYPE,
  METADATA_TRUE,
} from '../../shared/events/auditConstants';
import type { AuditEntryRecord, AuditMetadataPair } from '../db/repositories/auditEntries';
import type { DeviceRepository } from '../db/repositories/devices';
import { DomainError } from '../errors/DomainError';
import type { AuditLog } from './AuditLog';
import { checkSnapshot } from './checkSnapshot';

/** Longest message accepted (characters). */
const MAX_MESSAGE = 4000;

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
  deps: { auditLog: AuditLog; devices: DeviceRepository; now?: () => number },
  realmId: string,
  userId: string,
  event: ExternalEvent,
): Promise<AuditEntryRecord> {
  const category = event.category == null ? AUDIT_CATEGORY.USER : String(event.category);
  if (!AUDIT_CATEGORIES.some((c) => c.id === category)) throw DomainError.badInput(`Unknown category ${category}`);
  const message = event.message == null ? null : String(event.message);
  if (message !== null && message.length > MAX_MESSAGE) throw DomainError.badInput('The message is too long');
  const triggeredAt = event.triggeredAt == null ? (deps.now ?? Date.now)() : Number(event.triggeredAt);
  if (!Number.isSafeInteger(triggeredAt) || triggeredAt < 0) throw DomainError.badInput('triggeredAt is not a time');
  const eventType = event.eventType == null ? EVENT_TYPE.ALERT : String(event.eventType);
  if (eventType !== EVENT_TYPE.ALERT && eventType !== EVENT_TYPE.INFORMATION) {
    throw DomainError.badInput(`Unknown eventType ${eventType}`);
  }
  const ids = Array.isArray(event.witnesses)
    ? event.witnesses.map((w: unknown) => String(typeof w === 'object' && w ? (w as { id?: unknown }).id : w))
    : [];
  const devices = ids.length > 0 ? await deps.devices.byIds(realmId, ids) : [];
  const found = new Set(devices.map((d) => d.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw DomainError.notFound(`Device ${missing}`);
  const snapshot = checkSnapshot(event.snapshot == null ? null : String(event.snapshot));
  const given = Array.isArray(event.metadata) ? (event.metadata as unknown[]) : [];
  const metadata: AuditMetadataPair[] = given
    .filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null && 'key' in m)
    .filter((m) => m.key !== AUDIT_METADATA_KEY.EXTERNAL && m.key !== AUDIT_METADATA_KEY.EVENT_TYPE)
    .map((m) => ({
      key: String(m.key),
      class: m.class == null ? null : String(m.class),
      value: m.value == null ? null : String(m.value),
    }));
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
