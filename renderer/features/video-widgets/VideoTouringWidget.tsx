/** Video Touring (spec 3 §2.6): cameras dropped on the widget play live one after another, each
 *  for the widget's delay; in edit mode the list shows with a remove button per camera. */
import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOURING_DEFAULT_DELAY_S, TOURING_DELAYS_S } from '../../../shared/video/videoWidgetConstants';
import { useAtom } from '../../state';
import { useUserInfo } from '../session';
import type { WidgetComponentProps } from '../widgets';
import { carriesCamera, readCameraDrop } from '../camera-drag';
import { cameraCellScope } from './cameraCellAtoms';
import { cellOptions } from './cellOptions';
import { addToTour, tourAtom, tourDelayMs } from './tourList';
import { useSavedCameraCell } from './useSavedCameraCell';
import { VideoCellSlot } from './VideoCellSlot';
import './videoWidgets.css';

export function VideoTouringWidget({ instanceId, viewId, props }: WidgetComponentProps) {
  const { t } = useTranslation();
  const info = useUserInfo();
  const [tour, update] = useAtom(tourAtom(cameraCellScope(info.user.id, info.realm.id), viewId, instanceId));
  const [position, setPosition] = useState(0);
  const address = useMemo(() => ({ viewId, widgetId: instanceId, index: 0 }), [viewId, instanceId]);
  const [, saveShown] = useSavedCameraCell(address);
  const delay = tourDelayMs(props.delay, TOURING_DELAYS_S, TOURING_DEFAULT_DELAY_S);

  // The cell shows the tour's current camera; the cell itself follows its saved camera.
  const current = tour.length ? tour[position % tour.length] : undefined;
  useEffect(() => {
    saveShown(current ? { deviceId: current.id, name: current.name, time: null } : null);
  }, [current, saveShown]);

  useEffect(() => {
    if (tour.length < 2) return;
    const timer = setInterval(() => setPosition((p) => (p + 1) % tour.length), delay);
    return () => clearInterval(timer);
  }, [tour.length, delay]);

  const onDragOver = (event: DragEvent) => {
    if (!carriesCamera(event.dataTransfer)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent) => {
    const drop = readCameraDrop(event.dataTransfer);
    if (!drop) return;
    event.preventDefault();
    update(addToTour(tour, drop));
  };

  return (
    <div className="vt-video-touring" onDragOver={onDragOver} onDrop={onDrop}>
      <div className="vt-video-touring-cell">
        <VideoCellSlot
          address={address}
          kind="live"
          options={{ ...cellOptions(props, 'live'), canReplaceSource: false }}
          emptyText={t('video.widgets.touringEmpty')}
        />
      </div>
      {props.editMode === true && (
        <ul className="vt-video-touring-list" aria-label={t('video.widgets.touringList')}>
          {tour.map((camera) => (
            <li key={camera.id}>
              {camera.name}
              <button
                type="button"
                aria-label={t('video.widgets.touringRemove', { name: camera.name })}
                onClick={() => update(tour.filter((c) => c.id !== camera.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
