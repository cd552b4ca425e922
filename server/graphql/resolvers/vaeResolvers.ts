/** Cameras' VAE configs over GraphQL (spec 3 §3.1 VAE aspect, §7.1 vaeTemplates and vaeConfigs,
 *  §7.2 create / rename / delete VAE config; issue 32). Reading asks device:Read on the camera,
 *  changing device:Configure; then a caller whose visual configuration limits video analytics
 *  access is refused (spec 3 §6). A config answers as the camera's VAE aspect, with the engine's
 *  statistics. */
import { authorize, deviceScopeOf } from '../../access/authorize';
import { inScope } from '../../access/policies/compiledStatement';
import type { Action } from '../../access/actions';
import { vaeTemplate } from '../../../shared/vae/vaeConfigs';
import type { VaeConfigRecord } from '../../db/repositories/vaeConfigs';
import { requireVideoAnalytics } from '../../users';
import type { VaeActing } from '../../watchlists';
import type { Resolvers } from '../generated/resolverTypes';
import { access, type GraphQLContext } from '../access';

async function actingOf(ctx: GraphQLContext, action: Action, deviceId?: string): Promise<VaeActing> {
  const caller = await access(ctx);
  authorize(caller, action, { type: 'device', ...(deviceId && { id: deviceId }) });
  requireVideoAnalytics(caller);
  return { realmId: caller.membership.realmId, actor: { id: caller.user.id, name: caller.user.name } };
}

/** A config as the camera's VAE aspect (spec 3 §3.1). */
function toVaeAspect(ctx: GraphQLContext, config: VaeConfigRecord) {
  const template = vaeTemplate(config.template);
  const statistics = ctx.services.watchlists.vae.statistics(config.deviceId);
  const running = statistics?.engine === config.engine ? statistics : undefined;
  return {
    id: config.id,
    type: 'VAE' as const,
    name: config.name,
    template: config.template,
    enabled: config.enabled,
    inputAspects: [],
    streamSize: template?.streamSize ?? ('REVIEW' as const),
    eventType: template?.eventType ?? null,
    configName: config.name,
    description: config.description,
    configuration: config.configuration,
    features: [...(template?.features ?? [])],
    requestedFps: { min: config.fps, max: config.fps },
    engineFps: running ? { min: running.engineFps, max: running.engineFps } : null,
    statistics: running ?? null,
  };
}

export const vaeResolvers: Resolvers = {
  Query: {
    vaeTemplates: async (_, args, ctx) => {
      const { realmId } = await actingOf(ctx, 'device:Read', args.deviceId);
      const templates = await ctx.services.watchlists.vae.templates(realmId, args.deviceId);
      return templates.map((t) => ({
        id: t.id,
        name: t.name,
        engine: t.engine,
        description: t.description,
        features: [...t.features],
        eventType: t.eventType,
        streamSize: t.streamSize,
        requestedFps: { min: t.fps.min, max: t.fps.max },
        defaultFps: t.fps.default,
      }));
    },
    vaeConfigs: async (_, args, ctx) => {
      const { realmId } = await actingOf(ctx, 'device:Read', args.deviceId ?? undefined);
      const caller = await access(ctx);
      const scope = deviceScopeOf(caller, 'device:Read');
      const configs = await ctx.services.watchlists.vae.list(realmId, args.deviceId ?? null, args.engine ?? null);
      return configs.filter((c) => inScope(scope, c.deviceId)).map((c) => toVaeAspect(ctx, c));
    },
  },
  Mutation: {
    createVaeConfig: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'device:Configure', args.config.deviceId);
      const { configuration, ...input } = args.config;
      const config = await ctx.services.watchlists.vae.create(
        { ...input, configuration: isObject(configuration) ? configuration : null },
        acting,
      );
      return toVaeAspect(ctx, config);
    },
    renameVaeConfig: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'device:Configure', await deviceOf(ctx, args.id));
      return toVaeAspect(ctx, await ctx.services.watchlists.vae.rename(args.id, args.name, acting));
    },
    deleteVaeConfig: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'device:Configure', await deviceOf(ctx, args.id));
      return ctx.services.watchlists.vae.delete(args.id, acting);
    },
  },
};

/** The camera a config of the caller's realm belongs to, so the policy is asked about that
 *  camera; undefined when there is no such config (the service then answers not found). */
async function deviceOf(ctx: GraphQLContext, configId: string): Promise<string | undefined> {
  const caller = await access(ctx);
  return (await ctx.services.watchlists.vae.byId(caller.membership.realmId, configId))?.deviceId;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
