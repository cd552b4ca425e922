/** The event list's state machine (spec 3 §2.2, §4): live or associated mode, auto-update paused
 *  by a selection and resumed by go-up, new events held back (and counted) while the user is not
 *  following them, at most 1,000 entries, Load More, select mode and the acknowledgement in
 *  flight, and the title's list and subscription errors. */
import { EVENT_LIST_MAX_ENTRIES, type EventTypeFilter } from '../../../shared/events/eventListConstants';
import type { EventEntry } from './eventsDocuments';
import { matchesSearch, matchesTypeFilter } from './eventFacts';

/** auditEntries counts its start from 1. */
export const FIRST_PAGE_START = 1;

/** Where the list's entries come from: the live subscription, the cameras dropped on it, the
 *  events picked on the timeline, or a time range asked for with 'Get Events' (Archive Events). */
export type EventSource =
  | { kind: 'live' }
  | { kind: 'cameras'; cameraIds: string[] }
  | { kind: 'events'; eventIds: string[] }
  | { kind: 'range'; from: number; to: number; cameraIds?: string[] }
  | { kind: 'none' };

/** The list's type filter and search (spec 3 §2.2): asked of the platform with every page, and
 *  applied to new entries as they arrive. */
export interface EventListFilter {
  type: EventTypeFilter;
  search: string;
}

export const NO_FILTER: EventListFilter = { type: 'all', search: '' };

export function matchesFilter(entry: EventEntry, filter: EventListFilter): boolean {
  return matchesTypeFilter(entry, filter.type) && matchesSearch(entry, filter.search);
}

export interface EventListState {
  source: EventSource;
  filter: EventListFilter;
  /** Newest first. */
  entries: EventEntry[];
  /** New entries not shown yet (newest first): while not live, or live with auto-update paused. */
  pending: EventEntry[];
  /** Live only: new entries scroll in at the top. */
  autoUpdate: boolean;
  selectedId: string | null;
  selectMode: boolean;
  checked: string[];
  /** Entries whose acknowledgement is in flight (the intermediate processing state). */
  processing: string[];
  loading: boolean;
  /** Position of the next page's first entry, counted from 1 as auditEntries' start is (spec 3
   *  §7.4: the first page starts at 1, the next at limit+1), and whether there is one. */
  nextStart: number;
  canLoadMore: boolean;
  /** The end of the time range the pages are read from, fixed when the first page is asked for so
   *  entries arriving meanwhile do not shift the offsets. */
  pageTo: number | null;
  error: string | null;
  subscriptionError: string | null;
}

/** What a page was read for: the list's source and filter at the time it was asked. */
export interface PageRequest {
  source: EventSource;
  filter: EventListFilter;
}

/** A page read for another source or filter than the list's now: it answers a question no longer
 *  asked. Its reader's own check comes too late where the reader sees the list's state only after
 *  a render: a search typed while the first page loaded left the unfiltered page in the list, and
 *  the filtered page, kept beside it as a first page read again, never showed alone. */
function isStale(state: EventListState, readFor: PageRequest | undefined): boolean {
  return readFor !== undefined && (readFor.source !== state.source || readFor.filter !== state.filter);
}

export type EventListAction =
  | { type: 'setSource'; source: EventSource; now: number }
  /** A new type filter or search: the list is read again from its first page. */
  | { type: 'setFilter'; filter: EventListFilter; now: number }
  /** `pageTo`: the end of the range a first page was read up to (live reads up to now); `readFor`:
   *  the source and filter it was read for, when the reader knows them (stale pages are dropped). */
  | {
      type: 'pageLoaded';
      entries: EventEntry[];
      start: number;
      hasMore: boolean;
      pageTo?: number;
      readFor?: PageRequest;
    }
  | { type: 'loadFailed'; message: string; readFor?: PageRequest }
  | { type: 'loadMore' }
  | { type: 'received'; entries: EventEntry[] }
  | { type: 'updated'; entry: EventEntry }
  | { type: 'subscriptionFailed'; message: string }
  | { type: 'subscriptionRecovered' }
  | { type: 'select'; id: string | null }
  | { type: 'goUp' }
  | { type: 'toggleSelectMode' }
  | { type: 'toggleChecked'; id: string }
  | { type: 'acknowledging'; ids: string[] }
  | { type: 'acknowledged'; entries: EventEntry[]; failed: string[] };

export const initialEventListState = (
  source: EventSource = { kind: 'live' },
  filter: EventListFilter = NO_FILTER,
): EventListState => ({
  source,
  filter,
  entries: [],
  pending: [],
  autoUpdate: source.kind === 'live',
  selectedId: null,
  selectMode: false,
  checked: [],
  processing: [],
  loading: source.kind !== 'none',
  nextStart: FIRST_PAGE_START,
  canLoadMore: false,
  pageTo: null,
  error: null,
  subscriptionError: null,
});

/** Newest first, each id once (a later copy of an id replaces an earlier one), at most `max`. */
export function mergeEntries(
  first: readonly EventEntry[],
  second: readonly EventEntry[],
  max = EVENT_LIST_MAX_ENTRIES,
) {
  const seen = new Set<string>();
  const merged: EventEntry[] = [];
  for (const entry of [...first, ...second]) {
    if (seen.has(entry.context)) continue;
    seen.add(entry.context);
    merged.push(entry);
  }
  merged.sort((a, b) => (b.triggeredAt ?? 0) - (a.triggeredAt ?? 0));
  return merged.slice(0, max);
}

function replaceEntry(list: EventEntry[], entry: EventEntry): EventEntry[] {
  const index = list.findIndex((e) => e.context === entry.context);
  if (index < 0) return list;
  const next = list.slice();
  next[index] = entry;
  return next;
}

/** Whether a new entry joins the list at once (live, following) or waits behind the counter. */
function follows(state: EventListState): boolean {
  return state.source.kind === 'live' && state.autoUpdate;
}

export function eventListReducer(state: EventListState, action: EventListAction): EventListState {
  switch (action.type) {
    case 'setSource':
      return { ...initialEventListState(action.source, state.filter), pageTo: action.now };
    case 'setFilter':
      return { ...initialEventListState(state.source, action.filter), pageTo: action.now };
    case 'pageLoaded': {
      if (isStale(state, action.readFor)) return state;
      // A first page read again (after a subscription error or a reconnect) keeps what is held.
      const entries = mergeEntries(action.entries, state.entries);
      return {
        ...state,
        entries,
        pageTo: action.pageTo ?? state.pageTo,
        loading: false,
        error: null,
        nextStart: action.start + action.entries.length,
        canLoadMore: action.hasMore && entries.length < EVENT_LIST_MAX_ENTRIES,
      };
    }
    case 'loadFailed':
      return isStale(state, action.readFor) ? state : { ...state, loading: false, error: action.message };
    case 'loadMore':
      return state.canLoadMore && !state.loading ? { ...state, loading: true } : state;
    case 'received': {
      // Entries the list holds are updates; the others are new, shown at once while following.
      const held = new Set([...state.entries, ...state.pending].map((e) => e.context));
      let next = state;
      for (const entry of action.entries.filter((e) => held.has(e.context)))
        next = eventListReducer(next, { type: 'updated', entry });
      // A new entry the filter would not have answered stays out, as it would from a page.
      const fresh = action.entries.filter((e) => !held.has(e.context) && matchesFilter(e, state.filter));
      if (fresh.length === 0) return next;
      if (follows(next)) return { ...next, entries: mergeEntries(fresh, next.entries) };
      return { ...next, pending: mergeEntries(fresh, next.pending) };
    }
    case 'updated':
      return {
        ...state,
        entries: replaceEntry(state.entries, action.entry),
        pending: replaceEntry(state.pending, action.entry),
        processing: action.entry.isAcknowledged
          ? state.processing.filter((id) => id !== action.entry.context)
          : state.processing,
      };
    case 'subscriptionFailed':
      return { ...state, subscriptionError: action.message };
    case 'subscriptionRecovered':
      return state.subscriptionError === null ? state : { ...state, subscriptionError: null };
    case 'select':
      // Selecting a row pauses auto-update; go-up resumes it.
      return { ...state, selectedId: action.id, autoUpdate: action.id === null ? state.autoUpdate : false };
    case 'goUp':
      if (state.source.kind !== 'live') return state;
      return {
        ...state,
        entries: mergeEntries(state.pending, state.entries),
        pending: [],
        autoUpdate: true,
        selectedId: null,
      };
    case 'toggleSelectMode':
      return { ...state, selectMode: !state.selectMode, checked: [] };
    case 'toggleChecked':
      // Checking a row (Space) turns select mode on.
      return {
        ...state,
        selectMode: true,
        checked: state.checked.includes(action.id)
          ? state.checked.filter((id) => id !== action.id)
          : [...state.checked, action.id],
      };
    case 'acknowledging':
      return { ...state, processing: [...new Set([...state.processing, ...action.ids])] };
    case 'acknowledged': {
      let next = state;
      for (const entry of action.entries) next = eventListReducer(next, { type: 'updated', entry });
      const done = new Set([...action.entries.map((e) => e.context), ...action.failed]);
      return {
        ...next,
        processing: next.processing.filter((id) => !done.has(id)),
        checked: next.checked.filter((id) => !done.has(id)),
      };
    }
  }
}
