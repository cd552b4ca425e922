/** The video widgets' registry entries (spec 3 §2.6): Camera Live Viewer, Archive Viewer, Event
 *  Video, Video Touring, Timeline, the camera list that fills the Device List's place, and the
 *  Video Delivery Manager as a hidden admin widget. */
import { hiddenAdminWidgetSpec, WIDGET_IDS, widgetSpec, type WidgetSpec } from '../../../../shared/widgets';
import { VideoDeliveryManagerWidget } from '../delivery';
import type { WidgetDefinition } from '../../widgets';
import { TimelineWidget, validateTimelineView } from '../timeline';
import { ArchiveViewerWidget } from './ArchiveViewerWidget';
import { CameraListWidget } from './CameraListWidget';
import { CameraLiveViewerWidget } from './CameraLiveViewerWidget';
import { EventVideoWidget } from './EventVideoWidget';
import { VideoTouringWidget } from './VideoTouringWidget';

function specOf(id: string): WidgetSpec {
  const spec = widgetSpec(id);
  if (!spec) throw new Error(`The widget catalogue lacks ${id}`);
  return spec;
}

export const VIDEO_WIDGET_DEFINITIONS: readonly WidgetDefinition[] = [
  { spec: specOf(WIDGET_IDS.cameraLive), module: 'video', Component: CameraLiveViewerWidget },
  { spec: specOf(WIDGET_IDS.archiveViewer), module: 'video', Component: ArchiveViewerWidget },
  { spec: specOf(WIDGET_IDS.eventVideo), module: 'video', Component: EventVideoWidget },
  { spec: specOf(WIDGET_IDS.videoTouring), module: 'video', Component: VideoTouringWidget },
  {
    spec: specOf(WIDGET_IDS.timeline),
    module: 'video',
    Component: TimelineWidget,
    validateView: validateTimelineView,
  },
  { spec: specOf(WIDGET_IDS.deviceList), module: 'hierarchy', Component: CameraListWidget },
  {
    spec: hiddenAdminWidgetSpec('VideoDeliveryManager', 'Video Delivery Manager'),
    module: 'video',
    Component: VideoDeliveryManagerWidget,
  },
];
