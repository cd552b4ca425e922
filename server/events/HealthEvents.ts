/** Device health changes as information events (issue 11; spec 3 §4 device health): a device of
 *  this process's media pipeline going BROKEN (or OFFLINE, DEGRADED) and coming back to NORMAL is a
 *  category-47 Information entry witnessed by the device. It listens to the realm's objectUpdate
 *  feed; only devices this process runs are recorded, so processes sharing a database through
 *  PostgreSQL do not record one change twice. */
import { AUDIT_CATEGORY, AUDIT_METADATA_KEY, EVENT_TYPE } from '../../shared/events/auditConstants';
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

export class HealthEvents {
  private readonly last = new Map<string, string>();
  private readonly offs: Array<() => void> = [];

  constructor(
    private readonly deps: {
      bus: EventBus;
      realms: RealmRepository;
      devices: DeviceRepository;
      auditLog: AuditLog;
      /** True for devices whose health this process reports. */
      runsHere: (deviceId: string) => boolean;
    },
    private readonly onError: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    for (const realm of await this.deps.realms.all()) {
      for (const device of await this.deps.devices.inRealm(realm.id)) this.last.set(device.id, device.healthStatus);
      this.offs.push(
        this.deps.bus.subscribe(topics.objectUpdate(realm.id), (payload) => {
          this.changed(payload as HealthChange).catch((err: Error) =>
            this.onError(`health event failed: ${err.message}`),
          );
        }),
      );
    }
  }

  stop(): void {
    for (const off of this.offs.splice(0)) off();
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
    await this.deps.auditLog.record({
      realmId: device.realmId,
      category: AUDIT_CATEGORY.DEVICE,
      message: healthMessage(device, status, previous),
      triggeredAt: Date.now(),
      witnesses: [{ id: device.id, name: device.name, type: device.deviceType }],
      metadata: [
        { key: AUDIT_METADATA_KEY.EVENT_TYPE, class: 'HEALTH', value: EVENT_TYPE.INFORMATION },
        { key: 'HEALTH-STATUS', class: 'HEALTH', value: status },
      ],
      snapshots: [],
      createdBy: null,
    });
  }
}
