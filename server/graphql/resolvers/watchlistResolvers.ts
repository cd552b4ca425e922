/** Watchlists and plate reads over GraphQL (spec 3 §2.12, §6; issue 32). Each resolver asks
 *  authorize() first, then refuses a caller whose visual configuration limits video analytics
 *  access (the console hides these views from them; the platform refuses them too), then calls
 *  the watchlist services in the caller's realm. Plate reads and face passages are narrowed to the
 *  cameras the caller may see. */
import { authorize, deviceScopeOf } from '../../access/authorize';
import type { Action } from '../../access/actions';
import { requireVideoAnalytics } from '../../users';
import type { VisibleCameras, WatchlistActing } from '../../watchlists';
import type { WatchlistEntryRecord, WatchlistRecord } from '../../db/repositories/watchlists';
import type { FaceReadRecord } from '../../db/repositories/faceReads';
import type { PlateReadRecord } from '../../db/repositories/plateReads';
import type { Resolvers } from '../generated/resolverTypes';
import { access, type GraphQLContext } from '../access';

/** The resource an action is asked of: a search's own, or a watchlist. */
const resourceTypeOf = (action: Action) =>
  action === 'plateRead:Read' ? 'plateRead' : action === 'faceRead:Read' ? 'faceRead' : 'watchlist';

/** The cameras the caller may see, as the searches narrow to them. */
async function visibleTo(ctx: GraphQLContext): Promise<VisibleCameras> {
  const scope = deviceScopeOf(await access(ctx), 'device:Read');
  return scope.all ? { except: [...scope.except] } : { only: [...scope.only] };
}

/** The caller's realm and who they are for the user audit, once they may take the action. */
async function actingOf(ctx: GraphQLContext, action: Action, id?: string): Promise<WatchlistActing> {
  const caller = await access(ctx);
  authorize(caller, action, { type: resourceTypeOf(action), ...(id && { id }) });
  requireVideoAnalytics(caller);
  return { realmId: caller.membership.realmId, actor: { id: caller.user.id, name: caller.user.name } };
}

/** A list without its realm; its entries and their count are the Watchlist type's own resolvers. */
function toGraphqlList(list: WatchlistRecord) {
  const { realmId: _realm, ...rest } = list;
  return rest;
}

function toGraphqlEntry(entry: WatchlistEntryRecord) {
  const { realmId: _realm, ...rest } = entry;
  return rest;
}

function toGraphqlRead<T extends PlateReadRecord | FaceReadRecord>(read: T) {
  const { realmId: _realm, ...rest } = read;
  return rest;
}

export const watchlistResolvers: Resolvers = {
  Watchlist: {
    // Asked of a list the caller was given: it is of their realm, which the lookups name again.
    entryCount: async (list, _, ctx) => {
      const caller = await access(ctx);
      return ctx.services.watchlists.lists.countEntries(caller.membership.realmId, list.id ?? '');
    },
    entries: async (list, _, ctx) => {
      const caller = await access(ctx);
      const entries = await ctx.services.watchlists.lists.entries(caller.membership.realmId, list.id ?? '');
      return entries.map(toGraphqlEntry);
    },
  },
  Query: {
    watchlists: async (_, args, ctx) => {
      const { realmId } = await actingOf(ctx, 'watchlist:Read');
      const lists = await ctx.services.watchlists.lists.list(realmId, args.kind ?? null);
      return lists.map((list) => toGraphqlList(list));
    },
    watchlist: async (_, args, ctx) => {
      const { realmId } = await actingOf(ctx, 'watchlist:Read', args.id);
      const list = await ctx.services.watchlists.lists.byId(realmId, args.id);
      return list ? toGraphqlList(list) : null;
    },
    plateReads: async (_, args, ctx) => {
      const { realmId } = await actingOf(ctx, 'plateRead:Read');
      const reads = await ctx.services.watchlists.reads.search(realmId, args.filter ?? {}, await visibleTo(ctx));
      return reads.map(toGraphqlRead);
    },
    faceReads: async (_, args, ctx) => {
      const { realmId } = await actingOf(ctx, 'faceRead:Read');
      const reads = await ctx.services.watchlists.faces.search(realmId, args.filter ?? {}, await visibleTo(ctx));
      return reads.map(toGraphqlRead);
    },
  },
  Mutation: {
    createWatchlist: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'watchlist:Update');
      const { id: _id, ...input } = args.watchlist;
      return toGraphqlList(await ctx.services.watchlists.lists.create(input, acting));
    },
    updateWatchlist: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'watchlist:Update', args.watchlist.id ?? undefined);
      return toGraphqlList(await ctx.services.watchlists.lists.update(args.watchlist, acting));
    },
    deleteWatchlist: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'watchlist:Update', args.id);
      return ctx.services.watchlists.lists.delete(args.id, acting);
    },
    saveWatchlistEntry: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'watchlist:Update', args.watchlistId);
      return toGraphqlEntry(await ctx.services.watchlists.lists.saveEntry(args.watchlistId, args.entry, acting));
    },
    deleteWatchlistEntry: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'watchlist:Update');
      return ctx.services.watchlists.lists.deleteEntry(args.id, acting);
    },
    importWatchlistPlates: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'watchlist:Update', args.watchlistId);
      const rows = await ctx.services.watchlists.lists.importPlates(args.watchlistId, args.csv, acting);
      return rows.map(({ cells, ...row }) => ({ ...row, ...cells }));
    },
  },
};
