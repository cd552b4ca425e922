/** The workspace of views: solid config, current view and shared views, with their subscriptions. */
import { topics } from '../../events/eventBus';
import { access, type Caller, type GraphQLContext } from '../access';
import { DomainError } from '../../errors/DomainError';
import { subscribeTopic } from './subscribeTopic';

/** A user reads and writes only their own configuration. */
function ownConfig(caller: Caller, userId: string): void {
  if (userId !== caller.user.id) throw DomainError.forbidden('A user can use only their own configuration');
}

/**
 * Writes land in the session's realm only. The realm belongs to the session, which every tab
 * shares: a tab still showing the realm it started in must not write over another realm's data.
 */
function currentRealmOnly(caller: Caller, realmId: string | undefined | null): string {
  const current = caller.membership.realmId;
  if (realmId != null && realmId !== current) throw DomainError.forbidden('The session is in another realm');
  return current;
}

export const workspaceResolvers = {
  Query: {
    solidConfig: async (_: unknown, args: { userId: string }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      ownConfig(caller, args.userId);
      return ctx.services.workspace.solidConfig(caller.user.id, caller.membership.realmId);
    },
    sharedViews: async (_: unknown, args: { realmId?: string | null }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      return ctx.services.workspace.sharedViews(currentRealmOnly(caller, args.realmId));
    },
  },
  Mutation: {
    updateSolidConfig: async (
      _: unknown,
      args: { userId: string; solidConfig: unknown; realmId?: string | null },
      ctx: GraphQLContext,
    ) => {
      const caller = await access(ctx);
      ownConfig(caller, args.userId);
      currentRealmOnly(caller, args.realmId);
      return ctx.services.workspace.updateSolidConfig(caller.user.id, caller.membership.realmId, args.solidConfig);
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
      ownConfig(caller, args.userId);
      currentRealmOnly(caller, args.realmId);
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
      const realmId = currentRealmOnly(caller, args.realmId);
      return ctx.services.workspace.updateSharedViews(
        realmId,
        { id: caller.user.id, isAdmin: caller.isAdmin },
        args.sharedViews,
        args.layout,
      );
    },
  },
  Subscription: {
    solidConfigUpdate: {
      subscribe: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
        const caller = await access(ctx);
        return subscribeTopic(ctx, topics.solidConfig(caller.user.id, caller.membership.realmId));
      },
      resolve: (payload: unknown) => payload,
    },
    sharedViewsUpdate: {
      subscribe: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
        const caller = await access(ctx);
        return subscribeTopic(ctx, topics.sharedViews(caller.membership.realmId));
      },
      resolve: (payload: unknown) => payload,
    },
  },
};
