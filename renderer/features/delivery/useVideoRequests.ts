/** The delivery manager's requests (spec 2 §4, §7, §9): the list for the period and type, kept
 *  live by the videoRequestUpdate subscription, by the answers of the user's own actions, and by a
 *  poll every 5 s for what changed since the last one (updatedFrom), which also covers the
 *  updates a reconnecting subscription missed. */
import { useCallback, useEffect, useState } from 'react';
import { useClient, useQuery, useSubscription } from 'urql';
import { EXPORT_POLL_MS, type VideoRequestType } from '../../../shared/video/deliveryConstants';
import { type VideoRequestItem, VideoRequestsQuery, VideoRequestUpdateSubscription } from './deliveryDocuments';
import { mergeVideoRequests } from './mergeVideoRequests';

export interface VideoRequestList {
  requests: VideoRequestItem[];
  fetching: boolean;
  error: string | null;
  /** Takes in requests a mutation answered with. */
  apply(changes: readonly VideoRequestItem[]): void;
}

export function useVideoRequests(periodHours: number, type: VideoRequestType): VideoRequestList {
  const client = useClient();
  const [result] = useQuery({
    query: VideoRequestsQuery,
    variables: { filter: { interval: periodHours, type } },
    requestPolicy: 'network-only',
  });
  const [requests, setRequests] = useState<VideoRequestItem[]>([]);

  useEffect(() => {
    if (result.data) setRequests(result.data.videoRequests);
  }, [result.data]);

  const apply = useCallback((changes: readonly VideoRequestItem[]) => {
    setRequests((current) => mergeVideoRequests(current, changes));
  }, []);

  useSubscription({ query: VideoRequestUpdateSubscription }, (_previous, data) => {
    apply([data.videoRequestUpdate]);
    return data;
  });

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
          if (polled.data) apply(polled.data.videoRequests);
          else since = updatedFrom;
        });
    }, EXPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [client, periodHours, type, apply]);

  return {
    requests,
    fetching: result.fetching,
    error: result.error ? (result.error.graphQLErrors[0]?.message ?? result.error.message) : null,
    apply,
  };
}
