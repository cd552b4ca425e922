/** A device placed on the plan (spec 3 §3.4 objects at x,y; §2.6 maxEventCount): a pin with the
 *  device's name and, when it has events, their count on a button that opens its list of the latest
 *  events. The plan keeps one list open at a time (issue 34: every lit pin's list always open
 *  covered the other pins and each other). A click on the pin opens the camera live; outside edit mode the pin
 *  drags onto a view's cells as a camera (camera-drag); in edit mode it moves on the plan and can
 *  be removed from it (by pointer, or with the arrow keys and Delete). */
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writeCameraDrag } from '../camera-drag';
import type { DeviceEvent } from './deviceEvents';
import type { Point } from './planGeometry';

/** Pointer travel (px) below which a press on the pin is a click, not a move. */
const MOVE_THRESHOLD_PX = 4;

/** Edit mode's keyboard: arrows move the pin this many view pixels (with Shift, the larger step). */
const KEY_STEP_PX = 10;
const KEY_STEP_LARGE_PX = 50;
const ARROWS: Readonly<Record<string, Point>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

export interface DeviceObjectProps {
  objectId: string;
  device: { id: string; name: string; missing: boolean };
  /** Where the pin stands in view pixels. */
  at: Point;
  events: readonly DeviceEvent[];
  editMode: boolean;
  /** The device of the event selected in the view. */
  highlighted?: boolean;
  /** Its list of events is the one open on the plan. */
  listOpen: boolean;
  /** Where the list opens from the pin: towards the plan's middle. */
  listToward?: { x: 'left' | 'right'; y: 'up' | 'down' };
  /** The count was pressed: its list opens, or closes when open. */
  onToggleList(): void;
  onOpen(): void;
  /** Edit mode: the pin was dragged by this many view pixels. */
  onMove(delta: Point): void;
  onRemove(): void;
}

const time = (ms: number) => new Date(ms).toLocaleTimeString();

export function DeviceObject(props: DeviceObjectProps) {
  const {
    objectId,
    device,
    at,
    events,
    editMode,
    highlighted = false,
    listOpen,
    onToggleList,
    onOpen,
    onMove,
    onRemove,
  } = props;
  const toward = props.listToward ?? { x: 'right', y: 'down' };
  const listId = `vt-image-map-events-${objectId}`;
  const showList = listOpen && events.length > 0;
  const { t, i18n } = useTranslation();
  // The object is laid out left to right (its pin stands at x,y); its texts read in the language's direction.
  const dir = i18n.dir(i18n.language);
  const press = useRef<{ x: number; y: number; id: number } | null>(null);
  const [offset, setOffset] = useState<Point | null>(null);

  const pointerHandlers = editMode
    ? {
        onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
          if (event.button !== 0) return;
          press.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
          event.currentTarget.setPointerCapture?.(event.pointerId);
        },
        onPointerMove: (event: PointerEvent<HTMLButtonElement>) => {
          const start = press.current;
          if (!start) return;
          const delta = { x: event.clientX - start.x, y: event.clientY - start.y };
          if (offset || Math.hypot(delta.x, delta.y) >= MOVE_THRESHOLD_PX) setOffset(delta);
        },
        onPointerUp: () => {
          press.current = null;
          if (offset) onMove(offset);
          setOffset(null);
        },
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
          const arrow = ARROWS[event.key];
          if (arrow) {
            event.preventDefault();
            const step = event.shiftKey ? KEY_STEP_LARGE_PX : KEY_STEP_PX;
            onMove({ x: arrow.x * step, y: arrow.y * step });
          } else if (event.key === 'Delete') {
            event.preventDefault();
            onRemove();
          }
        },
      }
    : {};

  return (
    <div
      className={`vt-image-map-object${events.length > 0 ? ' vt-image-map-object--events' : ''}${
        highlighted ? ' vt-image-map-object--selected' : ''
      }${showList ? ' vt-image-map-object--open' : ''}`}
      aria-current={highlighted || undefined}
      style={{ left: at.x + (offset?.x ?? 0), top: at.y + (offset?.y ?? 0) }}
      data-testid="image-map-object"
      data-device-id={device.id}
    >
      <button
        type="button"
        className="vt-image-map-object__pin"
        aria-label={device.name}
        title={device.missing ? t('imageMap.deviceMissing') : device.name}
        draggable={!editMode && !device.missing}
        onDragStart={(event) => writeCameraDrag(event.dataTransfer, { id: device.id, name: device.name })}
        onClick={() => {
          // In edit mode a press moves the pin; outside it a click opens the camera.
          if (!editMode && !device.missing) onOpen();
        }}
        {...pointerHandlers}
      >
        <span aria-hidden="true">●</span>
      </button>
      {events.length > 0 && (
        <button
          type="button"
          className="vt-image-map-object__badge"
          aria-label={t('imageMap.eventCount', { count: events.length, name: device.name })}
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          onClick={onToggleList}
        >
          {events.length}
        </button>
      )}
      <span className="vt-image-map-object__name" dir={dir}>
        {device.name}
      </span>
      {editMode && (
        <button
          type="button"
          className="vt-image-map-object__remove"
          aria-label={t('imageMap.removeObject', { name: device.name })}
          onClick={onRemove}
        >
          ×
        </button>
      )}
      {showList && (
        <ul
          id={listId}
          className={`vt-image-map-object__events vt-image-map-object__events--${toward.x} vt-image-map-object__events--${toward.y}`}
          aria-label={t('imageMap.events', { name: device.name })}
        >
          {events.map((event) => (
            <li key={event.id}>
              <time>{time(event.time)}</time> {event.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
