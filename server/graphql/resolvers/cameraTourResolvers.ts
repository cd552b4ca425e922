/** Camera tours over GraphQL (spec 3 §3.6, §7.1–7.2; issue 28): cameraTours, cameraTour, create,
 *  update and delete with warnings, start and stop. Each resolver asks authorize() first, then the
 *  tour service; nothing here decides. A reader sees only the steps on cameras they may read. */
import { CAMERA_TOUR_ACTION } from '../../../shared/schedules/scheduleActions';
import { authorize, can, deviceScopeOf } from '../../access/authorize';
import type { Action } from '../../access/actions';
import { inScope } from '../../access/policies/compiledStatement';
import type { CameraTourView, TourActing } from '../../tours';
import type { Resolvers } from '../generated/resolverTypes';
import { access, type GraphQLContext } from '../access';
import { scheduleHolds, type ScheduleHoldView } from './scheduleHoldOf';

/** The caller's realm once they may take the action, and who they are for the user audit. */
async function actingOf(ctx: GraphQLContext, action: Action): Promise<TourActing> {
  const caller = await access(ctx);
  authorize(caller, action, { type: 'tour' });
  return { realmId: caller.membership.realmId, actor: { id: caller.user.id, name: caller.user.name } };
}

/** What the realm's schedules say of each tour (read once per answer), for whoever may read
 *  schedules (administrators): which name it, and which holds it running or stopped now; nothing
 *  for others. */
interface TourSchedules {
  naming(tourId: string): string[];
  holding(tourId: string): ScheduleHoldView | null;
}

async function tourSchedules(ctx: GraphQLContext): Promise<TourSchedules> {
  const caller = await access(ctx);
  const holding = await scheduleHolds(ctx, CAMERA_TOUR_ACTION);
  if (!can(caller, 'schedule:Read', { type: 'schedule' })) return { naming: () => [], holding };
  return { naming: await ctx.services.schedules.namingAny(caller.membership.realmId), holding };
}

/** The tour as the caller may see it: steps on cameras they cannot read are left out. */
async function toGraphqlTour(ctx: GraphQLContext, tour: CameraTourView, schedules?: TourSchedules) {
  const scope = deviceScopeOf(await access(ctx), 'device:Read');
  const { naming, holding } = schedules ?? (await tourSchedules(ctx));
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
    usedBy: naming(tour.id),
    heldBy: holding(tour.id),
  };
}

export const cameraTourResolvers: Resolvers = {
  Query: {
    cameraTours: async (_, __, ctx) => {
      const { realmId } = await actingOf(ctx, 'tour:Read');
      const tours = await ctx.services.tours.list(realmId);
      const schedules = await tourSchedules(ctx);
      return Promise.all(tours.map((t) => toGraphqlTour(ctx, t, schedules)));
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
