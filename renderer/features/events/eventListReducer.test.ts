import { EVENT_LIST_MAX_ENTRIES } from '../../../shared/events/eventListConstants';
import { type EventListAction, type EventListState, eventListReducer, initialEventListState } from './eventListReducer';
import { entries, entry, T0 } from './testing/eventFixtures';

const run = (state: EventListState, ...actions: EventListAction[]) => actions.reduce(eventListReducer, state);
const ids = (list: { context: string }[]) => list.map((e) => e.context);
const loaded = (state: EventListState) =>
  run(state, { type: 'pageLoaded', entries: entries(3), start: 1, hasMore: true });

describe('eventListReducer', () => {
  it('shows new events at once while live and following', () => {
    const state = run(loaded(initialEventListState()), {
      type: 'received',
      entries: [entry({ id: 'new', time: T0 + 5000 })],
    });
    expect(ids(state.entries)).toEqual(['new', 'e3', 'e2', 'e1']);
    expect(state.pending).toEqual([]);
  });

  it('reads the list again for a new filter, keeping its source and the filter through a new source', () => {
    const camera = run(loaded(initialEventListState()), {
      type: 'setSource',
      source: { kind: 'cameras', cameraIds: ['cam-1'] },
      now: T0,
    });
    const filtered = run(
      loaded(camera),
      { type: 'select', id: 'e2' },
      {
        type: 'setFilter',
        filter: { type: 'needAcknowledge', search: 'door' },
        now: T0 + 1000,
      },
    );
    expect(filtered).toMatchObject({
      source: { kind: 'cameras', cameraIds: ['cam-1'] },
      filter: { type: 'needAcknowledge', search: 'door' },
      entries: [],
      selectedId: null,
      loading: true,
      pageTo: T0 + 1000,
    });
    const live = run(filtered, { type: 'setSource', source: { kind: 'live' }, now: T0 + 2000 });
    expect(live.filter).toEqual({ type: 'needAcknowledge', search: 'door' });
    const received = run(live, {
      type: 'received',
      entries: [
        entry({ id: 'door', time: T0 + 3000, needAck: true, message: 'Door forced' }),
        entry({ id: 'motion', time: T0 + 4000, message: 'Door motion' }),
      ],
    });
    expect(ids(received.entries)).toEqual(['door']);
  });

  it('pauses on a selection, counts what arrives, and go-up shows it and resumes', () => {
    const paused = run(loaded(initialEventListState()), { type: 'select', id: 'e2' });
    expect(paused.autoUpdate).toBe(false);
    const held = run(paused, { type: 'received', entries: [entry({ id: 'new', time: T0 + 5000 })] });
    expect(ids(held.entries)).toEqual(['e3', 'e2', 'e1']);
    expect(ids(held.pending)).toEqual(['new']);
    const up = run(held, { type: 'goUp' });
    expect(ids(up.entries)).toEqual(['new', 'e3', 'e2', 'e1']);
    expect(up).toMatchObject({ pending: [], autoUpdate: true, selectedId: null });
  });

  it('holds new events behind the counter while associated with a camera', () => {
    const camera = run(initialEventListState(), {
      type: 'setSource',
      source: { kind: 'cameras', cameraIds: ['c'] },
      now: T0,
    });
    const state = run(loaded(camera), { type: 'received', entries: [entry({ id: 'new', time: T0 + 5000 })] });
    expect(ids(state.pending)).toEqual(['new']);
    expect(state.autoUpdate).toBe(false);
    // go-up belongs to live; the counter returns the widget to live instead.
    expect(run(state, { type: 'goUp' })).toBe(state);
  });

  it('keeps at most 1,000 entries, newest first, and stops offering Load More there', () => {
    const many = entries(EVENT_LIST_MAX_ENTRIES + 20);
    const state = run(initialEventListState(), { type: 'pageLoaded', entries: many, start: 1, hasMore: true });
    expect(state.entries).toHaveLength(EVENT_LIST_MAX_ENTRIES);
    expect(state.entries[0]?.context).toBe(`e${EVENT_LIST_MAX_ENTRIES + 20}`);
    expect(state.canLoadMore).toBe(false);
  });

  it('appends the next page after the ones shown and remembers where the following starts', () => {
    const first = loaded(initialEventListState());
    const more = run(
      first,
      { type: 'loadMore' },
      {
        type: 'pageLoaded',
        entries: [entry({ id: 'old', time: T0 - 60_000 })],
        start: 4,
        hasMore: false,
      },
    );
    expect(ids(more.entries)).toEqual(['e3', 'e2', 'e1', 'old']);
    expect(more).toMatchObject({ nextStart: 5, canLoadMore: false, loading: false });
  });

  it('walks an acknowledgement: processing, then the entry as the server answers it', () => {
    const list = run(initialEventListState(), {
      type: 'pageLoaded',
      entries: [entry({ id: 'a', needAck: true }), entry({ id: 'b', needAck: true })],
      start: 1,
      hasMore: false,
    });
    const checked = run(
      list,
      { type: 'toggleSelectMode' },
      { type: 'toggleChecked', id: 'a' },
      { type: 'toggleChecked', id: 'b' },
    );
    const busy = run(checked, { type: 'acknowledging', ids: ['a', 'b'] });
    expect(busy.processing).toEqual(['a', 'b']);
    const done = run(busy, {
      type: 'acknowledged',
      entries: [entry({ id: 'a', needAck: true, acknowledged: true })],
      failed: ['b'],
    });
    expect(done.processing).toEqual([]);
    expect(done.checked).toEqual([]);
    expect(done.entries.find((e) => e.context === 'a')?.isAcknowledged).toBe(true);
    expect(done.entries.find((e) => e.context === 'b')?.isAcknowledged).toBe(false);
  });

  it('adds a burst of new events at once and applies the updates among them', () => {
    const list = loaded(initialEventListState());
    const state = run(list, {
      type: 'received',
      entries: [
        entry({ id: 'n1', time: T0 + 1000 }),
        entry({ id: 'e2', message: 'changed' }),
        entry({ id: 'n2', time: T0 + 2000 }),
      ],
    });
    expect(ids(state.entries)).toEqual(['n2', 'n1', 'e3', 'e2', 'e1']);
    expect(state.entries.find((e) => e.context === 'e2')?.message).toBe('changed');
  });

  it('applies another console’s acknowledgement to the row it already shows', () => {
    const list = run(initialEventListState(), {
      type: 'pageLoaded',
      entries: [entry({ id: 'a', needAck: true })],
      start: 1,
      hasMore: false,
    });
    const state = run(list, { type: 'received', entries: [entry({ id: 'a', needAck: true, acknowledged: true })] });
    expect(state.entries).toHaveLength(1);
    expect(state.entries[0]?.isAcknowledged).toBe(true);
  });

  it('reads the first page again up to now without dropping what it holds', () => {
    const held = run(loaded(initialEventListState()), {
      type: 'received',
      entries: [entry({ id: 'n1', time: T0 + 1000 })],
    });
    const again = run(held, {
      type: 'pageLoaded',
      entries: [entry({ id: 'n2', time: T0 + 2000 }), entry({ id: 'n1', time: T0 + 1000 })],
      start: 1,
      hasMore: true,
      pageTo: T0 + 3000,
    });
    expect(ids(again.entries)).toEqual(['n2', 'n1', 'e3', 'e2', 'e1']);
    expect(again.pageTo).toBe(T0 + 3000);
  });

  it('keeps the list and subscription errors for the title until they clear', () => {
    const failed = run(
      initialEventListState(),
      { type: 'loadFailed', message: 'boom' },
      { type: 'subscriptionFailed', message: 'gone' },
    );
    expect(failed).toMatchObject({ error: 'boom', subscriptionError: 'gone', loading: false });
    const recovered = run(
      failed,
      { type: 'subscriptionRecovered' },
      { type: 'pageLoaded', entries: [], start: 1, hasMore: false },
    );
    expect(recovered).toMatchObject({ error: null, subscriptionError: null });
  });

  it('drops a page read for the filter before a new search, so the list shows only what the search answers', () => {
    const unfiltered = initialEventListState();
    const searched = run(unfiltered, { type: 'setFilter', filter: { type: 'all', search: 'door' }, now: T0 });
    const readFor = (state: EventListState) => ({ source: state.source, filter: state.filter });
    const late = run(searched, {
      type: 'pageLoaded',
      entries: entries(3),
      start: 1,
      hasMore: true,
      readFor: readFor(unfiltered),
    });
    expect(late.entries).toEqual([]);
    const answered = run(late, {
      type: 'pageLoaded',
      entries: [entry({ id: 'door' })],
      start: 1,
      hasMore: false,
      readFor: readFor(searched),
    });
    expect(ids(answered.entries)).toEqual(['door']);
    expect(run(searched, { type: 'loadFailed', message: 'boom', readFor: readFor(unfiltered) }).error).toBeNull();
  });
});
