/** The archive-on-demand requests the user made from the timeline (spec 2 §4 GetAOD and
 *  Archive-on-demand; issue 31): polled every 5 s, each shown with its status and progress until
 *  it ends — its end shown for one more poll — and the tracks fetched again when it ends, so the
 *  stretch shows as the cloud's. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { AOD_POLL_MS, FINAL_REQUEST_STATUSES, type VideoRequestStatus } from '../../../shared/video/deliveryConstants';
import { graphql } from '../../graphql';

export const TimelineAodProgressQuery = graphql(`
  query TimelineAodProgress($ids: [ID!]) {
    aodGet(ids: $ids) {
      id
      status
      size
      downloaded
    }
  }
`);

export interface TimelineAodRequest {
  id: string;
  deviceId: string;
  name: string;
  status: VideoRequestStatus;
  /** Share copied, 0–100; null before the copy's size is known. */
  percent: number | null;
}

interface Tracked extends TimelineAodRequest {
  /** Polls since it ended. */
  endedPolls: number;
}

export function useTimelineAodRequests(onEnded: () => void, pollMs = AOD_POLL_MS) {
  const client = useClient();
  const [requests, setRequests] = useState<readonly Tracked[]>([]);
  /** The list as last set: a poll and an add in the same moment both see the other. */
  const current = useRef(requests);
  const ended = useRef(onEnded);
  ended.current = onEnded;

  const add = useCallback((request: Pick<TimelineAodRequest, 'id' | 'deviceId' | 'name'>) => {
    current.current = [...current.current, { ...request, status: 'QUEUED', percent: null, endedPolls: 0 }];
    setRequests(current.current);
  }, []);

  const any = requests.length > 0;
  useEffect(() => {
    if (!any) return;
    let alive = true;
    const poll = async () => {
      const ids = current.current.map((r) => r.id);
      const result = await client
        .query(TimelineAodProgressQuery, { ids }, { requestPolicy: 'network-only' })
        .toPromise();
      if (!alive || !result.data) return;
      const found = new Map(result.data.aodGet.map((r) => [r.id, r]));
      const asked = new Set(ids);
      let newlyEnded = false;
      const next = current.current.flatMap((request): Tracked[] => {
        // Added after the poll was sent: asked about next time.
        if (!asked.has(request.id)) return [request];
        if (request.endedPolls > 0) return [];
        const row = found.get(request.id);
        // A request no longer listed (cancelled and hidden) has ended as well.
        const status = row?.status ?? 'CANCELED';
        const final = FINAL_REQUEST_STATUSES.includes(status);
        newlyEnded ||= final;
        const size = row?.size ?? 0;
        const percent = size > 0 ? Math.min(100, Math.round(((row?.downloaded ?? 0) / size) * 100)) : null;
        return [{ ...request, status, percent: status === 'COMPLETED' ? 100 : percent, endedPolls: final ? 1 : 0 }];
      });
      current.current = next;
      setRequests(next);
      if (newlyEnded) ended.current();
    };
    const timer = setInterval(() => void poll(), pollMs);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [any, client, pollMs]);

  return { requests: requests as readonly TimelineAodRequest[], add };
}
