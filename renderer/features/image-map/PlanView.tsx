/** A map's floor plan with its device objects (spec 3 §2.11, §3.4): the plan fitted into the widget,
 *  each object at its x,y, a camera dragged from the Device List placed where it is dropped (edit
 *  mode), and 'Image load error: {message}' (spec 3 §8) when the plan does not load. One device's
 *  list of events is open at a time (issue 34): its count opens it, another's count moves it there,
 *  Escape or a click on the plan closes it, and selecting an event in the view opens its device's. */
import { type DragEvent, type KeyboardEvent, type MouseEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carriesCamera, readCameraDrop } from '../camera-drag';
import { useElementSize } from '../../ui';
import { type DeviceEvents, shownEvents } from './deviceEvents';
import { DeviceObject } from './DeviceObject';
import type { MapView } from './mapSelection';
import { fitPlan, movedOnPlan, planToView, viewToPlan } from './planGeometry';
import type { ImageMapEdits } from './useImageMapEdits';
import type { DeviceNames } from './useDeviceNames';

export interface PlanViewProps {
  map: MapView;
  devices: DeviceNames;
  events: DeviceEvents;
  maxEvents: number;
  editMode: boolean;
  edits: ImageMapEdits;
  /** The device of the event selected in the view, marked on the plan. */
  highlighted?: string | null;
  onOpen(device: { id: string; name: string }): void;
}

export function PlanView(props: PlanViewProps) {
  const { map, devices, events, maxEvents, editMode, edits, highlighted, onOpen } = props;
  const { t } = useTranslation();
  const [ref, view] = useElementSize<HTMLDivElement>();
  const [failed, setFailed] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);
  const [openList, setOpenList] = useState<string | null>(null);
  // The device of an event the operator selected shows that event's list.
  useEffect(() => {
    if (highlighted) setOpenList(highlighted);
  }, [highlighted]);
  const plan = useMemo(() => ({ width: map.width ?? 0, height: map.height ?? 0 }), [map.width, map.height]);
  const fit = fitPlan(view, plan);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!editMode || !carriesCamera(event.dataTransfer)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropping(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    setDropping(false);
    if (!editMode) return;
    const drop = readCameraDrop(event.dataTransfer);
    if (!drop) return;
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    const at = viewToPlan({ x: event.clientX - rect.left, y: event.clientY - rect.top }, fit, plan);
    if (!at) return;
    const placed = (map.objects ?? []).find((o) => o.objectId === drop.id);
    void (placed ? edits.moveObject(placed.id, at) : edits.placeDevice(map.id, drop.id, at));
  };

  // A click on the plan itself (not on a device) or Escape closes the open list.
  const onPlanClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target as HTMLElement).closest('.vt-image-map-object')) setOpenList(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && openList) {
      event.stopPropagation();
      setOpenList(null);
    }
  };

  return (
    <div
      ref={ref}
      className={`vt-image-map-plan${dropping ? ' vt-image-map-plan--drop' : ''}`}
      data-testid="image-map-plan"
      onClick={onPlanClick}
      onKeyDown={onKeyDown}
      onDragOver={onDragOver}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
    >
      {failed ? (
        <p className="vt-widget-message" role="alert">
          {t('imageMap.loadError', { message: failed })}
        </p>
      ) : (
        map.planUrl && (
          <img
            className="vt-image-map-plan__image"
            src={map.planUrl}
            alt={map.name ?? ''}
            draggable={false}
            style={{ left: fit.left, top: fit.top, width: fit.width, height: fit.height }}
            onLoad={() => setFailed(null)}
            onError={() => setFailed(t('imageMap.planNotLoaded', { name: map.name ?? '' }))}
          />
        )
      )}
      {!failed &&
        fit.scale > 0 &&
        (map.objects ?? []).map((object) => {
          const known = devices.known.get(object.objectId);
          const missing = devices.missing.has(object.objectId);
          const position = object.position ?? { x: 0, y: 0 };
          const device = {
            id: object.objectId,
            // While its name is on its way the pin stands unnamed.
            name: known?.name ?? (missing ? t('imageMap.deviceMissing') : ''),
            missing: !known,
          };
          const at = planToView(position, fit);
          return (
            <DeviceObject
              key={object.id}
              objectId={object.id}
              device={device}
              at={at}
              // The list opens towards the middle of the plan, so a pin by an edge keeps it in view.
              listToward={{ x: at.x > view.width / 2 ? 'left' : 'right', y: at.y > view.height / 2 ? 'up' : 'down' }}
              events={shownEvents(events, object.objectId, maxEvents)}
              editMode={editMode}
              highlighted={highlighted === object.objectId}
              listOpen={openList === object.objectId}
              onToggleList={() => setOpenList((open) => (open === object.objectId ? null : object.objectId))}
              onOpen={() => onOpen(device)}
              onMove={(delta) => void edits.moveObject(object.id, movedOnPlan(position, delta, fit, plan))}
              onRemove={() => void edits.removeObject(object.id)}
            />
          );
        })}
      {editMode && <p className="vt-image-map-plan__hint">{t('imageMap.dropHint')}</p>}
    </div>
  );
}
