/** The video area's screens, loaded as one chunk on first use (see lazyVideo.ts): the widgets, the
 *  /matrix page and the Video Delivery Manager share the player, cell and timeline code. */
export { VideoDeliveryManager, VideoDeliveryManagerWidget } from '../delivery';
export { TimelineWidget } from '../timeline';
export { ArchiveViewerWidget } from './ArchiveViewerWidget';
export { CameraListWidget } from './CameraListWidget';
export { CameraLiveViewerWidget } from './CameraLiveViewerWidget';
export { EventVideoWidget } from './EventVideoWidget';
export { MatrixPage } from './MatrixPage';
export { VideoTouringWidget } from './VideoTouringWidget';
