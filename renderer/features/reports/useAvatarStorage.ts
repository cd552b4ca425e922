/** What the storage dashboard reads per avatar: the room its archive has (localStorage) and what
 *  its cameras recorded over the last week (avatarReport recordedBytes, hourly points), asked for
 *  all avatars at once and again every few minutes. */
import { useEffect, useState } from 'react';
import { type CombinedError, useClient } from 'urql';
import { AVATAR_METRIC } from '../../../shared/metrics/metricNames';
import {
  type AvatarStorageData,
  AvatarReportQuery,
  AvatarStorageQuery,
  type MetricReportData,
} from './reportsDocuments';

export const STORAGE_SPAN_MS = 7 * 86_400_000;
const REFRESH_MS = 5 * 60_000;

export interface AvatarStorageFigures {
  avatarId: string;
  storage: AvatarStorageData | undefined;
  points: NonNullable<MetricReportData['points']>;
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
          const [storage, report] = await Promise.all([
            client.query(AvatarStorageQuery, { deviceId: avatarId }, { requestPolicy: 'network-only' }).toPromise(),
            client
              .query(
                AvatarReportQuery,
                { id: avatarId, from: now - STORAGE_SPAN_MS, to: now, metricName: AVATAR_METRIC.recordedBytes.name },
                { requestPolicy: 'network-only' },
              )
              .toPromise(),
          ]);
          return {
            avatarId,
            storage: storage.data?.localStorage,
            points: report.data?.avatarReport?.points ?? [],
            error: storage.error ?? report.error,
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
