/** PTZ mutations and configuration (spec 2 §6–7), for cameras of the caller's realm only. */
import type { Resolvers } from '../generated/resolverTypes';
import type { DeviceRecord } from '../../db/repositories/devices';
import type { PtzCommand, PtzConfigValue } from '../../media/ptz/PtzService';
import { authorize } from '../../access/authorize';
import { access, type Caller, type GraphQLContext } from '../access';
import { DomainError } from '../../kernel/DomainError';

interface CommandArgs<T> {
  id: string;
  command: T;
  priority?: number | null;
  override?: boolean | null;
}

async function ptzCamera(ctx: GraphQLContext, caller: Caller, id: string): Promise<DeviceRecord> {
  const camera = await ctx.services.deviceDirectory.cameraOfRealm(caller.membership.realmId, id);
  if (!camera) throw DomainError.forbidden('Device not found');
  return camera;
}

function run<T>(toCommand: (input: T) => PtzCommand) {
  return async (_: unknown, args: CommandArgs<T>, ctx: GraphQLContext) => {
    const caller = await access(ctx);
    authorize(caller, 'device:Control', { type: 'device', id: args.id });
    const camera = await ptzCamera(ctx, caller, args.id);
    return ctx.services.ptz.command(
      {
        userId: caller.user.id,
        userName: caller.user.name,
        realmId: caller.membership.realmId,
        role: caller.membership.role,
      },
      camera,
      toCommand(args.command),
      { priority: args.priority ?? null, override: args.override ?? null },
    );
  };
}

export const ptzResolvers: Resolvers = {
  Query: {
    ptzConfig: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'device:Read', { type: 'device', id: args.id });
      return ctx.services.ptz.config(await ptzCamera(ctx, caller, args.id));
    },
    ptzPriority: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'device:Control', { type: 'device' });
      return ctx.services.ptz.priorityOf(caller.membership.realmId, caller.membership.role);
    },
  },
  Mutation: {
    ptzPreset: run((c: { preset: string; action?: 'GOTO' | 'SAVE' | 'CLEAR' | null }) => ({
      kind: 'preset',
      preset: c.preset,
      action: c.action ?? 'GOTO',
    })),
    ptzSpeed: run((c: { pan?: number | null; tilt?: number | null; zoom?: number | null }) => ({
      kind: 'speed',
      pan: c.pan ?? 0,
      tilt: c.tilt ?? 0,
      zoom: c.zoom ?? 0,
    })),
    ptzStep: run((c: { pan?: number | null; tilt?: number | null; zoom?: number | null }) => ({
      kind: 'step',
      pan: c.pan ?? 0,
      tilt: c.tilt ?? 0,
      zoom: c.zoom ?? 0,
    })),
    ptzRel: run((c: { x: number; y: number; zoom?: number | null }) => ({
      kind: 'rel',
      x: c.x,
      y: c.y,
      zoom: c.zoom ?? 1,
    })),
    ptzPt: run((c: { pt: number[] }) => {
      if (c.pt.length !== 2) throw DomainError.badInput('pt needs [pan, tilt]');
      return { kind: 'pt', pan: c.pt[0] ?? 0, tilt: c.pt[1] ?? 0 };
    }),
    setPtzConfig: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'device:Configure', { type: 'device', id: args.id });
      // graphql-js has checked the input against PtzConfigInput; the service stores it as given.
      const config = args.config as PtzConfigValue;
      return ctx.services.ptz.setConfig(await ptzCamera(ctx, caller, args.id), config);
    },
  },
};
