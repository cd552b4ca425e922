/** A gateway's events (spec 3 §3.1 Gateway aspect: subscribed events, associated devices; issue 28):
 *  an access-control gateway posts each event to the platform (GATEWAY_EVENTS_API), and every event
 *  it is subscribed to becomes an audit entry witnessed by the gateway and its associated cameras
 *  (so the event has their video and the first one's picture of that moment).
 *
 *  Authentication is per gateway by HMAC-SHA256, not by a bearer secret: the administrator issues
 *  the gateway a secret (shown once), and the gateway signs `<timestamp>.<exact body bytes>` with it.
 *  The secret itself never crosses the wire, so a logged or captured request neither reveals it nor
 *  can be altered, and the timestamp, checked against the platform's clock, stops a captured request
 *  from being replayed later; it is the scheme webhook receivers already know (GitHub, Stripe, and
 *  the platform's own notification webhooks). An unknown gateway, a missing secret and a wrong
 *  signature read the same, so the answer tells nothing of which gateways exist. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  GATEWAY_EVENT_ERROR,
  GATEWAY_SIGNATURE_PREFIX,
  GATEWAY_SIGNATURE_WINDOW_MS,
} from '../../shared/devices/deviceAdminConstants';
import { AUDIT_CATEGORY, AUDIT_METADATA_KEY, EVENT_TYPE, METADATA_TRUE } from '../../shared/events/auditConstants';
import type { AuditEntryRecord, AuditMetadataPair } from '../db/repositories/auditEntries';
import type { DeviceAdminRepository } from '../db/repositories/deviceAdmin';
import type { DeviceRecord, DeviceRepository } from '../db/repositories/devices';
import type { AuditLog } from '../events/AuditLog';
import { type TakeCameraPicture, witnessThumbnail } from '../events';
import { DomainError } from '../kernel/DomainError';
import type { DeviceChanges } from './DeviceChanges';

/** Metadata key naming the gateway event an entry was raised for. */
export const GATEWAY_EVENT_KEY = 'GATEWAY-EVENT';
/** Longest event name and message a gateway may send (characters). */
const MAX_EVENT_NAME = 200;
const MAX_MESSAGE = 4000;

/** What a gateway posts, as it arrived. */
export interface SignedGatewayEvent {
  timestamp: string | undefined;
  signature: string | undefined;
  body: string;
}

/** The signature of a body sent at a time, as a gateway computes it. */
export function signGatewayEvent(secret: string, timestamp: string, body: string): string {
  return GATEWAY_SIGNATURE_PREFIX + createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

export class GatewayEvents {
  constructor(
    private readonly deps: {
      devices: Pick<DeviceRepository, 'byId' | 'byIds'>;
      admin: Pick<DeviceAdminRepository, 'update'>;
      changes: Pick<DeviceChanges, 'record'>;
      auditLog: Pick<AuditLog, 'record'>;
      snapshot?: TakeCameraPicture;
      now?: () => number;
    },
  ) {}

  /** A new secret for the gateway's events (the old one stops working); shown this once. */
  async issueSecret(realmId: string, userName: string, gatewayId: string): Promise<string> {
    const secret = randomBytes(32).toString('base64url');
    const updated = await this.deps.admin.update(realmId, gatewayId, (current) =>
      current.deviceType === 'gateway' ? { config: { ...current.config, eventSecret: secret } } : undefined,
    );
    if (updated?.deviceType !== 'gateway' || updated.config.eventSecret !== secret)
      throw DomainError.notFound('Device');
    await this.deps.changes.record(
      { realmId, deviceId: gatewayId, action: 'UPDATE' },
      userName,
      `Gateway ${updated.name} event secret issued`,
    );
    return secret;
  }

  /** Checks a posted event's signature and records it; the stored entry. */
  async receive(gatewayId: string, posted: SignedGatewayEvent): Promise<AuditEntryRecord> {
    const gateway = await this.authenticate(gatewayId, posted);
    if (!gateway.enabled) throw new DomainError('conflict', GATEWAY_EVENT_ERROR.DISABLED);
    const event = parseEvent(posted.body);
    const aspect = gateway.aspects.find((a) => a.type === 'Gateway');
    const subscribed = stringList(aspect?.subscribedEvents);
    const name = subscribed.find((s) => s.toLowerCase() === event.name.toLowerCase());
    if (!name) throw DomainError.badInput(GATEWAY_EVENT_ERROR.notSubscribed(event.name));
    const now = (this.deps.now ?? Date.now)();
    const at = event.triggeredAt ?? now;
    const cameraIds = stringList(aspect?.associatedDevices);
    const cameras = cameraIds.length > 0 ? await this.deps.devices.byIds(gateway.realmId, cameraIds) : [];
    const metadata: AuditMetadataPair[] = [
      { key: AUDIT_METADATA_KEY.EVENT_TYPE, class: 'GATEWAY', value: EVENT_TYPE.ALERT },
      { key: AUDIT_METADATA_KEY.EXTERNAL, class: 'GATEWAY', value: METADATA_TRUE },
      { key: GATEWAY_EVENT_KEY, class: 'GATEWAY', value: name },
    ];
    if (gateway.config.acknowledgeRequired === true) {
      metadata.push({ key: AUDIT_METADATA_KEY.ACK_REQUIRE, class: 'GATEWAY', value: METADATA_TRUE });
    }
    return this.deps.auditLog.record({
      realmId: gateway.realmId,
      // Raised by another system's people and doors, not by the platform's own devices (spec 3 §3.2).
      category: AUDIT_CATEGORY.USER,
      message: event.message ? `${name}: ${event.message}` : `${name}: ${gateway.name}`,
      triggeredAt: at,
      witnesses: [gateway, ...cameras].map((d) => ({ id: d.id, name: d.name, type: d.deviceType })),
      metadata,
      snapshots: await witnessThumbnail(cameras[0], at, this.deps.snapshot),
      createdBy: null,
    });
  }

  private async authenticate(gatewayId: string, posted: SignedGatewayEvent): Promise<DeviceRecord> {
    const now = (this.deps.now ?? Date.now)();
    const sentAt = Number(posted.timestamp);
    if (!posted.timestamp || !Number.isSafeInteger(sentAt) || Math.abs(now - sentAt) > GATEWAY_SIGNATURE_WINDOW_MS) {
      throw DomainError.unauthenticated(GATEWAY_EVENT_ERROR.STALE);
    }
    const gateway = await this.deps.devices.byId(gatewayId);
    const secret = gateway?.deviceType === 'gateway' ? gateway.config.eventSecret : undefined;
    const expected = Buffer.from(
      signGatewayEvent(
        typeof secret === 'string' ? secret : randomBytes(32).toString('hex'),
        posted.timestamp,
        posted.body,
      ),
    );
    const given = Buffer.from(posted.signature ?? '');
    const matches = expected.length === given.length && timingSafeEqual(expected, given);
    if (!gateway || typeof secret !== 'string' || !matches) {
      throw DomainError.unauthenticated(GATEWAY_EVENT_ERROR.BAD_SIGNATURE);
    }
    return gateway;
  }
}

/** The posted JSON: `{ event, message?, triggeredAt? }`. */
function parseEvent(body: string): { name: string; message: string | null; triggeredAt: number | null } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw DomainError.badInput(GATEWAY_EVENT_ERROR.NOT_JSON);
  }
  const value = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const name = typeof value.event === 'string' ? value.event.trim() : '';
  if (!name || name.length > MAX_EVENT_NAME) throw DomainError.badInput(GATEWAY_EVENT_ERROR.NO_EVENT);
  if (value.message != null && (typeof value.message !== 'string' || value.message.length > MAX_MESSAGE)) {
    throw DomainError.badInput('message must be text of at most 4000 characters');
  }
  const triggeredAt = value.triggeredAt == null ? null : Number(value.triggeredAt);
  if (triggeredAt !== null && (!Number.isSafeInteger(triggeredAt) || triggeredAt < 0)) {
    throw DomainError.badInput('triggeredAt is not a time');
  }
  return { name, message: (value.message as string | undefined)?.trim() || null, triggeredAt };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}
