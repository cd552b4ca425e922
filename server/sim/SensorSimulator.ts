/** Simulated sensor alarms (issue 11): sensors have no physical input here, so now and then (at a
 *  modest, configurable mean interval, jittered) one demo sensor raises its alarm: a category-47
 *  alert with ACK-REQUIRE=1, witnessed by the sensor and its cameras, with the first camera's
 *  picture of that moment as a 176x144 snapshot. */
import {
  AUDIT_CATEGORY,
  AUDIT_METADATA_KEY,
  EVENT_SNAPSHOT_SIZE,
  EVENT_TYPE,
  METADATA_TRUE,
} from '../../shared/events/auditConstants';
import type { AuditSnapshotRecord } from '../db/repositories/auditEntries';
import type { DeviceRecord, DeviceRepository } from '../db/repositories/devices';
import type { RealmRepository } from '../db/repositories/realms';
import type { AuditEntryRecord } from '../db/repositories/auditEntries';
import type { AuditLog } from '../events/AuditLog';
import type { SnapshotService } from '../media/snapshots/SnapshotService';
import { DEMO_SENSOR_KINDS, type DemoSensorKind } from './demoSensors';

export class SensorSimulator {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly deps: {
      realms: RealmRepository;
      devices: DeviceRepository;
      auditLog: AuditLog;
      snapshots: SnapshotService;
      /** What schedules hold in force (issue 28): a sensor they hold disarmed raises no alarm. */
      scheduledState?: { sensorArmed(sensorId: string): boolean };
      random?: () => number;
    },
    private readonly everyMs: number,
    private readonly onError: (message: string) => void,
  ) {}

  start(): void {
    if (this.everyMs > 0) this.schedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Raises the alarm of one armed sensor (a random one when none is named); undefined without
   *  one (a disarmed sensor raises nothing). */
  async raise(sensorId?: string): Promise<AuditEntryRecord | undefined> {
    const sensors: DeviceRecord[] = [];
    for (const realm of await this.deps.realms.all()) {
      for (const d of await this.deps.devices.inRealm(realm.id)) if (sensorKind(d) && this.armed(d.id)) sensors.push(d);
    }
    const random = this.deps.random ?? Math.random;
    const sensor = sensorId ? sensors.find((s) => s.id === sensorId) : sensors[Math.floor(random() * sensors.length)];
    const kind = sensor && sensorKind(sensor);
    if (!sensor || !kind) return undefined;
    const at = Date.now();
    const cameraIds = associatedDevices(sensor);
    const cameras = cameraIds.length > 0 ? await this.deps.devices.byIds(sensor.realmId, cameraIds) : [];
    const snapshots: AuditSnapshotRecord[] = [];
    const first = cameras[0];
    const image =
      first &&
      (await this.deps.snapshots.snapshot(first.id, undefined, { fit: EVENT_SNAPSHOT_SIZE }).catch(() => undefined));
    if (first && image) {
      const tags = { objid: first.id, schema: 'thumbnail', createdAt: image.createdAt };
      snapshots.push({ snapshot: image.jpeg.toString('base64'), default: true, type: 'image/jpeg', tags });
    }
    return this.deps.auditLog.record({
      realmId: sensor.realmId,
      category: AUDIT_CATEGORY.DEVICE,
      message: `${DEMO_SENSOR_KINDS[kind].alarm}: ${sensor.name}`,
      triggeredAt: at,
      witnesses: [sensor, ...cameras].map((d) => ({ id: d.id, name: d.name, type: d.deviceType })),
      metadata: [
        { key: AUDIT_METADATA_KEY.EVENT_TYPE, class: 'SENSOR', value: EVENT_TYPE.ALERT },
        { key: AUDIT_METADATA_KEY.ACK_REQUIRE, class: 'SENSOR', value: METADATA_TRUE },
        { key: 'EVENT-CLASS', class: 'SENSOR', value: 'threat' },
      ],
      snapshots,
      createdBy: null,
    });
  }

  private armed(sensorId: string): boolean {
    return this.deps.scheduledState?.sensorArmed(sensorId) ?? true;
  }

  private schedule(): void {
    if (this.stopped) return;
    const random = this.deps.random ?? Math.random;
    this.timer = setTimeout(
      () => {
        this.raise()
          .catch((err: Error) => this.onError(`sensor alarm failed: ${err.message}`))
          .finally(() => this.schedule());
      },
      this.everyMs * (0.5 + random()),
    );
    this.timer.unref();
  }
}

function sensorKind(device: DeviceRecord): DemoSensorKind | undefined {
  const kind = device.config.sensorKind;
  return device.deviceType === 'sensor' && typeof kind === 'string' && kind in DEMO_SENSOR_KINDS
    ? (kind as DemoSensorKind)
    : undefined;
}

function associatedDevices(device: DeviceRecord): string[] {
  const aspect = device.aspects.find((a) => a.type === 'Sensor');
  const ids = aspect?.associatedDevices;
  return Array.isArray(ids) ? ids.map(String) : [];
}
