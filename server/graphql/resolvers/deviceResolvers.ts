/** Devices of the session's realm, found by aspect type (spec 1 uses Media, Avatar and Sensor). */
import type { DeviceType, HealthStatus, Resolvers } from '../generated/resolverTypes';
import type { DeviceRecord } from '../../db/repositories/devices';
import { healthSettingsOf } from '../../../shared/metrics/healthSettings';
import { authorize, permittedDevices } from '../../access/authorize';
import { access } from '../access';

export function toGraphqlDevice(device: DeviceRecord) {
  const stored = healthSettingsOf(device.config);
  // Readiness and liveness are a camera stream's timeouts; other devices have their gravity only
  // (an avatar's liveness is its status interval, spec 3 §9).
  const healthSettings =
    device.deviceType === 'camera'
      ? stored
      : { gravity: stored.gravity, readinessTimeout: null, livenessTimeout: null };
  return {
    ...device.config,
    id: device.id,
    name: device.name,
    // The database keeps free text; the schema's enums name the values it stores.
    deviceType: device.deviceType as DeviceType,
    enabled: device.enabled,
    healthStatus: device.healthStatus as HealthStatus,
    createdAt: device.createdAt,
    modifiedAt: device.modifiedAt,
    position: device.position,
    // Each aspect knows its device: the Media aspect's measured fields are the device's (metricResolvers).
    // Its health settings are the device's, and its health the device's unless measured: a Media
    // aspect's is its stream's (metricResolvers MediaAspect.health).
    aspects: device.aspects.map((aspect) => ({
      ...aspect,
      deviceId: device.id,
      deviceHealth: device.healthStatus,
      health: { ...healthSettings, healthStatus: device.healthStatus as HealthStatus },
    })),
    config: device.config,
    // The avatar the device belongs to (its name is the avatar's own, read with the avatar).
    platform: device.parentId ? { id: device.parentId } : null,
  };
}

/** Ids one devicesByIds call may ask for. */
const MAX_IDS = 1000;

/** The concrete GraphQL type of each aspect kind. */
const ASPECT_TYPES: Record<string, string> = {
  Media: 'MediaAspect',
  PTZ: 'PtzAspect',
  VAE: 'VaeAspect',
  Avatar: 'AvatarAspect',
  Sensor: 'SensorAspect',
  Gateway: 'GatewayAspect',
};

export const deviceResolvers: Resolvers = {
  Aspect: {
    __resolveType: (aspect) => (ASPECT_TYPES[aspect.type ?? ''] ?? null) as never,
  },
  Query: {
    devicesByAspectTypes: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'device:Read', { type: 'device' });
      const devices = await ctx.services.deviceDirectory.byAspectTypes(caller.membership.realmId, args.types);
      return permittedDevices(caller, 'device:Read', devices).map(toGraphqlDevice);
    },
    /** Spec 2 §7: the cameras among `ids` that still exist (a camera cell drops the others). */
    devicesByIds: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'device:Read', { type: 'device' });
      const devices = await ctx.services.deviceDirectory.byIds(caller.membership.realmId, args.ids.slice(0, MAX_IDS));
      return permittedDevices(caller, 'device:Read', devices).map(toGraphqlDevice);
    },
    device: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'device:Read', { type: 'device', id: args.id });
      const [device] = await ctx.services.deviceDirectory.byIds(caller.membership.realmId, [args.id]);
      return device ? toGraphqlDevice(device) : null;
    },
  },
};
