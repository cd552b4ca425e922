/** The workspace of views: solid config, current view and shared views, with their subscriptions. */
import type { Resolvers, SharedViews, SolidConfig } from '../generated/resolverTypes';
import { topics } from '../../events/eventBus';
import { authorize, can } from '../../access/authorize';
import { access, type GraphQLContext } from '../access';
import { subscribeTopic } from './subscribeTopic';

/** A user's own configuration, in the realm a request names (the session's when it names none).
 *  Writes land in the session's realm only: the realm belongs to the session, which every tab
 *  shares, so a tab still showing the realm it started in must not write over another realm's data. */
function config(userId: string, realmId: string | undefined | null) {
  return { type: 'config' as const, ownerId: userId, realmId: realmId ?? undefined };
}

export const workspaceResolvers: Resolvers = {
  Query: {
    solidConfig: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'config:Read', config(args.userId, null));
      return ctx.services.workspace.solidConfig(caller.user.id, caller.membership.realmId);
    },
    sharedViews: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'view:Read', { type: 'view', realmId: args.realmId ?? undefined });
      return ctx.services.workspace.sharedViews(caller.membership.realmId);
    },
  },
  Mutation: {
    updateSolidConfig: async (
      _: unknown,
      args: { userId: string; solidConfig: unknown; realmId?: string | null },
      ctx: GraphQLContext,
    ) => {
      const caller = await access(ctx);
      authorize(caller, 'config:Update', config(args.userId, args.realmId));
      // Adding views is admin only (spec 1 §6): the service judges what the write adds.
      const mayAddViews = can(caller, 'view:Create', { type: 'view', realmId: caller.membership.realmId });
      return ctx.services.workspace.updateSolidConfig(
        caller.user.id,
        caller.membership.realmId,
        args.solidConfig,
        mayAddViews,
      );
    },
    updateSolidConfigCurrentView: async (
      _: unknown,
      args: {
        userId: string;
        version: number;
        currentViewId?: string | null;
        recentViewIds: string[];
        windowProps?: unknown;
        realmId?: string | null;
      },
      ctx: GraphQLContext,
    ) => {
      const caller = await access(ctx);
      authorize(caller, 'config:Update', config(args.userId, args.realmId));
      return ctx.services.workspace.updateCurrentView(caller.user.id, caller.membership.realmId, {
        version: args.version,
        currentViewId: args.currentViewId ?? null,
        recentViewIds: args.recentViewIds,
        windowProps: args.windowProps ?? null,
      });
    },
    updateSharedViews: async (
      _: unknown,
      args: { realmId: string; sharedViews: unknown; layout?: unknown },
      ctx: GraphQLContext,
    ) => {
      const caller = await access(ctx);
      const realmId = caller.membership.realmId;
      authorize(caller, 'view:Read', { type: 'view', realmId: args.realmId });
      // Any member may send the list back (e.g. their own layout); changing the list is sharing,
      // which the workspace service allows only to those authorised to share.
      return ctx.services.workspace.updateSharedViews(
        realmId,
        { id: caller.user.id, isAdmin: can(caller, 'view:Share', { type: 'view', realmId }) },
        args.sharedViews,
        args.layout,
      );
    },
  },
  Subscription: {
    solidConfigUpdate: {
      subscribe: async (_, __, ctx) => {
        const caller = await access(ctx);
        authorize(caller, 'config:Read', config(caller.user.id, null));
        return subscribeTopic(ctx, topics.solidConfig(caller.user.id, caller.membership.realmId));
      },
      resolve: (payload: SolidConfig) => payload,
    },
    sharedViewsUpdate: {
      subscribe: async (_, __, ctx) => {
        const caller = await access(ctx);
        authorize(caller, 'view:Read', { type: 'view' });
        return subscribeTopic(ctx, topics.sharedViews(caller.membership.realmId));
      },
      resolve: (payload: SharedViews) => payload,
    },
  },
};
