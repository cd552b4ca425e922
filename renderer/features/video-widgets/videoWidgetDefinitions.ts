/** The video widgets' registry entries (spec 3 §2.6): Camera Live Viewer, Archive Viewer, Event
 *  Video, Video Touring, Timeline, the camera list that fills the Device List's place, and the
 *  Video Delivery Manager as a hidden admin widget. The entries are light; the components load
 *  with the video chunk when a view first shows one. */
import { hiddenAdminWidgetSpec, WIDGET_IDS, widgetSpec, type WidgetSpec } from '../../../shared/widgets';
import type { WidgetDefinition } from '../widgets';
import { validateTimelineView } from './validateTimelineView';
import { lazyVideo } from './lazyVideo';

function specOf(id: string): WidgetSpec {
  const spec = widgetSpec(id);
  if (!spec) throw new Error(`The widget catalogue lacks ${id}`);
  return spec;
}

export const VIDEO_WIDGET_DEFINITIONS: readonly WidgetDefinition[] = [
  { spec: specOf(WIDGET_IDS.cameraLive), module: 'video', Component: lazyVideo('CameraLiveViewerWidget') },
  { spec: specOf(WIDGET_IDS.archiveViewer), module: 'video', Component: lazyVideo('ArchiveViewerWidget') },
  { spec: specOf(WIDGET_IDS.eventVideo), module: 'video', Component: lazyVideo('EventVideoWidget') },
  { spec: specOf(WIDGET_IDS.videoTouring), module: 'video', Component: lazyVideo('VideoTouringWidget') },
  {
    spec: specOf(WIDGET_IDS.timeline),
    module: 'video',
    Component: lazyVideo('TimelineWidget'),
    validateView: validateTimelineView,
  },
  { spec: specOf(WIDGET_IDS.deviceList), module: 'hierarchy', Component: lazyVideo('CameraListWidget') },
  {
    spec: hiddenAdminWidgetSpec('VideoDeliveryManager', 'Video Delivery Manager'),
    module: 'video',
    Component: lazyVideo('VideoDeliveryManagerWidget'),
  },
];
