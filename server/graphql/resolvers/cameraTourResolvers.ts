/** Camera tours over GraphQL (spec 3 §3.6, §7.1–7.2; issue 28): cameraTours, cameraTour, create,
 *  update and delete with warnings, start and stop. Each resolver asks authorize() first, then the
 *  tour service; nothing here decides. A reader sees only the steps on cameras they may read. */
import { authorize, can, deviceScopeOf } from '../../access/authorize';
import type { Action } from '../../access/actions';
import { inScope } from '../../access/policies/compiledStatement';
import type { CameraTourView, TourActing } from '../../tours';
import type { Resolvers } from '../generated/resolverTypes';
import { access, type GraphQLContext } from '../access';

/** The caller's realm once they may take the action, and who they are for the user audit. */
async function actingOf(ctx: GraphQLContext, action: Action): Promise<TourActing> {
  const caller = await access(ctx);
  authorize(caller, action, { type: 'tour' });
  return { realmId: caller.membership.realmId, actor: { id: caller.user.id, name: caller.user.name } };
}

/** Who names each tour among the realm's schedules (read once per answer), for whoever may read
 *  schedules (administrators); nobody for others. */
async function namingTours(ctx: GraphQLContext): Promise<(tourId: string) => string[]> {
  const caller = await access(ctx);
  if (!can(caller, 'schedule:Read', { type: 'schedule' })) return () => [];
  return ctx.services.schedules.namingAny(caller.membership.realmId);
}

/** The tour as the caller may see it: steps on cameras they cannot read are left out. */
async function toGraphqlTour(ctx: GraphQLContext, tour: CameraTourView, naming?: (tourId: string) => string[]) {
  const scope = deviceScopeOf(await access(ctx), 'device:Read');
  return {
    id: tour.id,
    name: tour.name,
    enabled: tour.enabled,
    running: tour.running,
    progress: tour.progress && {
      ...tour.progress,
      cameraId: tour.progress.cameraId && inScope(scope, tour.progress.cameraId) ? tour.progress.cameraId : null,
    },
    steps: tour.steps.filter((s) => inScope(scope, s.cameraId)),
    usedBy: (naming ?? (await namingTours(ctx)))(tour.id),
  };
}

export const cameraTourResolvers: Resolvers = {
  Query: {
    cameraTours: async (_, __, ctx) => {
      const { realmId } = await actingOf(ctx, 'tour:Read');
      const tours = await ctx.services.tours.list(realmId);
      const naming = await namingTours(ctx);
      return Promise.all(tours.map((t) => toGraphqlTour(ctx, t, naming)));
    },
    cameraTour: async (_, args, ctx) => {
      const { realmId } = await actingOf(ctx, 'tour:Read');
      const tour = await ctx.services.tours.byId(realmId, args.id);
      return tour ? toGraphqlTour(ctx, tour) : null;
    },
  },
  Mutation: {
    createCameraTour: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'tour:Update');
      const saved = await ctx.services.tours.create(acting.realmId, args.cameraTour, acting);
      return { cameraTour: await toGraphqlTour(ctx, saved.tour), warning: saved.warning ?? null };
    },
    updateCameraTour: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'tour:Update');
      const saved = await ctx.services.tours.update(acting.realmId, args.cameraTour, acting);
      return { cameraTour: await toGraphqlTour(ctx, saved.tour), warning: saved.warning ?? null };
    },
    deleteCameraTour: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'tour:Update');
      const { deleted, warning } = await ctx.services.tours.delete(acting.realmId, args.id, acting);
      return { deleted, warning };
    },
    startCameraTour: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'tour:Run');
      return toGraphqlTour(ctx, await ctx.services.tours.start(acting.realmId, args.id, acting));
    },
    stopCameraTour: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'tour:Run');
      return toGraphqlTour(ctx, await ctx.services.tours.stop(acting.realmId, args.id, acting));
    },
  },
};
