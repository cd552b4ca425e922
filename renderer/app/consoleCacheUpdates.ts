/** The normalised cache's feature updaters the console runs with (and the tests that render it):
 *  the workspace's, the device lists' and the delivery manager's, fresh for each client. */
import type { CacheExchangeOpts } from '@urql/exchange-graphcache';
import { deviceCacheUpdates } from '../features/admin';
import { createDeliveryCacheUpdates } from '../features/video-requests';
import { viewsCacheUpdates } from '../features/views';
import { combineCacheUpdates } from '../graphql';

export function consoleCacheUpdates(): Pick<CacheExchangeOpts, 'updates' | 'optimistic'> {
  return combineCacheUpdates(viewsCacheUpdates, deviceCacheUpdates, createDeliveryCacheUpdates());
}
