/** Video walls over GraphQL for consoles (spec 3 §2.12; issue 30): the realm's walls, their
 *  displays' content and presets, pairing and unpairing, and the videoWallChanged feed. Each
 *  resolver asks authorize() on the wall first (a policy may deny wall:Control on one wall), then
 *  the wall service; a reader sees only the cameras they may read. */
import { authorize, can, deviceScopeOf } from '../../access/authorize';
import type { Action } from '../../access/actions';
import { inScope } from '../../access/policies/compiledStatement';
import { type VideoWallView, type WallActing, wallTopics } from '../../walls';
import type { Resolvers } from '../generated/resolverTypes';
import { access, type GraphQLContext } from '../access';
import { subscribeTopic } from './subscribeTopic';

/** The caller's realm once they may take the action on the wall (or on walls, for a new one), who
 *  they are for the user audit, and which cameras they may put on a display. */
async function actingOf(ctx: GraphQLContext, action: Action, wallId?: string): Promise<WallActing> {
  const caller = await access(ctx);
  authorize(caller, action, { type: 'wall', ...(wallId !== undefined && { id: wallId }) });
  const scope = deviceScopeOf(caller, 'device:Read');
  return {
    realmId: caller.membership.realmId,
    actor: { id: caller.user.id, name: caller.user.name },
    maySee: (cameraId) => inScope(scope, cameraId),
  };
}

/** The wall as the caller may see it: cameras they cannot read are left out of every content. */
async function toGraphqlWall(ctx: GraphQLContext, wall: VideoWallView) {
  const caller = await access(ctx);
  const scope = deviceScopeOf(caller, 'device:Read');
  const visible = <T extends { cameraIds: string[] }>(content: T): T => ({
    ...content,
    cameraIds: content.cameraIds.filter((id) => inScope(scope, id)),
  });
  return {
    id: wall.id,
    name: wall.name,
    rows: wall.rows,
    columns: wall.columns,
    updatedAt: wall.updatedAt,
    canControl: can(caller, 'wall:Control', { type: 'wall', id: wall.id }),
    displays: wall.displays.map((d) => ({ ...d, content: visible(d.content) })),
    presets: wall.presets.map((p) => ({ ...p, contents: p.contents.map(visible) })),
  };
}

export const wallResolvers: Resolvers = {
  Query: {
    videoWalls: async (_, __, ctx) => {
      const { realmId } = await actingOf(ctx, 'wall:Read');
      const walls = await ctx.services.walls.list(realmId);
      return Promise.all(walls.map((w) => toGraphqlWall(ctx, w)));
    },
    videoWall: async (_, args, ctx) => {
      const { realmId } = await actingOf(ctx, 'wall:Read', args.id);
      const wall = await ctx.services.walls.byId(realmId, args.id);
      return wall ? toGraphqlWall(ctx, wall) : null;
    },
  },
  Mutation: {
    createVideoWall: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'wall:Update');
      return toGraphqlWall(ctx, await ctx.services.walls.create(args.wall, acting));
    },
    updateVideoWall: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'wall:Update', args.wall.id ?? '');
      return toGraphqlWall(ctx, await ctx.services.walls.update(args.wall, acting));
    },
    deleteVideoWall: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'wall:Update', args.id);
      return ctx.services.walls.delete(args.id, acting);
    },
    setWallDisplayContent: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'wall:Control', args.wallId);
      const wall = await ctx.services.walls.setContent(args.wallId, args.displayIndex, args.content, acting);
      return toGraphqlWall(ctx, wall);
    },
    pushCameraToWall: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'wall:Control', args.wallId);
      const content = { layout: 1, cameraIds: [args.cameraId] };
      return toGraphqlWall(ctx, await ctx.services.walls.setContent(args.wallId, args.displayIndex, content, acting));
    },
    saveWallPreset: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'wall:Control', args.wallId);
      return toGraphqlWall(ctx, await ctx.services.walls.savePreset(args.wallId, args.name, acting));
    },
    recallWallPreset: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'wall:Control', args.wallId);
      return toGraphqlWall(ctx, await ctx.services.walls.recallPreset(args.wallId, args.presetId, acting));
    },
    deleteWallPreset: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'wall:Control', args.wallId);
      return toGraphqlWall(ctx, await ctx.services.walls.deletePreset(args.wallId, args.presetId, acting));
    },
    acceptWallPairing: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'wall:Update', args.wallId);
      const wall = await ctx.services.walls.acceptPairing(args.code, args.wallId, args.displayIndex, acting);
      return toGraphqlWall(ctx, wall);
    },
    unpairWallDisplay: async (_, args, ctx) => {
      const acting = await actingOf(ctx, 'wall:Update', args.wallId);
      return toGraphqlWall(ctx, await ctx.services.walls.unpair(args.wallId, args.displayIndex, acting));
    },
  },
  Subscription: {
    videoWallChanged: {
      subscribe: async (_, __, ctx) => {
        const { realmId } = await actingOf(ctx, 'wall:Read');
        return subscribeTopic(ctx, wallTopics.realm(realmId));
      },
      // Read again per subscriber: what each console may see of the wall, as the database holds it.
      resolve: async (payload: { wallId: string }, _: unknown, ctx: GraphQLContext) => {
        const caller = await access(ctx);
        const wall = await ctx.services.walls.byId(caller.membership.realmId, payload.wallId);
        return { wallId: payload.wallId, wall: wall ? await toGraphqlWall(ctx, wall) : null };
      },
    },
  },
};
