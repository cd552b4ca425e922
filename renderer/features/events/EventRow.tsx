/** One event of a list (spec 3 §2.2): in the table its image, id, info (time, witnesses, state) and
 *  message; as a tile the image above the same facts. A row can be dragged onto Event Video,
 *  Event Details or a camera cell, and carries a check box in select mode. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventEntry } from './eventsDocuments';
import { healthChanges, isAcknowledgeable, needsAcknowledge, snapshotUrl, witnessNames } from './eventFacts';
import { writeEventDrag } from './eventDrag';

export interface EventRowProps {
  entry: EventEntry;
  view: 'Content' | 'Tiles';
  selected: boolean;
  /** Select mode: the row shows a check box. */
  checkable: boolean;
  checked: boolean;
  processing: boolean;
  showSnapshot: boolean;
  formatTime(ms: number): string;
  onSelect(id: string): void;
  onOpen(id: string): void;
  onToggleChecked(id: string): void;
}

/** Spec 3 §4: need-acknowledge, then processing, then acknowledged. */
export function ackStateKey(entry: EventEntry, processing: boolean): string | null {
  if (processing) return 'events.state.processing';
  if (needsAcknowledge(entry)) return 'events.state.needAcknowledge';
  if (isAcknowledgeable(entry) && entry.isAcknowledged) return 'events.state.acknowledged';
  return null;
}

function EventRowComponent(props: EventRowProps) {
  const { entry, view, selected, checkable, checked, processing, showSnapshot, formatTime } = props;
  const { t } = useTranslation();
  const image = showSnapshot ? snapshotUrl(entry) : null;
  const stateKey = ackStateKey(entry, processing);
  const changes = healthChanges(entry);
  return (
    <div
      id={`event-${entry.context}`}
      role="option"
      aria-selected={selected}
      aria-checked={checkable ? checked : undefined}
      className={`vt-event-row vt-event-row--${view === 'Tiles' ? 'tile' : 'row'}`}
      data-need-ack={needsAcknowledge(entry) || undefined}
      data-event-id={entry.context}
      draggable
      onDragStart={(event) => writeEventDrag(event.dataTransfer, entry)}
      onClick={() => props.onSelect(entry.context)}
      onDoubleClick={() => props.onOpen(entry.context)}
    >
      {checkable && (
        // The option is what the keyboard moves to and checks (Space), and aria-checked tells its
        // state; the box only draws it and takes the mouse, so no control nests inside the option.
        <span
          className="vt-event-row__check"
          aria-hidden="true"
          data-checked={checked || undefined}
          onClick={(event) => {
            event.stopPropagation();
            props.onToggleChecked(entry.context);
          }}
        />
      )}
      {showSnapshot && (
        <span className="vt-event-row__image">
          {image ? (
            <img src={image} alt="" draggable={false} />
          ) : (
            <span className="vt-muted">{t('events.noSnapshot')}</span>
          )}
        </span>
      )}
      <span className="vt-event-row__id">{entry.context}</span>
      <span className="vt-event-row__info">
        <span>{entry.triggeredAt == null ? '' : formatTime(entry.triggeredAt)}</span>
        <span className="vt-event-row__witness">{witnessNames(entry)}</span>
        {stateKey && (
          <span className="vt-event-row__state" data-state={stateKey.split('.').pop()}>
            {t(stateKey)}
          </span>
        )}
        {changes > 1 && (
          <span className="vt-event-row__changes" title={t('events.healthChanges', { count: changes })}>
            {`×${changes}`}
          </span>
        )}
      </span>
      <span className="vt-event-row__message">{entry.message}</span>
    </div>
  );
}

export const EventRow = memo(EventRowComponent);
