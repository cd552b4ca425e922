/** Devices of the session's realm, found by aspect type (spec 1 uses Media, Avatar and Sensor). */
import type { DeviceRecord } from '../../db/repositories/devices';
import { authorize } from '../../access/authorize';
import { access, type GraphQLContext } from '../access';

export function toGraphqlDevice(device: DeviceRecord) {
  return {
    ...device.config,
    id: device.id,
    name: device.name,
    deviceType: device.deviceType,
    enabled: device.enabled,
    healthStatus: device.healthStatus,
    createdAt: device.createdAt,
    modifiedAt: device.modifiedAt,
    position: device.position,
    aspects: device.aspects,
    config: device.config,
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

export const deviceResolvers = {
  Aspect: {
    resolveType: (aspect: { type: string }) => ASPECT_TYPES[aspect.type] ?? null,
  },
  Query: {
    devicesByAspectTypes: async (_: unknown, args: { types: string[] }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      authorize(caller, 'device:Read', { type: 'device' });
      const devices = await ctx.services.devices.byAspectTypes(caller.membership.realmId, args.types);
      return devices.map(toGraphqlDevice);
    },
    /** Spec 2 §7: the cameras among `ids` that still exist (a camera cell drops the others). */
    devicesByIds: async (_: unknown, args: { ids: string[] }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      authorize(caller, 'device:Read', { type: 'device' });
      const devices = await ctx.services.devices.byIds(caller.membership.realmId, args.ids.slice(0, MAX_IDS));
      return devices.map(toGraphqlDevice);
    },
    device: async (_: unknown, args: { id: string }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      authorize(caller, 'device:Read', { type: 'device', id: args.id });
      const [device] = await ctx.services.devices.byIds(caller.membership.realmId, [args.id]);
      return device ? toGraphqlDevice(device) : null;
    },
  },
};
