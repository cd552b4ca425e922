/** Which sensor alarms are raised and how (spec 3 §3.1 Sensor aspect, issue 28 "stored settings
 *  that must be acted on"): every sensor event goes through here. A disabled sensor, or one a
 *  schedule holds disarmed, raises nothing; an event the sensor is not subscribed to (its
 *  `sensorEvents` for what its input reports, its `userEvents` for the events people define on it)
 *  raises nothing; an alarm needs acknowledgement when the sensor's `acknowledgeRequired` says so;
 *  it is witnessed by the sensor, its cameras (their video and first picture) and its zones, so a
 *  user whose policies reach the zone sees it. */
import { AUDIT_CATEGORY, AUDIT_METADATA_KEY, EVENT_TYPE, METADATA_TRUE } from '../../shared/events/auditConstants';
import { SENSOR_KIND_ALARMS } from '../../shared/devices/deviceAdminConstants';
import type { AuditEntryRecord, AuditMetadataPair } from '../db/repositories/auditEntries';
import type { DeviceRecord, DeviceRepository } from '../db/repositories/devices';
import type { LabelRepository } from '../db/repositories/labels';
import type { AuditLog } from '../events/AuditLog';
import { type TakeCameraPicture, witnessThumbnail } from '../events';

/** Where an event comes from: the sensor's own input, or an event defined by people on it. */
export type SensorEventSource = 'sensor' | 'user';

export interface SensorEvent {
  /** The event's name as the sensor reports it ('Door forced open'). */
  name: string;
  source: SensorEventSource;
  at?: number;
}

/** Metadata key naming the sensor event an alarm was raised for. */
export const SENSOR_EVENT_KEY = 'SENSOR-EVENT';

export interface SensorAlarmsDeps {
  devices: Pick<DeviceRepository, 'byIds'>;
  labels: Pick<LabelRepository, 'byIds'>;
  auditLog: Pick<AuditLog, 'record'>;
  /** A camera's picture of a moment, as a JPEG of the event snapshot's size. */
  snapshot?: TakeCameraPicture;
  /** What schedules hold in force: a sensor held disarmed raises no alarm (armed when absent). */
  armed?: (sensorId: string) => boolean;
  now?: () => number;
}

export class SensorAlarms {
  constructor(private readonly deps: SensorAlarmsDeps) {}

  /** The sensor's events it raises alarms for, by source. */
  static subscribed(sensor: DeviceRecord, source: SensorEventSource): string[] {
    const aspect = sensor.aspects.find((a) => a.type === 'Sensor');
    const listed = stringList(source === 'sensor' ? aspect?.sensorEvents : aspect?.userEvents);
    if (listed.length > 0 || source === 'user') return listed;
    // A sensor of a known kind with no list raises its kind's own alarm (the demo sensors do).
    const kindAlarm = (SENSOR_KIND_ALARMS as Record<string, string | undefined>)[
      String(sensor.config.sensorKind ?? '')
    ];
    return kindAlarm ? [kindAlarm] : [];
  }

  /** Whether the sensor raises alarms now: enabled and not held disarmed by a schedule. */
  armed(sensor: DeviceRecord): boolean {
    return sensor.deviceType === 'sensor' && sensor.enabled && (this.deps.armed?.(sensor.id) ?? true);
  }

  /** Raises the alarm for a sensor's event; undefined when the sensor raises none for it. */
  async raise(realmId: string, sensorId: string, event: SensorEvent): Promise<AuditEntryRecord | undefined> {
    const [sensor] = await this.deps.devices.byIds(realmId, [sensorId]);
    if (!sensor || !this.armed(sensor)) return undefined;
    const name = event.name.trim();
    const subscribed = SensorAlarms.subscribed(sensor, event.source);
    const match = subscribed.find((s) => s.toLowerCase() === name.toLowerCase());
    if (!match) return undefined;
    const at = event.at ?? (this.deps.now ?? Date.now)();
    const aspect = sensor.aspects.find((a) => a.type === 'Sensor');
    const cameraIds = stringList(aspect?.associatedDevices);
    const cameras = cameraIds.length > 0 ? await this.deps.devices.byIds(realmId, cameraIds) : [];
    const zoneIds = stringList(aspect?.zones);
    const zones = zoneIds.length > 0 ? await this.deps.labels.byIds(realmId, zoneIds) : [];
    // Sensors are made to be acknowledged: only one whose flag is off raises a plain alert.
    const needsAck = sensor.config.acknowledgeRequired !== false;
    const metadata: AuditMetadataPair[] = [
      { key: AUDIT_METADATA_KEY.EVENT_TYPE, class: 'SENSOR', value: EVENT_TYPE.ALERT },
      { key: SENSOR_EVENT_KEY, class: event.source === 'user' ? 'USER' : 'SENSOR', value: match },
      { key: 'EVENT-CLASS', class: 'SENSOR', value: 'threat' },
    ];
    if (needsAck) metadata.push({ key: AUDIT_METADATA_KEY.ACK_REQUIRE, class: 'SENSOR', value: METADATA_TRUE });
    return this.deps.auditLog.record({
      realmId,
      category: AUDIT_CATEGORY.DEVICE,
      message: `${match}: ${sensor.name}`,
      triggeredAt: at,
      witnesses: [
        ...[sensor, ...cameras].map((d) => ({ id: d.id, name: d.name, type: d.deviceType })),
        ...zones.filter((z) => z.type === 'ZONE').map((z) => ({ id: z.id, name: z.name, type: 'zone' })),
      ],
      metadata,
      snapshots: await witnessThumbnail(cameras[0], at, this.deps.snapshot),
      createdBy: null,
    });
  }
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}
