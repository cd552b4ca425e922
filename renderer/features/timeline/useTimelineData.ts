/** The data of the timeline's tracks: coverage (full and review streams, partial, archive-on-demand),
 *  retention and events of each camera over the data window, fetched again as spec 2 §9 says (see dataWindow.ts).
 *  Coverage errors show an error notice and leave the lists empty; event errors are logged only. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { STREAM_NUMBER } from '../../../shared/video/constants';
import { TIMELINE_MIN_DATA_REFRESH_MS } from '../../../shared/video/timelineConstants';
import { useToast } from '../../ui';
import { coverageRuns, mergeSpans } from './coverageRuns';
import { dataWindowOf, type FetchedWindow, needsRefetch } from './dataWindow';
import { keptRequests } from './keptRequests';
import { loadTimelineEvents, type TimelineEvent } from './loadTimelineEvents';
import { TimelineCoverageQuery, type TimelineCoverageResult } from './timelineDocuments';
import type { TimeRange } from './timeScale';

export interface TrackData {
  /** Recorded chunks of the full-resolution stream. */
  full: TimeRange[];
  /** Recorded chunks of the review (low-resolution) stream. */
  review: TimeRange[];
  /** Chunks of the full stream with holes in them. */
  partial: TimeRange[];
  aod: TimeRange[];
  /** Chunks of the full stream only the camera's avatar holds (offline coverage, cloud location):
   *  the user may ask for them (spec 2 §4 GetAOD). */
  avatar?: TimeRange[];
  events: number[];
  /** How long the full stream's archive is kept (hours), when the platform says. */
  retentionHours: number | null;
}

export const EMPTY_TRACK: TrackData = { full: [], review: [], partial: [], aod: [], events: [], retentionHours: null };

export interface TimelineData {
  tracks: ReadonlyMap<string, TrackData>;
  /** The coverage error's text while the last fetch failed. */
  error: string | null;
  /** Fetches the data again now (a request from the avatar was made or has ended). */
  refresh(): void;
}

type Coverage = NonNullable<TimelineCoverageResult>;

function tracksOf(deviceIds: readonly string[], coverage: Coverage | null, events: TimelineEvent[]) {
  const tracks = new Map<string, TrackData>();
  for (const id of deviceIds) {
    const mine = <T extends { deviceId: string | null }>(items: readonly T[] | null | undefined) =>
      (items ?? []).filter((item) => item.deviceId === id);
    const chunks = (items: Coverage['coverage'] | undefined, stream: number) =>
      coverageRuns(
        mine(items)
          .filter((c) => c.streamNumber === stream)
          .map((c) => c.time),
      );
    const ttl = mine(coverage?.coverageTtl).find((c) => c.streamNumber === STREAM_NUMBER.FULL)?.ttl;
    tracks.set(id, {
      full: chunks(coverage?.coverage, STREAM_NUMBER.FULL),
      review: chunks(coverage?.coverage, STREAM_NUMBER.REVIEW),
      partial: chunks(coverage?.partialCoverage, STREAM_NUMBER.FULL),
      aod: mergeSpans(mine(coverage?.aod).map((a) => ({ start: a.startTime, end: a.endTime }))),
      avatar: coverageRuns(
        mine(coverage?.offlineCoverage)
          .flatMap((entry) => entry.coverage)
          .filter((c) => c.streamNumber === STREAM_NUMBER.FULL)
          .map((c) => c.time),
      ),
      events: events.filter((e) => e.deviceIds.includes(id)).map((e) => e.time),
      retentionHours: typeof ttl === 'number' ? ttl : null,
    });
  }
  return tracks;
}

export function useTimelineData(
  deviceIds: readonly string[],
  visible: TimeRange,
  location: 'cloud' | 'local',
): TimelineData {
  const client = useClient();
  const { t } = useTranslation();
  const toast = useToast();
  const [request] = useState(() => keptRequests<Coverage>());
  const fetched = useRef<(FetchedWindow & { key: string }) | null>(null);
  const [tick, setTick] = useState(0);
  /** Bumped by refresh(): its fetch is a new ask, not one to answer from the last second's. */
  const refreshed = useRef(0);
  const [state, setState] = useState<{ coverage: Coverage | null; events: TimelineEvent[]; error: string | null }>({
    coverage: null,
    events: [],
    error: null,
  });
  const idsKey = deviceIds.join(',');
  /** Answers of superseded fetches (or after unmount) are dropped. */
  const generation = useRef(0);
  useEffect(
    () => () => {
      generation.current += 1;
    },
    [],
  );

  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), TIMELINE_MIN_DATA_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const ids = idsKey ? idsKey.split(',') : [];
    const key = `${idsKey}|${location}`;
    const now = Date.now();
    const last = fetched.current;
    if (last && last.key === key && !needsRefetch(visible, last, now)) return;
    const window = dataWindowOf(visible);
    fetched.current = { key, range: window, at: now };
    if (ids.length === 0) {
      generation.current += 1;
      setState({ coverage: null, events: [], error: null });
      return;
    }
    const mine = ++generation.current;
    const live = () => mine === generation.current;
    const variables = {
      ids,
      startTime: window.start,
      endTime: window.end,
      streams: ['FULL' as const, 'REVIEW' as const],
      location,
    };
    request(`${key}|${window.start}|${window.end}|${refreshed.current}`, async () => {
      const result = await client
        .query(TimelineCoverageQuery, variables, { requestPolicy: 'network-only' })
        .toPromise();
      if (result.error || !result.data) throw result.error ?? new Error('No coverage');
      return result.data.archiveCoverage;
    }).then(
      (coverage) => {
        if (live()) setState((s) => ({ ...s, coverage, error: null }));
      },
      (error: unknown) => {
        if (!live()) return;
        const message = error instanceof Error ? error.message : String(error);
        console.error('Timeline coverage could not be loaded', error);
        toast(t('video.timeline.coverageError', { message }), 'error');
        setState({ coverage: null, events: [], error: message });
      },
    );
    loadTimelineEvents(client, ids, window.start, window.end).then(
      (events) => {
        if (live()) setState((s) => ({ ...s, events }));
      },
      (error: unknown) => console.error('Timeline events could not be loaded', error),
    );
    // `visible` is read through its ends; the tick re-checks the age of the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, idsKey, location, visible.start, visible.end, tick, request, t, toast]);

  const tracks = useMemo(
    () => tracksOf(idsKey ? idsKey.split(',') : [], state.coverage, state.events),
    [idsKey, state.coverage, state.events],
  );
  const refresh = useCallback(() => {
    fetched.current = null;
    refreshed.current += 1;
    setTick((n) => n + 1);
  }, []);
  return { tracks, error: state.error, refresh };
}
