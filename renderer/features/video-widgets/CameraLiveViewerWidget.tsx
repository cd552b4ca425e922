/** Camera Live Viewer (spec 3 §2.6): one, four (2x2) or three (1x3) live camera cells. An event list
 *  of the view associated with CameraLive (associatedWidgets) shows its event's camera live in the
 *  first cell. */
import { useEffect } from 'react';
import { CAMERA_LIVE_LAYOUTS, type CameraLiveLayout } from '../../../shared/video/videoWidgetConstants';
import { useAssociatedEventCamera } from '../events';
import type { WidgetComponentProps } from '../widgets';
import { cellOptions } from './cellOptions';
import { useSavedCameraCell } from './useSavedCameraCell';
import { VideoCellSlot } from './VideoCellSlot';
import './videoWidgets.css';

export function cameraLiveLayout(value: unknown): CameraLiveLayout {
  return typeof value === 'string' && value in CAMERA_LIVE_LAYOUTS ? (value as CameraLiveLayout) : '1';
}

export function CameraLiveViewerWidget({ instanceId, viewId, props }: WidgetComponentProps) {
  const layout = cameraLiveLayout(props.layout);
  const options = cellOptions(props, 'live');
  const cells = Array.from({ length: CAMERA_LIVE_LAYOUTS[layout] }, (_, index) => index);
  const [, showInFirstCell] = useSavedCameraCell({ viewId, widgetId: instanceId, index: 0 });
  const followed = useAssociatedEventCamera(viewId, 'CameraLive');
  useEffect(() => {
    if (followed) showInFirstCell({ deviceId: followed.id, name: followed.name, time: null });
  }, [followed, showInFirstCell]);
  return (
    <div className={`vt-video-grid vt-video-grid-${layout}`} data-layout={layout}>
      {cells.map((index) => (
        <VideoCellSlot key={index} address={{ viewId, widgetId: instanceId, index }} kind="live" options={options} />
      ))}
    </div>
  );
}
