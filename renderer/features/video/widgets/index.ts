/** The video widgets, their registry entries and the /matrix player route. */
export { MatrixPage } from './MatrixPage';
export { VIDEO_WIDGET_DEFINITIONS } from './videoWidgetDefinitions';
