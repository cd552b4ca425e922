/** The video widgets' registry entries (spec 3 §2.6): Camera Live Viewer, Archive Viewer, Event
 *  Video, Video Touring, Timeline, the camera list that fills the Device List's place, and the
 *  Video Delivery Manager as a hidden admin widget. The entries are light; the components load
 *  with the video chunk when a view first shows one. */
import { catalogueSpec, hiddenAdminWidgetSpec, WIDGET_IDS } from '../../../shared/widgets';
import type { WidgetDefinition } from '../widgets';
import { validateTimelineView } from './validateTimelineView';
import { lazyVideo } from './lazyVideo';

export const VIDEO_WIDGET_DEFINITIONS: readonly WidgetDefinition[] = [
  { spec: catalogueSpec(WIDGET_IDS.cameraLive), module: 'video', Component: lazyVideo('CameraLiveViewerWidget') },
  { spec: catalogueSpec(WIDGET_IDS.archiveViewer), module: 'video', Component: lazyVideo('ArchiveViewerWidget') },
  { spec: catalogueSpec(WIDGET_IDS.eventVideo), module: 'video', Component: lazyVideo('EventVideoWidget') },
  { spec: catalogueSpec(WIDGET_IDS.videoTouring), module: 'video', Component: lazyVideo('VideoTouringWidget') },
  {
    spec: catalogueSpec(WIDGET_IDS.timeline),
    module: 'video',
    Component: lazyVideo('TimelineWidget'),
    validateView: validateTimelineView,
  },
  { spec: catalogueSpec(WIDGET_IDS.deviceList), module: 'hierarchy', Component: lazyVideo('CameraListWidget') },
  {
    spec: hiddenAdminWidgetSpec('VideoDeliveryManager', 'Video Delivery Manager'),
    module: 'video',
    Component: lazyVideo('VideoDeliveryManagerWidget'),
  },
];
