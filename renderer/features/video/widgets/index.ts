/** The video widgets' registry entries and the /matrix player route, both loading the video
 *  chunk on first use. */
import { lazyVideo } from './lazyVideo';

export const MatrixPage = lazyVideo('MatrixPage');
export { VIDEO_WIDGET_DEFINITIONS } from './videoWidgetDefinitions';
