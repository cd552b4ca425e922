/** Gateways to access-control systems (spec 3 §3.1 Gateway aspect, §7.1 probeGateway and
 *  probeGatewayDirectories, §7.2 createGatewayDevice, update and delete): a gateway is reached by
 *  URL with a user and password (kept on the platform, never sent back in clear), signs in through
 *  one of its directories, feeds the events it is subscribed to, and is tied to cameras of the realm. */
import { randomUUID } from 'node:crypto';
import { DEVICE_ERROR } from '../../shared/devices/deviceAdminConstants';
import type { DeviceAdminRepository } from '../db/repositories/deviceAdmin';
import type { AspectRecord, DeviceRecord, DeviceRepository } from '../db/repositories/devices';
import { DomainError } from '../kernel/DomainError';
import type { DeviceChanges } from './DeviceChanges';
import type { ProbeNetworks } from './ProbeNetworks';
import { checkHttpUrl, checkName, checkPosition, distinctIds, eventNames, type PositionValue } from './deviceInput';
import {
  gatewayDirectories,
  gatewayVersion,
  GatewayUnreachable,
  type GatewayConnection,
  type GatewayDirectory,
} from './gatewayClient';

export interface GatewayInput {
  name: string;
  URL: string;
  user?: string | null;
  /** Left out on update: the stored password stays. */
  pass?: string | null;
  directory?: string | null;
  platformId?: string | null;
  associatedDevices?: readonly string[] | null;
  subscribedEvents?: readonly string[] | null;
  enabled?: boolean | null;
  position?: { lat?: number | null; lng?: number | null; alt?: number | null } | null;
}

export interface Warning {
  message: string;
  warningFields: Array<{ field: string; value: string | null }>;
}

export interface GatewayProbeResult {
  lenelVersion: string | null;
  warning: Warning | null;
}

export interface GatewayDirectoriesResult {
  directories: GatewayDirectory[];
  warning: Warning | null;
}

/** What a probe needs: the connection, or the saved gateway whose password it reuses. */
export interface GatewayProbeInput {
  id?: string | null;
  URL: string;
  user?: string | null;
  pass?: string | null;
}

const warningOf = (err: GatewayUnreachable, connection: GatewayConnection): Warning => ({
  message: err.message,
  warningFields: [{ field: err.field, value: err.field === 'URL' ? connection.url : (connection.user ?? null) }],
});

export class GatewayService {
  constructor(
    private readonly devices: DeviceRepository,
    private readonly admin: DeviceAdminRepository,
    private readonly changes: DeviceChanges,
    private readonly networks: ProbeNetworks,
    private readonly now: () => number = Date.now,
  ) {}

  async probe(realmId: string, input: GatewayProbeInput): Promise<GatewayProbeResult> {
    const connection = await this.connection(realmId, input);
    try {
      await this.checkNetwork(connection);
      return { lenelVersion: await gatewayVersion(connection), warning: null };
    } catch (err) {
      if (err instanceof GatewayUnreachable) return { lenelVersion: null, warning: warningOf(err, connection) };
      throw err;
    }
  }

  async probeDirectories(realmId: string, input: GatewayProbeInput): Promise<GatewayDirectoriesResult> {
    const connection = await this.connection(realmId, input);
    try {
      await this.checkNetwork(connection);
      return { directories: await gatewayDirectories(connection), warning: null };
    } catch (err) {
      if (err instanceof GatewayUnreachable) return { directories: [], warning: warningOf(err, connection) };
      throw err;
    }
  }

  async create(
    realmId: string,
    userName: string,
    input: GatewayInput,
  ): Promise<{ device: DeviceRecord; warning: Warning | null }> {
    const gateway = await this.check(realmId, input);
    const probe = await this.probe(realmId, { URL: gateway.url, user: gateway.user, pass: input.pass });
    const id = `gateway-${randomUUID()}`;
    const now = this.now();
    const base: AspectRecord = { id: `${id}-gateway`, type: 'Gateway', name: 'Gateway', enabled: true };
    await this.admin.insert({
      id,
      realm_id: realmId,
      name: gateway.name,
      device_type: 'gateway',
      aspects: JSON.stringify([gatewayAspect(base, gateway, probe.lenelVersion)]),
      config: JSON.stringify(gatewayConfig({}, gateway, input.pass ?? null)),
      enabled: gateway.enabled ? 1 : 0,
      health_status: !gateway.enabled ? 'OFF' : probe.warning ? 'BROKEN' : 'NORMAL',
      parent_id: gateway.platformId,
      position: gateway.position ? JSON.stringify(gateway.position) : null,
      created_at: now,
      modified_at: now,
    });
    await this.changes.record({ realmId, deviceId: id, action: 'CREATE' }, userName, `Gateway ${gateway.name} added`);
    return { device: await this.gatewayOf(realmId, id), warning: probe.warning };
  }

  async update(
    realmId: string,
    userName: string,
    id: string,
    input: GatewayInput,
  ): Promise<{ device: DeviceRecord; warning: Warning | null }> {
    await this.gatewayOf(realmId, id);
    const gateway = await this.check(realmId, input);
    const probe = await this.probe(realmId, { id, URL: gateway.url, user: gateway.user, pass: input.pass });
    const updated = await this.admin.update(realmId, id, (current) => ({
      name: gateway.name,
      enabled: gateway.enabled,
      healthStatus: !gateway.enabled ? 'OFF' : probe.warning ? 'BROKEN' : 'NORMAL',
      parentId: gateway.platformId,
      aspects: current.aspects.map((a) =>
        a.type === 'Gateway' ? gatewayAspect(a, gateway, probe.lenelVersion ?? (a.lenelVersion as string | null)) : a,
      ),
      config: gatewayConfig(current.config, gateway, input.pass ?? null),
      position: gateway.position,
    }));
    if (!updated) throw DomainError.notFound('Device');
    await this.changes.record({ realmId, deviceId: id, action: 'UPDATE' }, userName, `Gateway ${gateway.name} changed`);
    return { device: updated, warning: probe.warning };
  }

  async gatewayOf(realmId: string, id: string): Promise<DeviceRecord> {
    const [device] = await this.devices.byIds(realmId, [id]);
    if (!device || device.deviceType !== 'gateway') throw DomainError.notFound('Device');
    return device;
  }

  /** A gateway outside the networks the platform may reach is answered as unreachable, untried. */
  private async checkNetwork(connection: GatewayConnection): Promise<void> {
    if (!(await this.networks.allowsHost(new URL(connection.url).hostname))) {
      throw new GatewayUnreachable(DEVICE_ERROR.UNREACHABLE, 'URL');
    }
  }

  /** The connection to probe: as given, with the saved gateway's password when none is typed. */
  private async connection(realmId: string, input: GatewayProbeInput): Promise<GatewayConnection> {
    const url = checkHttpUrl(input.URL);
    let pass = input.pass ?? null;
    if (pass == null && input.id) {
      const saved = await this.gatewayOf(realmId, input.id);
      pass = ((saved.config.connect as { pass?: string } | undefined)?.pass ?? null) as string | null;
    }
    return { url, user: input.user?.trim() || null, pass };
  }

  private async check(realmId: string, input: GatewayInput) {
    const associatedDevices = distinctIds(input.associatedDevices);
    if (associatedDevices.length > 0) {
      const cameras = await this.devices.camerasOfRealm(realmId, associatedDevices);
      if (cameras.length !== associatedDevices.length) throw DomainError.badInput(DEVICE_ERROR.NOT_A_CAMERA);
    }
    const platformId = input.platformId?.trim() || null;
    if (platformId) {
      const [avatar] = await this.devices.byIds(realmId, [platformId]);
      if (avatar?.deviceType !== 'avatar') throw DomainError.badInput(DEVICE_ERROR.NOT_AN_AVATAR);
    }
    return {
      name: checkName(input.name),
      url: checkHttpUrl(input.URL),
      user: input.user?.trim() || null,
      directory: input.directory?.trim() || null,
      platformId,
      associatedDevices,
      subscribedEvents: eventNames(input.subscribedEvents),
      enabled: input.enabled !== false,
      position: checkPosition(input.position) as PositionValue | null,
    };
  }
}

type CheckedGateway = Awaited<ReturnType<GatewayService['check']>>;

function gatewayAspect(base: AspectRecord, gateway: CheckedGateway, lenelVersion: string | null): AspectRecord {
  return {
    ...base,
    enabled: gateway.enabled,
    lenelVersion,
    directory: gateway.directory,
    associatedDevices: gateway.associatedDevices,
    subscribedEvents: gateway.subscribedEvents,
  };
}

function gatewayConfig(current: Record<string, unknown>, gateway: CheckedGateway, pass: string | null) {
  const previous = (current.connect ?? {}) as Record<string, unknown>;
  return {
    ...current,
    configType: 'gateway',
    make: current.make ?? 'Lenel',
    model: current.model ?? 'OnGuard OpenAccess',
    connect: {
      ...previous,
      authType: gateway.user ? 'HTTP_BASIC' : 'NO_AUTH',
      URL: gateway.url,
      user: gateway.user,
      // A password left out on update keeps the saved one.
      pass: pass ?? previous.pass ?? null,
    },
  };
}
