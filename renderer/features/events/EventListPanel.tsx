/** The body of the Events and Archive Events widgets (spec 3 §2.2, §2.6): header, rows, Load More
 *  footer and the optional preview, over the list's state; a camera dropped on it associates the
 *  list with the camera, and Enter or a double click opens the event's details. The event selected
 *  (and, when asked, each new one at the top) goes to the associated widgets (eventAssociations). */
import { type DragEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AssociatedWidget,
  EVENT_SEARCH_DELAY_MS,
  type PreviewPlacement,
} from '../../../shared/events/eventListConstants';
import { carriesCamera, readCameraDrop } from '../camera-drag';
import { useSetAtom } from '../../state';
import { Dialog, useToast } from '../../ui';
import { useDateTimeFormat } from '../delivery';
import type { TimelineEventClick } from '../timeline';
import { associatedEventAtom } from './eventAssociations';
import type { EventEntry } from './eventsDocuments';
import { needsAcknowledge } from './eventFacts';
import { downloadCsv, eventsCsv } from './eventsCsv';
import { EventDetails } from './EventDetails';
import { EventListToolbar } from './EventListToolbar';
import { EventListView } from './EventListView';
import { EventPreview } from './EventPreview';
import type { EventList } from './useEventList';
import { previewFits } from './previewFits';
import { selectedEventAtom } from './selectedEventAtoms';

export interface EventListPanelProps {
  list: EventList;
  viewId: string;
  title: string;
  /** The widget's name, for the preview's size warning. */
  widgetName: string;
  size: { width: number; height: number };
  view: 'Content' | 'Tiles';
  showSnapshots: boolean;
  preview: PreviewPlacement | null;
  /** Whether a dropped camera associates the list with it. */
  acceptsCameras: boolean;
  /** Shown above the rows (Archive Events' time range). */
  controls?: ReactNode;
  /** The last event marker clicked on the view's timeline: selected in the list, which reads the
   *  camera's events at that time when it does not hold it (associated mode). */
  pick?: TimelineEventClick | null;
  /** The text shown while the list has no source. */
  emptyText: string;
  onBackToLive?(): void;
  /** The view's widgets this list tells of its event (spec 3 §2.6 associatedWidgets). */
  associatedWidgets?: readonly AssociatedWidget[];
  /** Each new event arriving at the top of the live list goes to them too (userInteraction off). */
  followNewest?: boolean;
}

const NO_WIDGETS: readonly AssociatedWidget[] = [];

/** Which entries to acknowledge: the checked ones in select mode, else the selected one. */
function acknowledgeTargets(entries: readonly EventEntry[], ids: readonly string[]): EventEntry[] {
  const wanted = new Set(ids);
  return entries.filter((entry) => wanted.has(entry.context) && needsAcknowledge(entry));
}

function isPicked(entry: EventEntry, pick: TimelineEventClick): boolean {
  return entry.triggeredAt === pick.time && (entry.witnesses ?? []).some((w) => w.id === pick.deviceId);
}

export function EventListPanel(props: EventListPanelProps) {
  const { list } = props;
  const { state, dispatch } = list;
  const { t } = useTranslation();
  const toast = useToast();
  const formatTime = useDateTimeFormat();
  const setSelectedEvent = useSetAtom(selectedEventAtom(props.viewId));
  const setAssociatedEvent = useSetAtom(associatedEventAtom(props.viewId));
  const associatedWidgets = props.associatedWidgets ?? NO_WIDGETS;
  // The box follows the keys at once; the platform is asked once typing pauses.
  const [search, setSearch] = useState(state.filter.search);
  const { filter } = state;
  const { setFilter } = list;
  useEffect(() => {
    if (search === filter.search) return;
    const timer = setTimeout(() => setFilter({ type: filter.type, search }), EVENT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filter, setFilter]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);

  // The platform answered the filter (spec 3 §2.2); the reducer keeps new entries to it.
  const shown = state.entries;
  const selected = state.entries.find((entry) => entry.context === state.selectedId) ?? null;
  const targets = acknowledgeTargets(
    state.entries,
    state.selectMode ? state.checked : state.selectedId ? [state.selectedId] : [],
  ).filter((entry) => !state.processing.includes(entry.context));
  const opened = state.entries.find((entry) => entry.context === openId) ?? null;

  // Stable row callbacks, so rows re-render only when their own entry or state changes.
  const entriesRef = useRef(state.entries);
  const widgetsRef = useRef(associatedWidgets);
  useEffect(() => {
    entriesRef.current = state.entries;
    widgetsRef.current = associatedWidgets;
  });
  const associate = useCallback(
    (entry: EventEntry) => {
      if (widgetsRef.current.length > 0) setAssociatedEvent({ entry, widgets: widgetsRef.current, at: Date.now() });
    },
    [setAssociatedEvent],
  );
  const select = useCallback(
    (id: string | null) => {
      dispatch({ type: 'select', id });
      const entry = entriesRef.current.find((candidate) => candidate.context === id) ?? null;
      setSelectedEvent(entry);
      if (entry) associate(entry);
    },
    [dispatch, setSelectedEvent, associate],
  );
  // A timeline pick: select the event at once, or once the camera's events at its time are read.
  const pending = useRef<TimelineEventClick | null>(null);
  const { pick } = props;
  const { setSource } = list;
  useEffect(() => {
    if (!pick) return;
    const found = entriesRef.current.find((entry) => isPicked(entry, pick));
    if (found) return select(found.context);
    pending.current = pick;
    setSource({ kind: 'range', from: pick.time, to: pick.time, cameraIds: [pick.deviceId] });
  }, [pick, select, setSource]);
  useEffect(() => {
    const wanted = pending.current;
    const found = wanted && state.entries.find((entry) => isPicked(entry, wanted));
    if (!found) return;
    pending.current = null;
    select(found.context);
  }, [state.entries, select]);
  const toggleChecked = useCallback((id: string) => dispatch({ type: 'toggleChecked', id }), [dispatch]);
  const acknowledge = async (entries: EventEntry[], note?: string) => {
    if (entries.length === 0) return false;
    const refusals = await list.acknowledge(entries, note);
    for (const message of new Set(refusals)) toast(t('events.acknowledgeToast', { message }), 'error');
    return refusals.length === 0;
  };
  const live = state.source.kind === 'live';

  // userInteraction off: a new event at the top of the live list goes to the associated widgets
  // as it arrives (not the newest of a page just read, nor an entry updated in place).
  const top = state.entries[0];
  const seenTop = useRef<string | undefined>(undefined);
  const followNewest = props.followNewest === true && live;
  useEffect(() => {
    if (state.loading) {
      seenTop.current = undefined;
      return;
    }
    if (!top || top.context === seenTop.current) return;
    const first = seenTop.current === undefined;
    seenTop.current = top.context;
    if (!first && followNewest) associate(top);
  }, [top, state.loading, followNewest, associate]);

  const drop = props.acceptsCameras
    ? {
        onDragOver: (event: DragEvent) => {
          if (!carriesCamera(event.dataTransfer)) return;
          event.preventDefault();
          setDropping(true);
        },
        onDragLeave: () => setDropping(false),
        onDrop: (event: DragEvent) => {
          setDropping(false);
          const camera = readCameraDrop(event.dataTransfer);
          if (!camera) return;
          event.preventDefault();
          list.setSource({ kind: 'cameras', cameraIds: [camera.id] });
        },
      }
    : {};

  const showPreview = props.preview !== null && previewFits(props.preview, props.size);
  const body =
    state.source.kind === 'none' ? (
      <p className="vt-event-list__empty">{props.emptyText}</p>
    ) : (
      <>
        <EventListView
          entries={shown}
          view={props.view}
          selectedId={state.selectedId}
          selectMode={state.selectMode}
          checked={state.checked}
          processing={state.processing}
          showSnapshots={props.showSnapshots}
          followTop={live && state.autoUpdate}
          formatTime={formatTime}
          onSelect={select}
          onOpen={setOpenId}
          onToggleChecked={toggleChecked}
          onAcknowledge={() => void acknowledge(targets)}
        />
        {state.loading && <p className="vt-muted">{t('events.loading')}</p>}
        {!state.loading && shown.length === 0 && <p className="vt-event-list__empty">{t('events.noData')}</p>}
        {state.canLoadMore && (
          <button type="button" className="vt-load-more" disabled={state.loading} onClick={list.loadMore}>
            {t('events.loadMore')}
          </button>
        )}
      </>
    );

  return (
    <div
      className={`vt-events vt-widget-fill vt-events--preview-${(props.preview ?? 'none').toLowerCase()}`}
      data-dropping={dropping || undefined}
      {...drop}
    >
      <EventListToolbar
        title={props.title}
        modeKey={props.onBackToLive ? (live ? 'events.mode.live' : 'events.mode.associated') : null}
        listError={state.error}
        subscriptionError={state.subscriptionError}
        search={search}
        onSearch={setSearch}
        typeFilter={filter.type}
        onTypeFilter={(type) => setFilter({ type, search })}
        canExport={shown.length > 0}
        onExport={() => downloadCsv(eventsCsv(shown, formatTime))}
        selectMode={state.selectMode}
        onToggleSelectMode={() => dispatch({ type: 'toggleSelectMode' })}
        canAcknowledge={targets.length > 0}
        onAcknowledge={() => void acknowledge(targets)}
        showGoUp={live && !state.autoUpdate}
        onGoUp={() => dispatch({ type: 'goUp' })}
        newCount={state.pending.length}
        onNewEvents={() => (live ? dispatch({ type: 'goUp' }) : props.onBackToLive?.())}
      />
      {props.controls}
      <div className="vt-events__main">
        <div className="vt-events__list">{body}</div>
        {props.preview !== null &&
          (showPreview ? (
            <EventPreview entry={selected ?? shown[0] ?? null} formatTime={formatTime} />
          ) : (
            <p className="vt-events__warning">{t('events.previewTooSmall', { name: props.widgetName })}</p>
          ))}
      </div>
      {opened && (
        <Dialog title={t('widgets.names.EventDetails')} onClose={() => setOpenId(null)} width="wide">
          <EventDetails
            entry={opened}
            showForm
            processing={state.processing.includes(opened.context)}
            onAcknowledge={acknowledge}
          />
        </Dialog>
      )}
    </div>
  );
}
