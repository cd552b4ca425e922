/** The delivery manager's requests (spec 2 §4, §7): the list for the period and type, kept live by
 *  the videoRequestUpdate subscription and by the answers of the user's own actions. */
import { useCallback, useEffect, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import type { VideoRequestType } from '../../../../shared/video/deliveryConstants';
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

  return {
    requests,
    fetching: result.fetching,
    error: result.error ? (result.error.graphQLErrors[0]?.message ?? result.error.message) : null,
    apply,
  };
}
