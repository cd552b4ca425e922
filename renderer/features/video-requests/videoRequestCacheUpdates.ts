/** How the normalised cache keeps the delivery manager's request lists (spec 2 §4, §9): a request
 *  the server pushes (videoRequestUpdate), the 5-s poll reads (videoRequests since updatedFrom) or
 *  the user's own action answers with updates its one record in place and joins the cached lists
 *  of its type and period, newest first; a copy older than the one held (a push overtook the
 *  answer) does not roll the request back. One per client: it remembers each request's newest copy. */
import type { Cache, CacheExchangeOpts, UpdateResolver } from '@urql/exchange-graphcache';
import { VideoRequestFields, type VideoRequestItem } from './videoRequestFields';

type Written = VideoRequestItem & { __typename?: string };

interface ListFilter {
  interval?: number | null;
  type?: string | null;
  statuses?: readonly string[] | null;
  updatedFrom?: number | null;
}

const MS_PER_HOUR = 3_600_000;

export function createDeliveryCacheUpdates(): Pick<CacheExchangeOpts, 'updates'> {
  const newest = new Map<string, Written>();

  /** The newer of the copy written and the one held stays in the cache. */
  const keepNewer = (cache: Cache, request: Written) => {
    const held = newest.get(request.id);
    if (held && (held.updatedAt ?? 0) > (request.updatedAt ?? 0)) cache.writeFragment(VideoRequestFields, held);
    else newest.set(request.id, request);
  };

  const take = (cache: Cache, requests: readonly (Written | null | undefined)[], now = Date.now()) => {
    const written = requests.filter((request): request is Written => Boolean(request));
    written.forEach((request) => keepNewer(cache, request));
    for (const field of cache.inspectFields('Query')) {
      if (field.fieldName !== 'videoRequests') continue;
      const filter = (field.arguments?.filter ?? {}) as ListFilter;
      // A poll's answer is no list on screen.
      if (filter.updatedFrom != null) continue;
      const keys = cache.resolve('Query', field.fieldKey) as string[] | null;
      if (!keys) continue;
      const joining = written
        .filter((request) => belongs(request, filter, now))
        .map((request) => cache.keyOfEntity({ __typename: 'VideoRequest', id: request.id }))
        .filter((key): key is string => key !== null && !keys.includes(key));
      if (joining.length === 0) continue;
      const createdAt = (key: string) => Number(cache.resolve(key, 'createdAt') ?? 0);
      cache.link(
        'Query',
        field.fieldKey,
        [...keys, ...joining].sort((a, b) => createdAt(b) - createdAt(a)),
      );
    }
  };

  /** The poll's answers are read once: only the latest is kept, not one more list every 5 s. */
  const dropOlderPolls = (cache: Cache, updatedFrom: number) => {
    for (const field of cache.inspectFields('Query')) {
      const filter = (field.arguments?.filter ?? {}) as ListFilter;
      if (field.fieldName === 'videoRequests' && filter.updatedFrom != null && filter.updatedFrom !== updatedFrom) {
        cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
      }
    }
  };

  const one =
    (field: string): UpdateResolver =>
    (result, _args, cache) =>
      take(cache, [result[field] as Written | null]);
  const many =
    (field: string): UpdateResolver =>
    (result, _args, cache) =>
      take(cache, (result[field] as Written[] | null) ?? []);

  return {
    updates: {
      Query: {
        videoRequests: (result, args, cache) => {
          take(cache, (result.videoRequests as Written[] | null) ?? []);
          const updatedFrom = (args.filter as ListFilter | null)?.updatedFrom;
          if (updatedFrom != null) dropOlderPolls(cache, updatedFrom);
        },
      },
      Subscription: { videoRequestUpdate: one('videoRequestUpdate') },
      Mutation: {
        videoRequestSubmit: one('videoRequestSubmit'),
        videoRequestPause: one('videoRequestPause'),
        videoRequestResume: one('videoRequestResume'),
        videoRequestResubmit: one('videoRequestResubmit'),
        videoRequestCancel: many('videoRequestCancel'),
      },
    },
  };
}

/** Whether a request belongs in a list read with this filter. */
function belongs(request: Written, filter: ListFilter, now: number): boolean {
  if (filter.type && (request.type ?? 'Manual') !== filter.type) return false;
  if (filter.statuses && !filter.statuses.includes(request.status)) return false;
  return !filter.interval || (request.createdAt ?? now) >= now - filter.interval * MS_PER_HOUR;
}
