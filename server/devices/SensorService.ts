/** Sensors (spec 3 §3.1 Sensor aspect, §7.1 probeSensorDevice, §7.2 createSensorDevice, update and
 *  delete device): a sensor belongs to an avatar of the realm, is watched by cameras of the realm
 *  (the witnesses of its alarms) and may sit in zones; its kind decides the alarm it raises. Every
 *  change reaches the realm's consoles (objectUpdate) and the sensor's log. */
import { randomUUID } from 'node:crypto';
import { DEVICE_ERROR, SENSOR_KINDS, type SensorKindName } from '../../shared/devices/deviceAdminConstants';
import type { DeviceAdminRepository } from '../db/repositories/deviceAdmin';
import type { AspectRecord, DeviceRecord, DeviceRepository } from '../db/repositories/devices';
import type { LabelRepository } from '../db/repositories/labels';
import { DomainError } from '../kernel/DomainError';
import type { DeviceChanges } from './DeviceChanges';
import {
  checkHost,
  checkName,
  checkPort,
  checkPosition,
  distinctIds,
  eventNames,
  type PositionValue,
} from './deviceInput';
import type { ProbeNetworks } from './ProbeNetworks';
import { probeTcp } from './probeTcp';

export interface SensorInput {
  name: string;
  kind?: string | null;
  model?: string | null;
  serial?: string | null;
  host?: string | null;
  port?: number | null;
  platformId?: string | null;
  associatedDevices?: readonly string[] | null;
  zones?: readonly string[] | null;
  sensorEvents?: readonly string[] | null;
  userEvents?: readonly string[] | null;
  enabled?: boolean | null;
  acknowledgeRequired?: boolean | null;
  position?: { lat?: number | null; lng?: number | null; alt?: number | null } | null;
}

export interface SensorProbeResult {
  reachable: boolean;
  latencyMs: number | null;
  warning: { message: string; warningFields: Array<{ field: string; value: string | null }> } | null;
}

/** The audit category a sensor's alarms are raised in (spec 3 §3.2: 47, device events). */
const SENSOR_CATEGORY = '47';

interface CheckedSensor {
  name: string;
  kind: SensorKindName;
  model: string | null;
  serial: string | null;
  host: string | null;
  port: number | null;
  platformId: string | null;
  associatedDevices: string[];
  zones: string[];
  sensorEvents: string[];
  userEvents: string[];
  enabled: boolean;
  acknowledgeRequired: boolean;
  position: PositionValue | null;
}

export class SensorService {
  constructor(
    private readonly devices: DeviceRepository,
    private readonly admin: DeviceAdminRepository,
    private readonly labels: LabelRepository,
    private readonly changes: DeviceChanges,
    private readonly networks: ProbeNetworks,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether anything answers at the sensor's host and port, with a warning naming them when not.
   *  A host outside the networks the platform may reach is not tried, and every failure reads the
   *  same (issue 27: a probe is no port scanner). */
  async probe(input: { host?: string | null; port?: number | null }): Promise<SensorProbeResult> {
    const host = checkHost(input.host);
    const port = checkPort(input.port) ?? 80;
    const result = (await this.networks.allowsHost(host)) ? await probeTcp(host, port) : undefined;
    if (result?.reachable) return { reachable: true, latencyMs: result.latencyMs, warning: null };
    return {
      reachable: false,
      latencyMs: null,
      warning: {
        message: DEVICE_ERROR.UNREACHABLE,
        warningFields: [
          { field: 'host', value: host },
          { field: 'port', value: String(port) },
        ],
      },
    };
  }

  async create(realmId: string, userName: string, input: SensorInput): Promise<DeviceRecord> {
    const sensor = await this.check(realmId, input);
    const id = `sensor-${randomUUID()}`;
    const now = this.now();
    await this.admin.insert({
      id,
      realm_id: realmId,
      name: sensor.name,
      device_type: 'sensor',
      aspects: JSON.stringify([
        sensorAspect(id, sensor, { id: `${id}-sensor`, type: 'Sensor', name: 'Sensor', enabled: true }),
      ]),
      config: JSON.stringify(sensorConfig({}, sensor)),
      enabled: sensor.enabled ? 1 : 0,
      health_status: sensor.enabled ? 'NORMAL' : 'OFF',
      parent_id: sensor.platformId,
      position: sensor.position ? JSON.stringify(sensor.position) : null,
      created_at: now,
      modified_at: now,
    });
    await this.changes.record({ realmId, deviceId: id, action: 'CREATE' }, userName, `Sensor ${sensor.name} added`);
    return this.read(realmId, id);
  }

  async update(realmId: string, userName: string, id: string, input: SensorInput): Promise<DeviceRecord> {
    await this.sensorOf(realmId, id);
    const sensor = await this.check(realmId, input);
    const updated = await this.admin.update(realmId, id, (current) => {
      const aspects = current.aspects.some((a) => a.type === 'Sensor')
        ? current.aspects.map((a) => (a.type === 'Sensor' ? sensorAspect(id, sensor, a) : a))
        : [
            ...current.aspects,
            sensorAspect(id, sensor, { id: `${id}-sensor`, type: 'Sensor', name: 'Sensor', enabled: true }),
          ];
      return {
        name: sensor.name,
        enabled: sensor.enabled,
        healthStatus: sensor.enabled ? (current.healthStatus === 'OFF' ? 'NORMAL' : current.healthStatus) : 'OFF',
        parentId: sensor.platformId,
        aspects,
        config: sensorConfig(current.config, sensor),
        position: sensor.position,
      };
    });
    if (!updated) throw DomainError.notFound('Device');
    await this.changes.record({ realmId, deviceId: id, action: 'UPDATE' }, userName, `Sensor ${sensor.name} changed`);
    return updated;
  }

  async read(realmId: string, id: string): Promise<DeviceRecord> {
    return this.sensorOf(realmId, id);
  }

  private async sensorOf(realmId: string, id: string): Promise<DeviceRecord> {
    const [device] = await this.devices.byIds(realmId, [id]);
    if (!device || device.deviceType !== 'sensor') throw DomainError.notFound('Device');
    return device;
  }

  private async check(realmId: string, input: SensorInput): Promise<CheckedSensor> {
    const name = checkName(input.name);
    const kind = (SENSOR_KINDS as readonly string[]).includes(input.kind ?? '')
      ? (input.kind as SensorKindName)
      : 'generic';
    const host = input.host?.trim() ? checkHost(input.host) : null;
    const port = checkPort(input.port) ?? null;
    const associatedDevices = distinctIds(input.associatedDevices);
    if (associatedDevices.length > 0) {
      const cameras = await this.devices.camerasOfRealm(realmId, associatedDevices);
      if (cameras.length !== associatedDevices.length) throw DomainError.badInput(DEVICE_ERROR.NOT_A_CAMERA);
    }
    const zones = distinctIds(input.zones);
    if (zones.length > 0) {
      const found = await this.labels.byIds(realmId, zones);
      if (found.length !== zones.length || found.some((z) => z.type !== 'ZONE')) {
        throw DomainError.badInput(DEVICE_ERROR.NOT_A_ZONE);
      }
    }
    let platformId = input.platformId?.trim() || null;
    if (platformId) {
      const [avatar] = await this.devices.byIds(realmId, [platformId]);
      if (avatar?.deviceType !== 'avatar') throw DomainError.badInput(DEVICE_ERROR.NOT_AN_AVATAR);
    } else {
      // A sensor reports through an avatar: the realm's first one when none is named.
      platformId = (await this.devices.byAspectTypes(realmId, ['Avatar']))[0]?.id ?? null;
    }
    return {
      name,
      kind,
      model: input.model?.trim() || null,
      serial: input.serial?.trim() || null,
      host,
      port,
      platformId,
      associatedDevices,
      zones,
      sensorEvents: eventNames(input.sensorEvents),
      userEvents: eventNames(input.userEvents),
      enabled: input.enabled !== false,
      acknowledgeRequired: input.acknowledgeRequired !== false,
      position: checkPosition(input.position),
    };
  }
}

function sensorAspect(_id: string, sensor: CheckedSensor, base: AspectRecord): AspectRecord {
  return {
    ...base,
    enabled: sensor.enabled,
    model: sensor.model,
    serial: sensor.serial,
    category: SENSOR_CATEGORY,
    associatedDevices: sensor.associatedDevices,
    zones: sensor.zones,
    sensorEvents: sensor.sensorEvents,
    userEvents: sensor.userEvents,
  };
}

function sensorConfig(current: Record<string, unknown>, sensor: CheckedSensor): Record<string, unknown> {
  const connect = { ...(current.connect as Record<string, unknown> | undefined) };
  if (sensor.host) connect.host = sensor.host;
  else delete connect.host;
  if (sensor.port) connect.port = sensor.port;
  else delete connect.port;
  return {
    ...current,
    configType: 'sensor',
    make: current.make ?? 'Vantage',
    model: sensor.model,
    // The alarm the sensor raises (the demo kinds) or none for a generic input.
    sensorKind: sensor.kind === 'generic' ? undefined : sensor.kind,
    acknowledgeRequired: sensor.acknowledgeRequired,
    connect,
  };
}
