/** Spec 3 §4: a device the objectUpdate feed says is deleted leaves every cached device list at
 *  once, before any list is read again (the Cameras list reads its own after 5 s, in case the
 *  camera still exists). */
import type { CacheExchangeOpts, UpdateResolver } from '@urql/exchange-graphcache';

/** The Query fields that list devices. */
const DEVICE_LISTS = new Set(['devicesByAspectTypes', 'devicesByIds']);

const objectUpdate: UpdateResolver = (result, _args, cache) => {
  const update = result.objectUpdate as { id?: string; action?: string } | null;
  if (update?.action !== 'DELETE' || !update.id) return;
  const key = cache.keyOfEntity({ __typename: 'Device', id: update.id });
  for (const field of cache.inspectFields('Query')) {
    if (!DEVICE_LISTS.has(field.fieldName)) continue;
    const links = cache.resolve('Query', field.fieldKey) as string[] | null;
    if (links?.includes(key ?? ''))
      cache.link(
        'Query',
        field.fieldKey,
        links.filter((link) => link !== key),
      );
  }
};

export const deviceCacheUpdates: Pick<CacheExchangeOpts, 'updates'> = {
  updates: { Subscription: { objectUpdate } },
};
