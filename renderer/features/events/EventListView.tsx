/** The rows of an event list (spec 3 §2.2, §9): the table (Event image, Id, Info, Message) with
 *  rows of 74 px, or tiles, rendered only where the user can see them once the list is long; the
 *  keyboard of listKeyAction; the top kept in view while new events scroll in. */
import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_ROW_HEIGHT_PX, EVENT_TILE_PX } from '../../../shared/events/eventListConstants';
import { useElementSize, useVirtualRows } from '../../ui';
import type { EventEntry } from './eventsDocuments';
import { EventRow } from './EventRow';
import { listKeyAction } from './listKeyAction';

export interface EventListViewProps {
  entries: readonly EventEntry[];
  view: 'Content' | 'Tiles';
  selectedId: string | null;
  selectMode: boolean;
  checked: readonly string[];
  processing: readonly string[];
  showSnapshots: boolean;
  /** Live and following: the list stays at its top as new events arrive. */
  followTop: boolean;
  formatTime(ms: number): string;
  onSelect(id: string | null): void;
  onOpen(id: string): void;
  onToggleChecked(id: string): void;
  onAcknowledge(): void;
}

export function EventListView(props: EventListViewProps) {
  const { entries, view, selectedId, followTop } = props;
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [sizeRef, size] = useElementSize<HTMLDivElement>();
  const tiles = view === 'Tiles';
  const columns = tiles ? Math.max(1, Math.floor(size.width / EVENT_TILE_PX.width)) : 1;
  const rowPx = tiles ? EVENT_TILE_PX.height : EVENT_ROW_HEIGHT_PX;
  const rowCount = Math.ceil(entries.length / columns);
  const rows = useVirtualRows({ count: rowCount, scrollRef, estimateRowPx: rowPx });
  const checked = useMemo(() => new Set(props.checked), [props.checked]);
  const processing = useMemo(() => new Set(props.processing), [props.processing]);
  const selectedIndex = selectedId === null ? -1 : entries.findIndex((e) => e.context === selectedId);

  // New events at the top stay in view while the list follows them.
  const first = entries[0]?.context;
  useEffect(() => {
    if (followTop && scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [followTop, first]);

  const reveal = (index: number) => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const top = Math.floor(index / columns) * rowPx;
    if (top < scroller.scrollTop) scroller.scrollTop = top;
    else if (top + rowPx > scroller.scrollTop + scroller.clientHeight)
      scroller.scrollTop = top + rowPx - scroller.clientHeight;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    const action = listKeyAction(event.key, selectedIndex, entries.length, columns);
    if (!action) return;
    event.preventDefault();
    const selected = entries[selectedIndex];
    if (action.type === 'select') {
      const next = entries[action.index];
      if (next) props.onSelect(next.context);
      reveal(action.index);
    } else if (action.type === 'open' && selected) props.onOpen(selected.context);
    else if (action.type === 'toggleChecked' && selected) props.onToggleChecked(selected.context);
    else if (action.type === 'acknowledge') props.onAcknowledge();
  };

  const setScroller = (element: HTMLDivElement | null) => {
    scrollRef.current = element;
    sizeRef(element);
  };

  return (
    <div className={`vt-event-list vt-event-list--${tiles ? 'tiles' : 'table'}`}>
      {!tiles && (
        <div className="vt-event-list__head" aria-hidden>
          {props.selectMode && <span className="vt-event-row__check" />}
          {props.showSnapshots && <span className="vt-event-row__image">{t('events.columns.image')}</span>}
          <span className="vt-event-row__id">{t('events.columns.id')}</span>
          <span className="vt-event-row__info">{t('events.columns.info')}</span>
          <span className="vt-event-row__message">{t('events.columns.message')}</span>
        </div>
      )}
      <div
        ref={setScroller}
        className="vt-event-list__scroller"
        role="listbox"
        aria-label={t('events.list')}
        aria-multiselectable={props.selectMode || undefined}
        data-count={entries.length}
        aria-activedescendant={selectedIndex >= 0 ? `event-${selectedId}` : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <div style={rows.before || rows.after ? { paddingBlock: `${rows.before}px ${rows.after}px` } : undefined}>
          {rows.indexes.map((row) => (
            <div
              // Keyed by its first event, so a new event at the top adds one row instead of
              // changing the event of every row below it.
              key={entries[row * columns]?.context ?? row}
              className={tiles ? 'vt-event-list__tiles' : undefined}
              data-index={row}
              // Table rows are 74 px by the spec and by their style: not measured, as measuring a
              // row that mounts reads its layout at once (a forced layout for each event arriving).
              ref={tiles ? rows.measure : undefined}
            >
              {entries.slice(row * columns, row * columns + columns).map((entry) => (
                <EventRow
                  key={entry.context}
                  entry={entry}
                  view={view}
                  selected={entry.context === selectedId}
                  checkable={props.selectMode}
                  checked={checked.has(entry.context)}
                  processing={processing.has(entry.context)}
                  showSnapshot={props.showSnapshots}
                  formatTime={props.formatTime}
                  onSelect={props.onSelect}
                  onOpen={props.onOpen}
                  onToggleChecked={props.onToggleChecked}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
