/** Simulated sensor alarms (issue 11): sensors have no physical input here, so now and then (at a
 *  modest, configurable mean interval, jittered) one demo sensor reports its kind's alarm. The
 *  report goes through the sensor alarm rules (devices/SensorAlarms, issue 28) like any sensor's:
 *  a disabled or disarmed sensor raises nothing, and the sensor's own settings decide the rest. */
import { SENSOR_KIND_ALARMS } from '../../shared/devices/deviceAdminConstants';
import type { AuditEntryRecord } from '../db/repositories/auditEntries';
import type { DeviceRecord, DeviceRepository } from '../db/repositories/devices';
import type { RealmRepository } from '../db/repositories/realms';
import { DEMO_SENSOR_KINDS, type DemoSensorKind } from './demoSensors';

/** The sensor alarm rules the platform hands in (devices/SensorAlarms). */
export interface SensorAlarmSink {
  armed(sensor: DeviceRecord): boolean;
  raise(
    realmId: string,
    sensorId: string,
    event: { name: string; source: 'sensor' | 'user' },
  ): Promise<AuditEntryRecord | undefined>;
}

export class SensorSimulator {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly deps: {
      realms: RealmRepository;
      devices: DeviceRepository;
      deviceAdmin: { sensorAlarms: SensorAlarmSink };
      random?: () => number;
    },
    private readonly everyMs: number,
    private readonly onError: (message: string) => void,
  ) {}

  /** Starts, or starts again after a stop (the demo world moved to this node of a cluster). */
  start(): void {
    this.stopped = false;
    clearTimeout(this.timer);
    if (this.everyMs > 0) this.schedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Reports the alarm of one armed demo sensor (a random one when none is named); undefined
   *  when it raised none (a disabled or disarmed sensor raises nothing). */
  async raise(sensorId?: string): Promise<AuditEntryRecord | undefined> {
    const alarms = this.deps.deviceAdmin.sensorAlarms;
    const sensors: DeviceRecord[] = [];
    for (const realm of await this.deps.realms.all()) {
      for (const d of await this.deps.devices.inRealm(realm.id)) if (sensorKind(d) && alarms.armed(d)) sensors.push(d);
    }
    const random = this.deps.random ?? Math.random;
    const sensor = sensorId ? sensors.find((s) => s.id === sensorId) : sensors[Math.floor(random() * sensors.length)];
    const kind = sensor && sensorKind(sensor);
    if (!sensor || !kind) return undefined;
    return alarms.raise(sensor.realmId, sensor.id, { name: SENSOR_KIND_ALARMS[kind], source: 'sensor' });
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
