/** Live targets (spec 3 §4, §7.3, §9): the last reports on start, then targetUpdate merged into
 *  tracks at most every 200 ms; after an error the subscription starts again 5 s later. */
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { TARGET_RESUBSCRIBE_MS, TARGET_UPDATE_THROTTLE_MS } from '../../../shared/maps/geoMapConstants';
import { TargetsQuery, TargetUpdateSubscription } from './geoMapDocuments';
import { mergeTargetReports, type TargetReport, type TargetTracks } from './targetTracks';

/** How far back the first read of targets looks. */
const HISTORY_MS = 60_000;

export function useTargetTracks(enabled = true): { tracks: TargetTracks; error: string | null } {
  const client = useClient();
  const [tracks, setTracks] = useState<TargetTracks>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let pending: TargetReport[] = [];
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const flush = () => {
      flushTimer = undefined;
      const batch = pending;
      pending = [];
      if (batch.length) setTracks((held) => mergeTargetReports(held, batch));
    };
    const add = (reports: TargetReport[]) => {
      pending.push(...reports);
      flushTimer ??= setTimeout(flush, TARGET_UPDATE_THROTTLE_MS);
    };
    const fail = (message: string) => {
      if (stopped || retryTimer) return;
      setError(message);
      retryTimer = setTimeout(() => setGeneration((n) => n + 1), TARGET_RESUBSCRIBE_MS);
    };
    void client
      .query(TargetsQuery, { filter: { from: Date.now() - HISTORY_MS, limit: 200 } }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (result.error) fail(result.error.message);
        else add(result.data?.targets ?? []);
      });
    const subscription = client.subscription(TargetUpdateSubscription, {}).subscribe((result) => {
      if (result.error) return fail(result.error.message);
      const report = result.data?.targetUpdate;
      if (!report) return;
      setError(null);
      add([report]);
    });
    return () => {
      stopped = true;
      subscription.unsubscribe();
      clearTimeout(flushTimer);
      clearTimeout(retryTimer);
    };
  }, [client, enabled, generation]);

  return { tracks, error };
}
