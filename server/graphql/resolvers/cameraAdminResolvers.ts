/** Cameras added by URL over GraphQL (spec 3 §7.1–§7.2): probeDevice, storagePools, cameraLog,
 *  createCamera, updateCamera, setCamerasEnabled, deleteCamera and importCameras. Each resolver
 *  asks authorize() first — administrators configure cameras — then the camera administration
 *  service; nothing here decides. Passwords never leave: the device shows a masked one. */
import { CAMERA_MESSAGES } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { authorize } from '../../access/authorize';
import { DomainError } from '../../kernel/DomainError';
import type { CameraInput as ServiceCameraInput } from '../../cameras/CameraAdminService';
import { recordingSettings } from '../../media/recorder/recordingSettings';
import { isPtzCamera } from '../../media/sources/cameraPlan';
import { detectsMotion, motionSettings } from '../../media/motion/MotionEvents';
import type { DeviceRecord } from '../../db/repositories/devices';
import { access, type GraphQLContext } from '../access';
import type { CameraInput, Resolvers } from '../generated/resolverTypes';
import { toGraphqlDevice } from './deviceResolvers';

async function configure(ctx: GraphQLContext, id?: string) {
  const caller = await access(ctx);
  authorize(caller, 'device:Configure', { type: 'device', ...(id && { id }) });
  return { realmId: caller.membership.realmId, userName: caller.user.name };
}

const toDevice = (device: DeviceRecord) => toGraphqlDevice(device);

/** GraphQL's nulls as "keep the stored value" (password null keeps it; '' clears it). */
function toServiceInput(input: CameraInput): ServiceCameraInput {
  const out: ServiceCameraInput = {};
  const keys = [
    'name',
    'connection',
    'url',
    'reviewUrl',
    'user',
    'authType',
    'deliveryPriority',
    'acknowledgeRequired',
    'isPtz',
    'location',
    'enabled',
  ] as const;
  for (const key of keys) {
    const value = input[key];
    if (value !== undefined && value !== null) Object.assign(out, { [key]: value });
  }
  if (input.password !== undefined) out.password = input.password;
  if (input.storagePoolId) out.storagePoolId = input.storagePoolId;
  if (input.motion) {
    out.motion = Object.fromEntries(
      Object.entries(input.motion).filter(([, v]) => v !== null && v !== undefined),
    ) as ServiceCameraInput['motion'];
  }
  if (input.health) {
    out.health = Object.fromEntries(
      Object.entries(input.health).filter(([, v]) => v !== null && v !== undefined),
    ) as ServiceCameraInput['health'];
  }
  if (input.recording) {
    out.recording = Object.fromEntries(
      Object.entries(input.recording).filter(([, v]) => v !== null && v !== undefined),
    ) as ServiceCameraInput['recording'];
  }
  if (input.position !== undefined) {
    const { lat, lng, alt } = input.position ?? {};
    const hasLat = lat !== null && lat !== undefined;
    const hasLng = lng !== null && lng !== undefined;
    // Half a position is refused, not silently dropped.
    if (hasLat !== hasLng) throw DomainError.badInput(CAMERA_MESSAGES.positionPair);
    out.position = hasLat && hasLng ? { lat, lng, ...(typeof alt === 'number' && { alt }) } : null;
  }
  return out;
}

export const cameraAdminResolvers: Resolvers = {
  ConnectConfig: {
    passwordSet: (connect) => Boolean((connect as { pass?: unknown }).pass),
  },
  Device: {
    connection: (device) => ((device as { connection?: unknown }).connection as never) ?? null,
    motion: (device) => {
      if (device.deviceType !== 'camera') return null;
      const record = { config: device.config ?? {}, aspects: device.aspects ?? [] } as unknown as DeviceRecord;
      return {
        enabled: detectsMotion(record, isPtzCamera(record) && record.config.source === 'demo'),
        sensitivity: motionSettings(record).sensitivity,
      };
    },
    reviewUrl: (device) => {
      const url = (device.config as { reviewUrl?: unknown } | null | undefined)?.reviewUrl;
      return device.deviceType === 'camera' && typeof url === 'string' ? url : null;
    },
    recording: (device) => {
      if (device.deviceType !== 'camera') return null;
      return recordingSettings({ config: device.config ?? {} } as DeviceRecord);
    },
  },
  Query: {
    probeDevice: async (_, args, ctx) => {
      const { realmId } = await configure(ctx, args.deviceId ?? undefined);
      const result = await ctx.services.cameraAdmin.probe(realmId, toServiceInput(args.input), args.deviceId);
      return {
        ...result,
        reviewStream: result.reviewStream ?? null,
        picture: result.picture ?? null,
        warning: result.warning ?? null,
      };
    },
    storagePools: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'device:Read', { type: 'device' });
      const pools = await ctx.services.cameraAdmin.storagePools(caller.membership.realmId);
      return pools.map((p) => ({ id: p.id, name: p.name, ttlHours: p.ttl_hours }));
    },
    cameraLog: async (_, args, ctx) => {
      const { realmId } = await configure(ctx, args.deviceId);
      const rows = await ctx.services.cameraAdmin.cameraLog(realmId, args.deviceId);
      return rows.map((r) => ({ id: r.id, at: r.at, kind: r.kind, userName: r.user_name, message: r.message }));
    },
  },
  Mutation: {
    createCamera: async (_, args, ctx) => {
      const actor = await configure(ctx);
      const result = await ctx.services.cameraAdmin.create(actor, toServiceInput(args.input));
      return { device: toDevice(result.device), warning: result.warning ?? null };
    },
    updateCamera: async (_, args, ctx) => {
      const actor = await configure(ctx, args.id);
      const result = await ctx.services.cameraAdmin.update(actor, args.id, toServiceInput(args.input));
      return { device: toDevice(result.device), warning: result.warning ?? null };
    },
    setCamerasEnabled: async (_, args, ctx) => {
      const actor = await configure(ctx);
      return (await ctx.services.cameraAdmin.setEnabled(actor, args.ids, args.enabled)).map(toDevice);
    },
    deleteCamera: async (_, args, ctx) => {
      const actor = await configure(ctx, args.id);
      await ctx.services.cameraAdmin.delete(actor, args.id);
      return args.id;
    },
    importCameras: async (_, args, ctx) => {
      const actor = await configure(ctx);
      return ctx.services.cameraAdmin.importCsv(actor, args.csv);
    },
  },
};
