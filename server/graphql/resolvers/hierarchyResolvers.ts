/** Hierarchies over GraphQL (spec 3 §7.1–§7.3): hierarchies and hierarchy, insert, update (whole
 *  tree or rename) and delete, and the hierarchyUpdate subscription. Each resolver asks authorize()
 *  first, then the hierarchy service; nothing here decides. */
import type { Resolvers } from '../generated/resolverTypes';
import { authorize } from '../../access/authorize';
import { topics } from '../../events/eventBus';
import type { HierarchyChange } from '../../organisation/HierarchyService';
import { access, type GraphQLContext } from '../access';
import { filterSubscription } from './filterSubscription';
import { subscribeTopic } from './subscribeTopic';

async function realmOf(ctx: GraphQLContext, action: 'hierarchy:Read' | 'hierarchy:Update'): Promise<string> {
  const caller = await access(ctx);
  authorize(caller, action, { type: 'hierarchy' });
  return caller.membership.realmId;
}

export const hierarchyResolvers: Resolvers = {
  Query: {
    hierarchies: async (_, __, ctx) => ctx.services.hierarchies.list(await realmOf(ctx, 'hierarchy:Read')),
    hierarchy: async (_, args, ctx) =>
      (await ctx.services.hierarchies.byId(await realmOf(ctx, 'hierarchy:Read'), args.id)) ?? null,
  },
  Mutation: {
    insertHierarchy: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'hierarchy:Update');
      return (await ctx.services.hierarchies.insert(realmId, args.hierarchy)).id;
    },
    updateHierarchy: async (_, args, ctx) =>
      ctx.services.hierarchies.update(await realmOf(ctx, 'hierarchy:Update'), args.hierarchy),
    deleteHierarchy: async (_, args, ctx) =>
      ctx.services.hierarchies.delete(await realmOf(ctx, 'hierarchy:Update'), args.id),
  },
  Subscription: {
    hierarchyUpdate: {
      subscribe: async (_, __, ctx) => {
        const realmId = await realmOf(ctx, 'hierarchy:Read');
        const source = await subscribeTopic(ctx, topics.hierarchyUpdate(realmId));
        return filterSubscription<HierarchyChange>(source, (change) => change.realmId === realmId);
      },
      resolve: async (change: HierarchyChange, _args: unknown, ctx: GraphQLContext) => {
        const realmId = await realmOf(ctx, 'hierarchy:Read');
        const hierarchy =
          change.type === 'delete' ? undefined : await ctx.services.hierarchies.byId(realmId, change.id);
        return { type: change.type, id: change.id, hierarchy: hierarchy ?? null };
      },
    },
  },
};
