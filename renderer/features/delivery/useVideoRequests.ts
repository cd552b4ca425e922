/** The delivery manager's requests (spec 2 §4, §7, §9): the list for the period and type, read from
 *  the normalised cache, which the videoRequestUpdate subscription, the answers of the user's own
 *  actions and a poll every 5 s for what changed since the last one (updatedFrom, which also
 *  covers the updates a reconnecting subscription missed) keep current (video-requests/videoRequestCacheUpdates). */
import { useEffect } from 'react';
import { useClient, useQuery, useSubscription } from 'urql';
import { EXPORT_POLL_MS, type VideoRequestType } from '../../../shared/video/deliveryConstants';
import { type VideoRequestItem, VideoRequestsQuery, VideoRequestUpdateSubscription } from './deliveryDocuments';

export interface VideoRequestList {
  requests: VideoRequestItem[];
  fetching: boolean;
  error: string | null;
}

const NO_REQUESTS: VideoRequestItem[] = [];

export function useVideoRequests(periodHours: number, type: VideoRequestType): VideoRequestList {
  const client = useClient();
  const [result] = useQuery({
    query: VideoRequestsQuery,
    variables: { filter: { interval: periodHours, type } },
    requestPolicy: 'network-only',
  });
  // Open while the list is: its pushes land in the cache, and from there in the list.
  useSubscription({ query: VideoRequestUpdateSubscription });

  useEffect(() => {
    // Each poll asks from the start of the one before, so a change made while a poll is under
    // way is read by the next.
    let since = Date.now();
    const timer = setInterval(() => {
      const updatedFrom = since;
      since = Date.now();
      const filter = { interval: periodHours, type, updatedFrom };
      void client
        .query(VideoRequestsQuery, { filter }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((polled) => {
          if (!polled.data) since = updatedFrom;
        });
    }, EXPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [client, periodHours, type]);

  return {
    requests: result.data?.videoRequests ?? NO_REQUESTS,
    fetching: result.fetching,
    error: result.error ? (result.error.graphQLErrors[0]?.message ?? result.error.message) : null,
  };
}
