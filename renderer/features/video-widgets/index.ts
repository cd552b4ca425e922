/** The video widgets (spec 3 §2.6): their registry entries, the /matrix player route and the Video
 *  Delivery Manager's status-bar trigger. Everything exported here is light: the screens load with
 *  the video chunk on first use (lazyVideo.ts), so the login page and the shell never carry the
 *  player. */
import { lazyVideo } from './lazyVideo';

export const MatrixPage = lazyVideo('MatrixPage');
export { DELIVERY_MANAGER_TRIGGER } from './deliveryManagerTrigger';
export { VIDEO_WIDGET_DEFINITIONS } from './videoWidgetDefinitions';
