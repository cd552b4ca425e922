/** The event list's data (spec 3 §2.2, §4, §7.1): pages of audit entries for the list's source
 *  (live: the last hour, 50, then older pages of 100; a camera: its day; a time range; events picked
 *  on the timeline) as the platform answers its type filter and search, the subscription's new and changed entries, the re-read after a subscription
 *  error (at most once per 5 s), and acknowledgement of one or many entries. */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type Client, useClient } from 'urql';
import { useOnReconnected } from '../../graphql';
import {
  AUDIT_PAGE_LIMIT,
  DEFAULT_AUDIT_CATEGORIES,
  LIVE_FETCH_LIMIT,
  LIVE_FETCH_WINDOW_MS,
} from '../../../shared/events/auditConstants';
import {
  AUDIT_HISTORY_WINDOW_MS,
  DEFAULT_FETCH_WINDOW_MS,
  EVENT_BATCH_MS,
  REQUERY_MIN_INTERVAL_MS,
  RESUBSCRIBE_DELAY_MS,
} from '../../../shared/events/eventListConstants';
import { type EventEntry, EventEntryQuery, EventListQuery } from './eventsDocuments';
import {
  type EventListFilter,
  type EventListState,
  type EventSource,
  eventListReducer,
  FIRST_PAGE_START,
  initialEventListState,
  matchesFilter,
  NO_FILTER,
} from './eventListReducer';
import { useAcknowledge } from './useAcknowledge';
import { useEventUpdates } from './useEventUpdates';

interface Page {
  entries: EventEntry[];
  hasMore: boolean;
}

/** One page of the source from position `start` (counted from 1); the ids of picked events are
 *  read one by one. */
export async function readEventPage(
  client: Client,
  source: EventSource,
  start: number,
  pageTo: number,
  asked: EventListFilter = NO_FILTER,
): Promise<Page> {
  if (source.kind === 'none') return { entries: [], hasMore: false };
  if (source.kind === 'events') {
    const results = await Promise.all(
      source.eventIds.map((id) => client.query(EventEntryQuery, { id }, { requestPolicy: 'network-only' }).toPromise()),
    );
    const failed = results.find((result) => result.error);
    if (failed?.error) throw failed.error;
    const entries = results.flatMap((result) => (result.data?.auditEntry ? [result.data.auditEntry] : []));
    return { entries: entries.filter((entry) => matchesFilter(entry, asked)), hasMore: false };
  }
  const firstLive = source.kind === 'live' && start <= FIRST_PAGE_START;
  const limit = firstLive ? LIVE_FETCH_LIMIT : AUDIT_PAGE_LIMIT;
  const from =
    source.kind === 'range'
      ? source.from
      : pageTo -
        (firstLive ? LIVE_FETCH_WINDOW_MS : source.kind === 'live' ? AUDIT_HISTORY_WINDOW_MS : DEFAULT_FETCH_WINDOW_MS);
  const filter = {
    from,
    to: source.kind === 'range' ? source.to : pageTo,
    categories: [...DEFAULT_AUDIT_CATEGORIES],
    witnesses: source.kind === 'cameras' || source.kind === 'range' ? source.cameraIds : undefined,
    start,
    limit,
    // The type filter and search are the platform's to answer over the whole log (spec 3 §2.2), so
    // an alarm waiting for acknowledgement is never hidden behind entries not read yet (issue 34).
    ...(asked.type !== 'all' && { type: asked.type }),
    ...(asked.search.trim() && { search: asked.search.trim() }),
  };
  const result = await client.query(EventListQuery, { filter }, { requestPolicy: 'network-only' }).toPromise();
  if (result.error) throw result.error;
  const entries = result.data?.auditEntries ?? [];
  // Live: the last hour comes first; older entries of the history window follow with Load More.
  return { entries, hasMore: firstLive || entries.length >= limit };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message.replace(/^\[GraphQL\] /, '') : String(error);
}

export interface EventList {
  state: EventListState;
  dispatch: React.Dispatch<Parameters<typeof eventListReducer>[1]>;
  setSource(source: EventSource): void;
  setFilter(filter: EventListFilter): void;
  loadMore(): void;
  /** Acknowledges the entries with one note; resolves with the refusals' messages. */
  acknowledge(entries: readonly EventEntry[], note?: string): Promise<string[]>;
}

export function useEventList(initialSource: EventSource, subscribe = true): EventList {
  const client = useClient();
  const [state, dispatch] = useReducer(eventListReducer, initialSource, (source) => ({
    ...initialEventListState(source),
    pageTo: Date.now(),
  }));
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  const lastRequery = useRef(0);

  const load = useCallback(
    async (start: number) => {
      const { source, filter } = stateRef.current;
      // A first page reads up to now; the next pages keep its end, so their offsets hold.
      const pageTo = start <= FIRST_PAGE_START ? Date.now() : (stateRef.current.pageTo ?? Date.now());
      // The list drops the answer if its source or filter changed meanwhile (eventListReducer).
      const readFor = { source, filter };
      try {
        const page = await readEventPage(client, source, start, pageTo, filter);
        dispatch({ type: 'pageLoaded', entries: page.entries, start, hasMore: page.hasMore, pageTo, readFor });
      } catch (error) {
        dispatch({ type: 'loadFailed', message: errorText(error), readFor });
      }
    },
    [client],
  );

  // The first page of each source and filter.
  useEffect(() => {
    stateRef.current = state;
    if (state.source.kind !== 'none') void load(FIRST_PAGE_START);
    // Only a new source or filter reads the first page again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.source, state.filter, load]);

  const queue = useRef<EventEntry[]>([]);
  const batchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flushQueue = useCallback(() => {
    batchTimer.current = null;
    const entries = queue.current;
    queue.current = [];
    if (entries.length > 0) dispatch({ type: 'received', entries });
  }, []);
  useEffect(
    () => () => {
      if (batchTimer.current !== null) clearTimeout(batchTimer.current);
    },
    [],
  );

  useEventUpdates(
    {
      onEntry: (entry) => {
        // A burst joins the list in one render: the first event at once, the rest a batch later.
        queue.current.push(entry);
        if (batchTimer.current !== null) return;
        flushQueue();
        batchTimer.current = setTimeout(flushQueue, EVENT_BATCH_MS);
      },
      onError: (message) => {
        dispatch({ type: 'subscriptionFailed', message });
        // Spec 3 §4: a subscription error re-reads the list, at most once per 5 s.
        const now = Date.now();
        if (now - lastRequery.current < REQUERY_MIN_INTERVAL_MS) return;
        lastRequery.current = now;
        void load(FIRST_PAGE_START);
      },
      onRecovered: () => dispatch({ type: 'subscriptionRecovered' }),
    },
    subscribe,
  );

  // Spec 3 §4: after the socket reconnects, the list is read again (after 5 s) for what it missed.
  useOnReconnected(() => {
    setTimeout(() => void load(FIRST_PAGE_START), RESUBSCRIBE_DELAY_MS);
  });

  const setSource = useCallback((source: EventSource) => dispatch({ type: 'setSource', source, now: Date.now() }), []);
  const setFilter = useCallback(
    (filter: EventListFilter) => dispatch({ type: 'setFilter', filter, now: Date.now() }),
    [],
  );
  const loadMore = useCallback(() => {
    if (!stateRef.current.canLoadMore || stateRef.current.loading) return;
    dispatch({ type: 'loadMore' });
    void load(stateRef.current.nextStart);
  }, [load]);

  const acknowledgeEntries = useAcknowledge();
  const acknowledge = useCallback(
    async (entries: readonly EventEntry[], note?: string) => {
      dispatch({ type: 'acknowledging', ids: entries.map((e) => e.context) });
      const outcome = await acknowledgeEntries(entries, note);
      dispatch({ type: 'acknowledged', entries: outcome.entries, failed: outcome.failed.map((f) => f.id) });
      return outcome.failed.map((f) => f.message);
    },
    [acknowledgeEntries],
  );

  return { state, dispatch, setSource, setFilter, loadMore, acknowledge };
}
