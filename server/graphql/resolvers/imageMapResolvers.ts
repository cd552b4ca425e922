/** Image maps over GraphQL (spec 3 §7.1–§7.3): imageMapConfig and imageMapImage, the set, layer,
 *  map and object insert / rename / update / delete mutations and the imageMapUpdate subscription.
 *  Each resolver asks authorize() first, then the image map service; nothing here decides. */
import { IMAGE_MAP_ERRORS, IMAGE_MAP_PLAN_PATH, IMAGE_MAP_VERSION } from '../../../shared/imageMap/imageMapConstants';
import { authorize, deviceScopeOf } from '../../access/authorize';
import { inScope } from '../../access/policies/compiledStatement';
import { DomainError } from '../../kernel/DomainError';
import { topics } from '../../events/eventBus';
import type { ImageMapChange } from '../../imageMaps/ImageMapService';
import type { ImageMapRecord } from '../../imageMaps/imageMapConfig';
import type { Resolvers } from '../generated/resolverTypes';
import { access, type GraphQLContext } from '../access';
import { filterSubscription } from './filterSubscription';
import { subscribeTopic } from './subscribeTopic';

async function realmOf(ctx: GraphQLContext, action: 'imageMap:Read' | 'imageMap:Update'): Promise<string> {
  const caller = await access(ctx);
  authorize(caller, action, { type: 'imageMap' });
  return caller.membership.realmId;
}

function requireVersion(version: string): void {
  if (version !== IMAGE_MAP_VERSION) throw DomainError.badInput(IMAGE_MAP_ERRORS.version);
}

/** The plan's URL carries its revision, so a browser may keep it for good. */
export const planUrl = (map: Pick<ImageMapRecord, 'id' | 'revision'>) =>
  `${IMAGE_MAP_PLAN_PATH}/${encodeURIComponent(map.id)}?v=${map.revision}`;

/** Which devices the caller may see on a map: only the cameras they may read (spec 3 §6), so a
 *  plan's pins do not reveal cameras a list would hide. */
async function visibleDevices(ctx: GraphQLContext): Promise<(deviceId: string) => boolean> {
  const scope = deviceScopeOf(await access(ctx), 'device:Read');
  return (deviceId) => inScope(scope, deviceId);
}

const toGraphqlMap = (map: ImageMapRecord, visible: (deviceId: string) => boolean, base64: string | null = null) => ({
  id: map.id,
  layerId: map.layerId,
  name: map.name,
  order: map.order,
  mime: map.mime,
  width: map.width,
  height: map.height,
  planUrl: planUrl(map),
  base64,
  objects: map.objects.filter((o) => visible(o.objectId)),
});

export const imageMapResolvers: Resolvers = {
  Query: {
    imageMapConfig: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'imageMap:Read');
      requireVersion(args.version);
      const config = await ctx.services.imageMaps.config(realmId);
      const visible = await visibleDevices(ctx);
      const lazy = args.lazyLoadImages !== false;
      const sets = await Promise.all(
        config.sets.map(async (set) => ({
          ...set,
          layers: await Promise.all(
            set.layers.map(async (layer) => ({
              ...layer,
              maps: await Promise.all(
                layer.maps.map(async (map) =>
                  toGraphqlMap(map, visible, lazy ? null : await ctx.services.imageMaps.planBase64(realmId, map.id)),
                ),
              ),
            })),
          ),
        })),
      );
      return { version: config.version, sets };
    },
    imageMapImage: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'imageMap:Read');
      requireVersion(args.version);
      return ctx.services.imageMaps.planBase64(realmId, args.mapId);
    },
  },
  Mutation: {
    imageMapSetInsert: async (_, { input }, ctx) =>
      ctx.services.imageMaps.insertSet(await realmOf(ctx, 'imageMap:Update'), input),
    imageMapSetRename: async (_, { input }, ctx) =>
      ctx.services.imageMaps.renameSet(await realmOf(ctx, 'imageMap:Update'), input),
    imageMapSetUpdate: async (_, { input }, ctx) =>
      ctx.services.imageMaps.renameSet(await realmOf(ctx, 'imageMap:Update'), input),
    imageMapSetDelete: async (_, { input }, ctx) =>
      ctx.services.imageMaps.deleteSet(await realmOf(ctx, 'imageMap:Update'), input),
    imageMapLayerInsert: async (_, { input }, ctx) =>
      ctx.services.imageMaps.insertLayer(await realmOf(ctx, 'imageMap:Update'), input),
    imageMapLayerRename: async (_, { input }, ctx) =>
      ctx.services.imageMaps.renameLayer(await realmOf(ctx, 'imageMap:Update'), input),
    imageMapLayerUpdate: async (_, { input }, ctx) =>
      ctx.services.imageMaps.updateLayer(await realmOf(ctx, 'imageMap:Update'), input),
    imageMapLayerDelete: async (_, { input }, ctx) =>
      ctx.services.imageMaps.deleteLayer(await realmOf(ctx, 'imageMap:Update'), input),
    imageMapInsert: async (_, { input }, ctx) =>
      toGraphqlMap(
        await ctx.services.imageMaps.insertMap(await realmOf(ctx, 'imageMap:Update'), input),
        await visibleDevices(ctx),
      ),
    imageMapRename: async (_, { input }, ctx) =>
      toGraphqlMap(
        await ctx.services.imageMaps.renameMap(await realmOf(ctx, 'imageMap:Update'), input),
        await visibleDevices(ctx),
      ),
    imageMapUpdate: async (_, { input }, ctx) =>
      toGraphqlMap(
        await ctx.services.imageMaps.updateMap(await realmOf(ctx, 'imageMap:Update'), input),
        await visibleDevices(ctx),
      ),
    imageMapDelete: async (_, { input }, ctx) =>
      ctx.services.imageMaps.deleteMap(await realmOf(ctx, 'imageMap:Update'), input),
    imageMapObjectInsert: async (_, { input }, ctx) =>
      ctx.services.imageMaps.insertObject(await realmOf(ctx, 'imageMap:Update'), input),
    imageMapObjectUpdate: async (_, { input }, ctx) =>
      ctx.services.imageMaps.updateObject(await realmOf(ctx, 'imageMap:Update'), input),
    imageMapObjectDelete: async (_, { input }, ctx) =>
      ctx.services.imageMaps.deleteObject(await realmOf(ctx, 'imageMap:Update'), input),
  },
  Subscription: {
    imageMapUpdate: {
      subscribe: async (_, args, ctx) => {
        const realmId = await realmOf(ctx, 'imageMap:Read');
        requireVersion(args.version);
        const source = await subscribeTopic(ctx, topics.imageMapUpdate(realmId));
        return filterSubscription<ImageMapChange>(source, (change) => change.realmId === realmId);
      },
      resolve: (change: ImageMapChange) => ({
        version: change.version,
        updateId: change.updateId,
        type: change.type,
        entity: change.entity,
        id: change.id,
      }),
    },
  },
};
