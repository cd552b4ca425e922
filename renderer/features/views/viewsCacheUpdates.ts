/** How the normalised cache keeps the workspace: a write shows at once (optimistic answer), the
 *  server's answer and its subscription pushes land in the queries the workspace reads, and a push
 *  older than what the cache holds is ignored. */
import type { Cache, CacheExchangeOpts, OptimisticMutationResolver, UpdateResolver } from '@urql/exchange-graphcache';
import type { ResultOf, VariablesOf } from '../../graphql';
import {
  SharedViewsQuery,
  type SharedViewsSubscription,
  SolidConfigQuery,
  type SolidConfigSubscription,
  type UpdateCurrentViewMutation,
  type UpdateSharedViewsMutation,
  type UpdateSolidConfigMutation,
} from './viewsDocuments';

type SolidConfig = NonNullable<ResultOf<typeof SolidConfigQuery>['solidConfig']>;
type SharedViews = NonNullable<ResultOf<typeof SharedViewsQuery>['sharedViews']>;
type CurrentView = ResultOf<typeof UpdateCurrentViewMutation>['updateSolidConfigCurrentView'];

/** The user's solid config in the cache: SolidConfig has no key of its own (one per user, and no
 *  field says which), so it lives under the query that reads it. */
function readConfig(cache: Cache, userId: string): SolidConfig | null {
  return cache.readQuery({ query: SolidConfigQuery, variables: { userId } })?.solidConfig ?? null;
}

// Objects written back name their type explicitly: the cache's own reads may carry __typename
// as a hidden property, which a spread leaves behind.

/** Writes a solid config from the server unless the cache already holds a newer one. */
function keepNewerConfig(cache: Cache, config: SolidConfig | null | undefined) {
  if (!config) return;
  const variables = { userId: config.userId };
  cache.updateQuery({ query: SolidConfigQuery, variables }, (data) => {
    const held = data?.solidConfig;
    if (held && held.updatedAt > config.updatedAt) return data;
    // The current view is versioned on its own: an older config answer keeps the newer view.
    const currentView =
      held && held.currentView.version > config.currentView.version ? held.currentView : config.currentView;
    return { solidConfig: { ...config, __typename: 'SolidConfig', currentView } };
  });
}

/** Writes the realm's shared views from the server unless the cache already holds newer ones. */
function keepNewerShared(cache: Cache, shared: SharedViews | null | undefined) {
  if (!shared) return;
  cache.updateQuery({ query: SharedViewsQuery, variables: {} }, (data) => {
    const held = data?.sharedViews;
    if (held && held.updatedAt > shared.updatedAt) return data;
    return { sharedViews: { ...shared, __typename: 'SharedViews' } };
  });
}

/** Writes a current view into its user's solid config unless the cache holds a newer version. */
function keepNewerCurrentView(cache: Cache, userId: string, currentView: CurrentView | null | undefined) {
  if (!currentView) return;
  cache.updateQuery({ query: SolidConfigQuery, variables: { userId } }, (data) => {
    const held = data?.solidConfig;
    if (!held || held.currentView.version > currentView.version) return data;
    return {
      solidConfig: { ...held, __typename: 'SolidConfig', currentView: { ...currentView, __typename: 'CurrentView' } },
    };
  });
}

const updateSolidConfig: UpdateResolver<ResultOf<typeof UpdateSolidConfigMutation>> = (result, _args, cache) =>
  keepNewerConfig(cache, result.updateSolidConfig);

const updateSharedViews: UpdateResolver<ResultOf<typeof UpdateSharedViewsMutation>> = (result, _args, cache) =>
  keepNewerShared(cache, result.updateSharedViews);

const updateCurrentView: UpdateResolver<ResultOf<typeof UpdateCurrentViewMutation>> = (result, args, cache) =>
  keepNewerCurrentView(cache, String(args.userId), result.updateSolidConfigCurrentView);

const solidConfigUpdate: UpdateResolver<ResultOf<typeof SolidConfigSubscription>> = (result, _args, cache) =>
  keepNewerConfig(cache, result.solidConfigUpdate);

const sharedViewsUpdate: UpdateResolver<ResultOf<typeof SharedViewsSubscription>> = (result, _args, cache) =>
  keepNewerShared(cache, result.sharedViewsUpdate);

/** The new configuration at once, on the stored one's timestamp: the server's answer, newer, then
 *  replaces it, and a push older than the stored one still loses. */
const optimisticConfig: OptimisticMutationResolver = (variables, cache) => {
  const args = variables as VariablesOf<typeof UpdateSolidConfigMutation>;
  const held = readConfig(cache, args.userId);
  return held ? { ...held, __typename: 'SolidConfig', solidConfig: args.solidConfig } : null;
};

const optimisticShared: OptimisticMutationResolver = (variables, cache) => {
  const args = variables as VariablesOf<typeof UpdateSharedViewsMutation>;
  const held = cache.readQuery({ query: SharedViewsQuery, variables: {} })?.sharedViews;
  if (!held) return null;
  return { ...held, __typename: 'SharedViews', sharedViews: args.sharedViews, layout: args.layout ?? held.layout };
};

const optimisticCurrentView: OptimisticMutationResolver = (variables) => {
  const args = variables as VariablesOf<typeof UpdateCurrentViewMutation>;
  return {
    __typename: 'CurrentView',
    version: args.version,
    currentViewId: args.currentViewId ?? null,
    recentViewIds: args.recentViewIds,
    windowProps: args.windowProps ?? null,
  };
};

/** The workspace's part of the cache's options (see graphql/cacheConfig's createCacheOptions). */
export const viewsCacheUpdates: Pick<CacheExchangeOpts, 'updates' | 'optimistic'> = {
  updates: {
    Mutation: { updateSolidConfig, updateSharedViews, updateSolidConfigCurrentView: updateCurrentView },
    Subscription: { solidConfigUpdate, sharedViewsUpdate },
  },
  optimistic: {
    updateSolidConfig: optimisticConfig,
    updateSharedViews: optimisticShared,
    updateSolidConfigCurrentView: optimisticCurrentView,
  },
};
