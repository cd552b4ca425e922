/** Event Video (spec 3 §2.6): the camera of a dropped event, from the event's time or live, and
 *  what happens when the clip ends (Clear tile, Stop, Loop). The events feature feeds it drops and,
 *  with autoUpdate, the event selected in the view's event list. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STOP_CODE } from '../../../shared/video/constants';
import { EVENT_ARCHIVE_AGE_MS } from '../../../shared/video/videoWidgetConstants';
import type { WidgetComponentProps } from '../widgets';
import type { CameraDrop } from '../camera-drag';
import { useSelectedEventCamera } from '../events';
import type { PlayerController } from '../player';
import { cellOptions } from './cellOptions';
import { useSavedCameraCell } from './useSavedCameraCell';
import { VideoCellSlot } from './VideoCellSlot';
import './videoWidgets.css';

export type ClipEnd = 'Clear tile' | 'Stop' | 'Loop';

/** Spec 2 §4: an event 30 s old or older plays from the archive; a newer one (or Live) plays live. */
export function eventStartTime(drop: CameraDrop, startFrom: unknown, now: number): number | null {
  if (startFrom === 'Live' || drop.time === undefined) return null;
  return now - drop.time >= EVENT_ARCHIVE_AGE_MS ? drop.time : null;
}

const CLIP_END_CODES = new Set<number>([STOP_CODE.END_OF_ARCHIVE, STOP_CODE.END_OF_STREAM, STOP_CODE.END_OF_CHUNK]);

export function EventVideoWidget({ instanceId, viewId, props }: WidgetComponentProps) {
  const { t } = useTranslation();
  const address = { viewId, widgetId: instanceId, index: 0 };
  const [saved, save] = useSavedCameraCell(address);
  const [controller, setController] = useState<PlayerController | null>(null);
  const onClipEnd = (['Clear tile', 'Stop', 'Loop'] as const).find((v) => v === props.onClipEnd) ?? 'Stop';
  const eventTime = saved?.time ?? null;
  const autoUpdate = props.autoUpdate !== false;
  const followed = useSelectedEventCamera(viewId);

  // autoUpdate: the event selected in the view's list plays here (spec 3 §2.6).
  useEffect(() => {
    if (!autoUpdate || !followed) return;
    const drop: CameraDrop = { type: 'camera', id: followed.id, name: followed.name, time: followed.time };
    save({ deviceId: followed.id, name: followed.name, time: eventStartTime(drop, props.startFrom, Date.now()) });
  }, [autoUpdate, followed, props.startFrom, save]);

  useEffect(() => {
    if (!controller) return;
    return controller.subscribe((state) => {
      if (state.status !== 'STOP' || !state.error || !CLIP_END_CODES.has(state.error.code)) return;
      if (onClipEnd === 'Clear tile') save(null);
      else if (onClipEnd === 'Loop' && eventTime !== null) controller.playArchive(eventTime, 1);
    });
  }, [controller, onClipEnd, eventTime, save]);

  const dropTime = useCallback(
    (drop: CameraDrop) => eventStartTime(drop, props.startFrom, Date.now()),
    [props.startFrom],
  );
  return (
    <div className="vt-event-video">
      <VideoCellSlot
        address={address}
        kind="event"
        options={cellOptions(props, 'event')}
        emptyText={t('video.widgets.dragCameraEvent')}
        dropTime={dropTime}
        onController={setController}
      />
    </div>
  );
}
