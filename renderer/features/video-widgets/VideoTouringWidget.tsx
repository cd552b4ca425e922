/** Video Touring (spec 3 §2.6): cameras dropped on the widget play live one after another, each
 *  for the widget's delay; in edit mode the list shows with a remove button per camera. A camera
 *  tour of the platform may be chosen instead (issue 28): its steps' cameras play for each step's
 *  delay, and while the tour runs the widget shows the camera of the step the patrol is on. */
import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOURING_DEFAULT_DELAY_S, TOURING_DELAYS_S } from '../../../shared/video/videoWidgetConstants';
import { useAtom } from '../../state';
import { SelectField } from '../../ui';
import { useServerTours } from '../camera-tours';
import { useUserInfo } from '../session';
import type { WidgetComponentProps } from '../widgets';
import { carriesCamera, readCameraDrop } from '../camera-drag';
import { cameraCellScope } from './cameraCellAtoms';
import { cellOptions } from './cellOptions';
import { addToTour, tourAtom, tourDelayMs, tourSourceAtom } from './tourList';
import { runningStep, touringStops } from './touringSteps';
import { useSavedCameraCell } from './useSavedCameraCell';
import { VideoCellSlot } from './VideoCellSlot';
import './videoWidgets.css';

export function VideoTouringWidget({ instanceId, viewId, props }: WidgetComponentProps) {
  const { t } = useTranslation();
  const info = useUserInfo();
  const scope = cameraCellScope(info.user.id, info.realm.id);
  const [dropped, update] = useAtom(tourAtom(scope, viewId, instanceId));
  const [sourceId, setSourceId] = useAtom(tourSourceAtom(scope, viewId, instanceId));
  const editMode = props.editMode === true;
  const serverTours = useServerTours(!sourceId && !editMode, !!sourceId);
  const serverTour = sourceId ? serverTours.find((tour) => tour.id === sourceId) : undefined;
  const [position, setPosition] = useState(0);
  const address = useMemo(() => ({ viewId, widgetId: instanceId, index: 0 }), [viewId, instanceId]);
  const [, saveShown] = useSavedCameraCell(address);
  const delay = tourDelayMs(props.delay, TOURING_DELAYS_S, TOURING_DEFAULT_DELAY_S);
  const stops = useMemo(() => touringStops(serverTour, dropped, delay), [serverTour, dropped, delay]);

  // A running tour of the platform sets the step; otherwise the widget goes round by itself.
  const onStep = runningStep(serverTour, stops);
  const at = onStep ?? position;
  const current = stops.length ? stops[at % stops.length] : undefined;
  const [currentId, currentName, currentDelayMs] = [current?.id, current?.name, current?.delayMs];
  useEffect(() => {
    saveShown(currentId && currentName ? { deviceId: currentId, name: currentName, time: null } : null);
  }, [currentId, currentName, saveShown]);

  const count = stops.length;
  useEffect(() => {
    if (onStep !== null || count < 2 || currentDelayMs === undefined) return;
    const timer = setTimeout(() => setPosition((p) => (p + 1) % count), currentDelayMs);
    return () => clearTimeout(timer);
  }, [onStep, count, currentDelayMs, position]);

  const onDragOver = (event: DragEvent) => {
    if (!carriesCamera(event.dataTransfer)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent) => {
    const drop = readCameraDrop(event.dataTransfer);
    if (!drop) return;
    event.preventDefault();
    // A camera dropped on the widget plays the dropped cameras again.
    setSourceId('');
    update(addToTour(dropped, drop));
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
      {editMode && (
        <div className="vt-video-touring-source">
          <SelectField
            label={t('video.widgets.touringSource')}
            value={serverTour ? serverTour.id : ''}
            options={[
              { value: '', label: t('video.widgets.touringDropped') },
              ...serverTours.map((tour) => ({ value: tour.id, label: tour.name })),
            ]}
            onChange={(id) => {
              setSourceId(id);
              setPosition(0);
            }}
          />
        </div>
      )}
      {editMode && !serverTour && (
        <ul className="vt-video-touring-list" aria-label={t('video.widgets.touringList')}>
          {dropped.map((camera) => (
            <li key={camera.id}>
              {camera.name}
              <button
                type="button"
                aria-label={t('video.widgets.touringRemove', { name: camera.name })}
                onClick={() => update(dropped.filter((c) => c.id !== camera.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {editMode && serverTour && (
        <ol className="vt-video-touring-list" aria-label={t('video.widgets.touringList')}>
          {serverTour.steps.map((step, index) => (
            <li key={index} aria-current={index === at % count ? 'step' : undefined}>
              {step.name}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
