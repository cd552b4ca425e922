/** Labels over GraphQL (spec 3 §7.1–§7.3): labels and label, the five label mutations, the
 *  Device List's camera search and the labelUpdate subscription. Each resolver asks authorize()
 *  first, then the label service; nothing here decides. */
import type { Resolvers } from '../generated/resolverTypes';
import { authorize, deviceScopeOf } from '../../access/authorize';
import { inScope } from '../../access/policies/compiledStatement';
import { topics } from '../../events/eventBus';
import type { LabelChange, LabelRecord } from '../../organisation/LabelService';
import type { LabelledPage } from '../../organisation/CameraSearch';
import { access, type GraphQLContext } from '../access';
import { toGraphqlDevice } from './deviceResolvers';
import { filterSubscription } from './filterSubscription';
import { subscribeTopic } from './subscribeTopic';

const toGraphqlLabel = (label: LabelRecord, objectCount?: number) => ({
  id: label.id,
  name: label.name,
  type: label.type as 'LABEL' | 'SET' | 'ZONE',
  ...(objectCount !== undefined && { objectCount }),
});

const toGraphqlPage = (page: LabelledPage | null) =>
  page && { total: page.total, devices: page.devices.map((d) => ({ ...toGraphqlDevice(d), labelIds: d.labelIds })) };

async function realmOf(ctx: GraphQLContext, action: 'label:Read' | 'label:Update'): Promise<string> {
  const caller = await access(ctx);
  authorize(caller, action, { type: 'label' });
  return caller.membership.realmId;
}

/** How many objects carry each label, counting only the cameras the caller may read (spec 3 §6): a
 *  count must not reveal cameras a list would hide. */
async function visibleCounts(ctx: GraphQLContext, realmId: string): Promise<Map<string, number>> {
  const scope = deviceScopeOf(await access(ctx), 'device:Read');
  if (scope.all && scope.except.size === 0) return ctx.services.labels.objectCounts(realmId);
  const labels = await ctx.services.labels.list(realmId);
  const objects = await ctx.services.labels.objects(
    realmId,
    labels.map((l) => l.id),
  );
  return new Map(labels.map((l) => [l.id, (objects.get(l.id) ?? []).filter((id) => inScope(scope, id)).length]));
}

export const labelResolvers: Resolvers = {
  Label: {
    objects: async (label, _, ctx) => {
      const realmId = await realmOf(ctx, 'label:Read');
      const objects = await ctx.services.labels.objects(realmId, [label.id ?? '']);
      // Only the cameras the caller may read (spec 3 §6 policies).
      const scope = deviceScopeOf(await access(ctx), 'device:Read');
      return (objects.get(label.id ?? '') ?? [])
        .filter((objectId) => inScope(scope, objectId))
        .map((objectId) => ({ objectId, type: 'device' }));
    },
    objectCount: async (label, _, ctx) => {
      if (label.objectCount !== undefined) return label.objectCount;
      const realmId = await realmOf(ctx, 'label:Read');
      return (await visibleCounts(ctx, realmId)).get(label.id ?? '') ?? 0;
    },
  },
  Device: {
    labelIds: async (device, _, ctx) => {
      if (device.labelIds) return device.labelIds;
      const realmId = await realmOf(ctx, 'label:Read');
      return (await ctx.services.labels.labelIdsOf(realmId, [device.id ?? ''])).get(device.id ?? '') ?? [];
    },
  },
  Query: {
    labels: async (_, __, ctx) => {
      const realmId = await realmOf(ctx, 'label:Read');
      const [labels, counts] = await Promise.all([ctx.services.labels.list(realmId), visibleCounts(ctx, realmId)]);
      return labels.map((l) => toGraphqlLabel(l, counts.get(l.id) ?? 0));
    },
    label: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'label:Read');
      const label = await ctx.services.labels.byId(realmId, args.id);
      return label ? toGraphqlLabel(label) : null;
    },
    cameraSearch: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'device:Read', { type: 'device' });
      authorize(caller, 'label:Read', { type: 'label' });
      const scope = deviceScopeOf(caller, 'device:Read');
      const result = await ctx.services.cameraSearch.find(
        caller.membership.realmId,
        args.input,
        scope.all ? { except: [...scope.except] } : { only: [...scope.only] },
      );
      return {
        all: toGraphqlPage(result.all),
        byName: toGraphqlPage(result.byName),
        byLabels: toGraphqlPage(result.byLabels),
      };
    },
  },
  Mutation: {
    insert: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'label:Update');
      return (await ctx.services.labels.insert(realmId, args.labels)).map((l) => toGraphqlLabel(l));
    },
    assign: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'label:Update');
      const labels = await ctx.services.labels.assign(realmId, args.input.objectId, args.input.labelIds);
      return labels.map((l) => toGraphqlLabel(l));
    },
    remove: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'label:Update');
      const labels = await ctx.services.labels.remove(realmId, args.input.objectId, args.input.labelIds);
      return labels.map((l) => toGraphqlLabel(l));
    },
    updateLabel: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'label:Update');
      return toGraphqlLabel(await ctx.services.labels.rename(realmId, args.label.id, args.label.name));
    },
    deleteLabel: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'label:Update');
      return ctx.services.labels.delete(realmId, args.label.id, args.label.confirmed === true);
    },
  },
  Subscription: {
    labelUpdate: {
      subscribe: async (_, __, ctx) => {
        const realmId = await realmOf(ctx, 'label:Read');
        const source = await subscribeTopic(ctx, topics.labelUpdate(realmId));
        return filterSubscription<LabelChange>(source, (change) => change.realmId === realmId);
      },
      resolve: async (change: LabelChange, _args: unknown, ctx: GraphQLContext) => {
        const realmId = await realmOf(ctx, 'label:Read');
        const label = change.type === 'delete' ? undefined : await ctx.services.labels.byId(realmId, change.id);
        if (!label) return { type: change.type, id: change.id, label: null };
        const objects = (await ctx.services.labels.objects(realmId, [label.id])).get(label.id) ?? [];
        return { type: change.type, id: change.id, label: { ...toGraphqlLabel(label), objectCount: objects.length } };
      },
    },
  },
};
