/** What the storage dashboard reads per avatar: the room its archive has (localStorage), what its
 *  cameras recorded over the last week (avatarReport recordedBytes, hourly points: the chart) and
 *  over the last 48 hours (1-minute points: the recording rate, exact from the first minute of a
 *  young archive on), asked for all avatars at once and again every few minutes. */
import { useEffect, useState } from 'react';
import { type CombinedError, useClient } from 'urql';
import { AVATAR_METRIC, MINUTE_REPORT_MAX_MS } from '../../../shared/metrics/metricNames';
import { type AvatarStorageData, AvatarStorageQuery } from '../admin';
import { AvatarReportQuery, type MetricReportData } from './reportsDocuments';

export const STORAGE_SPAN_MS = 7 * 86_400_000;
/** The period the recording rate is read over: the longest drawn from 1-minute points. */
export const RATE_SPAN_MS = MINUTE_REPORT_MAX_MS;
const REFRESH_MS = 5 * 60_000;

export interface AvatarStorageFigures {
  avatarId: string;
  storage: AvatarStorageData | undefined;
  points: NonNullable<MetricReportData['points']>;
  /** The last 48 hours' 1-minute points. */
  recentPoints: NonNullable<MetricReportData['points']>;
  error: CombinedError | undefined;
}

export function useAvatarStorage(avatarIds: readonly string[]): {
  figures: AvatarStorageFigures[] | undefined;
  now: number;
} {
  const client = useClient();
  const [state, setState] = useState<{ figures: AvatarStorageFigures[] | undefined; now: number }>(() => ({
    figures: undefined,
    now: Date.now(),
  }));
  const key = avatarIds.join('\n');

  useEffect(() => {
    let live = true;
    const ids = key ? key.split('\n') : [];
    const read = async () => {
      const now = Date.now();
      const figures = await Promise.all(
        ids.map(async (avatarId): Promise<AvatarStorageFigures> => {
          const report = (from: number) =>
            client
              .query(
                AvatarReportQuery,
                { id: avatarId, from, to: now, metricName: AVATAR_METRIC.recordedBytes.name },
                { requestPolicy: 'network-only' },
              )
              .toPromise();
          const [storage, week, recent] = await Promise.all([
            client.query(AvatarStorageQuery, { deviceId: avatarId }, { requestPolicy: 'network-only' }).toPromise(),
            report(now - STORAGE_SPAN_MS),
            report(now - RATE_SPAN_MS),
          ]);
          return {
            avatarId,
            storage: storage.data?.localStorage,
            points: week.data?.avatarReport?.points ?? [],
            recentPoints: recent.data?.avatarReport?.points ?? [],
            error: storage.error ?? week.error ?? recent.error,
          };
        }),
      );
      if (live) setState({ figures, now });
    };
    void read();
    const timer = setInterval(() => void read(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [client, key]);

  return state;
}
