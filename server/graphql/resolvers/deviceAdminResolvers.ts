/** Sensors, gateways and avatars over GraphQL (spec 3 §7.1–§7.2; spec 2 §7 localStorage): each
 *  resolver asks authorize() first — administrators configure devices, members read them — then
 *  the device administration services; nothing here decides. Connection passwords never leave. */
import { isAvatarStatusStale } from '../../../shared/devices/deviceAdminConstants';
import { authorize } from '../../access/authorize';
import type { DeviceRecord } from '../../db/repositories/devices';
import { access, type GraphQLContext } from '../access';
import type { Resolvers } from '../generated/resolverTypes';
import { toGraphqlDevice } from './deviceResolvers';

/** A device as administration answers it: no password in its connection. */
export function toAdminDevice(device: DeviceRecord) {
  const connect = device.config.connect as Record<string, unknown> | undefined;
  const config = connect ? { ...device.config, connect: { ...connect, pass: null } } : device.config;
  return toGraphqlDevice({ ...device, config });
}

/** The caller's realm and name after checking `action` on the device (or devices in general). */
async function configure(ctx: GraphQLContext, id?: string) {
  const caller = await access(ctx);
  authorize(caller, 'device:Configure', { type: 'device', ...(id && { id }) });
  return { realmId: caller.membership.realmId, userName: caller.user.name };
}

export const deviceAdminResolvers: Resolvers = {
  /** Credentials stay on the platform: whatever reads a device, its connection's password is never answered. */
  ConnectConfig: {
    pass: () => null,
  },
  AvatarAspect: {
    statusStale: (aspect) =>
      isAvatarStatusStale(
        (aspect as { statusReportedAt?: number | null }).statusReportedAt,
        aspect.statusUpdateInterval,
        Date.now(),
      ),
  },
  Query: {
    probeSensorDevice: async (_, args, ctx) => {
      await configure(ctx);
      return ctx.services.deviceAdmin.sensors.probe(args.input);
    },
    probeGateway: async (_, args, ctx) => {
      const { realmId } = await configure(ctx, args.input.id ?? undefined);
      return ctx.services.deviceAdmin.gateways.probe(realmId, args.input);
    },
    probeGatewayDirectories: async (_, args, ctx) => {
      const { realmId } = await configure(ctx, args.input.id ?? undefined);
      return ctx.services.deviceAdmin.gateways.probeDirectories(realmId, args.input);
    },
    avatarApiKeys: async (_, args, ctx) => {
      const { realmId } = await configure(ctx, args.avatarId);
      return ctx.services.deviceAdmin.avatars.activation.listKeys(realmId, args.avatarId);
    },
    localStorage: async (_, args, ctx) => {
      const { realmId } = await configure(ctx, args.deviceId);
      return ctx.services.deviceAdmin.avatars.control.localStorage(realmId, args.deviceId);
    },
    discoverDevices: async (_, args, ctx) => {
      const { realmId } = await configure(ctx, args.platformId);
      return ctx.services.deviceAdmin.discovery.discover(realmId, args.platformId);
    },
  },
  Mutation: {
    createSensorDevice: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx);
      return toAdminDevice(await ctx.services.deviceAdmin.sensors.create(realmId, userName, args.input));
    },
    updateSensorDevice: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx, args.id);
      return toAdminDevice(await ctx.services.deviceAdmin.sensors.update(realmId, userName, args.id, args.input));
    },
    deleteSensorDevice: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx, args.id);
      return ctx.services.deviceAdmin.removal.remove(realmId, userName, args.id, ['sensor']);
    },
    createGatewayDevice: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx);
      const saved = await ctx.services.deviceAdmin.gateways.create(realmId, userName, args.input);
      return { device: toAdminDevice(saved.device), warning: saved.warning };
    },
    updateGatewayDevice: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx, args.id);
      const saved = await ctx.services.deviceAdmin.gateways.update(realmId, userName, args.id, args.input);
      return { device: toAdminDevice(saved.device), warning: saved.warning };
    },
    deleteGatewayDevice: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx, args.id);
      return ctx.services.deviceAdmin.removal.remove(realmId, userName, args.id, ['gateway']);
    },
    issueGatewayEventSecret: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx, args.id);
      return ctx.services.deviceAdmin.gatewayEvents.issueSecret(realmId, userName, args.id);
    },
    activateAvatar: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx);
      const activation = ctx.services.deviceAdmin.avatars.activation;
      return toAdminDevice(await activation.activate(realmId, userName, args.activationKey, args.name));
    },
    removeAvatar: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx, args.id);
      return ctx.services.deviceAdmin.removal.remove(realmId, userName, args.id, ['avatar']);
    },
    createAvatarApiKey: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx, args.avatarId);
      return ctx.services.deviceAdmin.avatars.activation.createKey(realmId, userName, args.avatarId, args.name);
    },
    regenerateAvatarApiKey: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx);
      return ctx.services.deviceAdmin.avatars.activation.regenerateKey(realmId, userName, args.id);
    },
    removeAvatarApiKey: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx);
      return ctx.services.deviceAdmin.avatars.activation.removeKey(realmId, userName, args.id);
    },
    deviceCommand: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx, args.id);
      const done = await ctx.services.deviceAdmin.avatars.control.command(realmId, userName, args.id, args.command);
      return { device: toAdminDevice(done.device), message: done.message };
    },
    purgeAvatarQueue: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx, args.id);
      return ctx.services.deviceAdmin.avatars.control.purgeQueue(realmId, userName, args.id);
    },
    changeDeliveryPriority: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx, args.id);
      const control = ctx.services.deviceAdmin.avatars.control;
      return toAdminDevice(await control.changeDeliveryPriority(realmId, userName, args.id, args.priority));
    },
    setUploadBandwidthCap: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx, args.id);
      const control = ctx.services.deviceAdmin.avatars.control;
      return toAdminDevice(await control.setUploadBandwidthCap(realmId, userName, args.id, args.bitsPerSecond ?? null));
    },
    changeLocalStorage: async (_, args, ctx) => {
      const { realmId, userName } = await configure(ctx, args.deviceId);
      return ctx.services.deviceAdmin.avatars.control.changeLocalStorage(realmId, userName, args.deviceId, args.input);
    },
  },
};
