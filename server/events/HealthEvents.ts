/** Device health changes as information events (issue 11; spec 3 §4 device health): a device of
 *  this process's media pipeline going BROKEN (or OFFLINE, DEGRADED) and coming back to NORMAL is a
 *  category-47 Information entry witnessed by the device. Flapping is one entry (issue 34; spec 3
 *  §9 event throttle): a change within 7,000 ms of the device's previous one is folded into that
 *  one's entry, which then tells how many changes it holds and the status now, so BROKEN/NORMAL
 *  every few seconds under load does not flood the list. It listens to the realm's objectUpdate
 *  feed; only devices this process runs are recorded, so processes sharing a database through
 *  PostgreSQL do not record one change twice. */
import {
  AUDIT_CATEGORY,
  AUDIT_METADATA_KEY,
  EVENT_THROTTLE_MS,
  EVENT_TYPE,
  HEALTH_METADATA_KEY,
} from '../../shared/events/auditConstants';
import type { AuditMetadataPair } from '../db/repositories/auditEntries';
import type { DeviceRecord, DeviceRepository } from '../db/repositories/devices';
import type { RealmRepository } from '../db/repositories/realms';
import type { AuditLog } from './AuditLog';
import { topics, type EventBus } from './eventBus';

/** Statuses worth an event on the way in; NORMAL is one only on the way back from these. */
const TROUBLE = new Set(['BROKEN', 'OFFLINE', 'DEGRADED']);

export interface HealthChange {
  id: string;
  action: string;
  healthStatus?: string;
}

/** The message of a health event. */
export function healthMessage(device: Pick<DeviceRecord, 'name'>, status: string, previous: string): string {
  return TROUBLE.has(status) ? `${device.name} is ${status}` : `${device.name} is back to ${status} (was ${previous})`;
}

/** The message of an entry folding several changes together. */
export function flappingMessage(device: Pick<DeviceRecord, 'name'>, status: string, changes: number): string {
  return `${device.name} changed health ${changes} times, now ${status}`;
}

function healthMetadata(status: string, changes: number): AuditMetadataPair[] {
  return [
    { key: AUDIT_METADATA_KEY.EVENT_TYPE, class: 'HEALTH', value: EVENT_TYPE.INFORMATION },
    { key: HEALTH_METADATA_KEY.STATUS, class: 'HEALTH', value: status },
    ...(changes > 1 ? [{ key: HEALTH_METADATA_KEY.CHANGES, class: 'HEALTH', value: String(changes) }] : []),
  ];
}

/** A device's last health entry, while further changes may still fold into it. */
interface OpenEntry {
  id: string;
  realmId: string;
  changes: number;
  lastAt: number;
}

export class HealthEvents {
  private readonly last = new Map<string, string>();
  private readonly open = new Map<string, OpenEntry>();
  private readonly offs: Array<() => void> = [];
  /** Changes are handled one after another, so a quick second change sees the first's entry. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: {
      bus: EventBus;
      realms: RealmRepository;
      devices: DeviceRepository;
      auditLog: AuditLog;
      /** True for devices whose health this process reports. */
      runsHere: (deviceId: string) => boolean;
      now?: () => number;
    },
    private readonly onError: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    for (const realm of await this.deps.realms.all()) {
      for (const device of await this.deps.devices.inRealm(realm.id)) this.last.set(device.id, device.healthStatus);
      this.offs.push(
        this.deps.bus.subscribe(topics.objectUpdate(realm.id), (payload) => {
          this.queue = this.queue
            .then(() => this.changed(payload as HealthChange))
            .catch((err: Error) => this.onError(`health event failed: ${err.message}`));
        }),
      );
    }
  }

  stop(): void {
    for (const off of this.offs.splice(0)) off();
  }

  /** Resolves once the changes received so far are recorded. */
  settled(): Promise<void> {
    return this.queue;
  }

  private async changed(change: HealthChange): Promise<void> {
    const status = change.healthStatus;
    if (change.action !== 'STATUS' || !status || !this.deps.runsHere(change.id)) return;
    const previous = this.last.get(change.id) ?? 'NORMAL';
    this.last.set(change.id, status);
    if (status === previous) return;
    if (!TROUBLE.has(status) && !TROUBLE.has(previous)) return;
    const device = await this.deps.devices.byId(change.id);
    if (!device) return;
    const now = (this.deps.now ?? Date.now)();
    const open = this.open.get(device.id);
    if (open && now - open.lastAt <= EVENT_THROTTLE_MS) {
      const changes = open.changes + 1;
      const revised = await this.deps.auditLog.revise(open.realmId, open.id, {
        message: flappingMessage(device, status, changes),
        metadata: healthMetadata(status, changes),
      });
      if (revised) {
        this.open.set(device.id, { ...open, changes, lastAt: now });
        return;
      }
      // Acknowledged or deleted meanwhile: the change starts an entry of its own.
    }
    const entry = await this.deps.auditLog.record({
      realmId: device.realmId,
      category: AUDIT_CATEGORY.DEVICE,
      message: healthMessage(device, status, previous),
      triggeredAt: now,
      witnesses: [{ id: device.id, name: device.name, type: device.deviceType }],
      metadata: healthMetadata(status, 1),
      snapshots: [],
      createdBy: null,
    });
    this.open.set(device.id, { id: entry.id, realmId: device.realmId, changes: 1, lastAt: now });
  }
}
