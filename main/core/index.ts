/** Pure desktop logic (no Electron): displays, window placement, casting, sessions, routes, policies and IPC handlers. */
export { buildDisplayList, orderDisplays, sameDisplayList } from './buildDisplayList';
export { CONNECTION_RETRY_S, connectionErrorPage } from './connectionErrorPage';
export { ConsoleNodeWatch } from './ConsoleNodeWatch';
export { contentSecurityPolicy, withContentSecurityPolicy } from './contentSecurityPolicy';
export { type ErrorReportingOptions, errorReportingOptions } from './errorReportingOptions';
export { type FetchLike, SERVER_PARAMETERS_TIMEOUT_MS, fetchServerParameters } from './fetchServerParameters';
export { IpcPayloadError, type IpcRoute } from './ipc/contractRoutes';
export { type DesktopServices, type IpcCaller, desktopRoutes } from './ipc/desktopRoutes';
export {
  type NavigationDecision,
  decideNavigation,
  decideWindowOpen,
  isPermissionGranted,
  isServerUrl,
} from './navigationPolicy';
export { type TrackedWindow, type WindowMove, placeWindow, planDisplayChange } from './planDisplayChange';
export { type Rect, type Size, sameRect } from './rect';
export { type ScreenDisplay, type ScreenLayout, displayById, displayMatching, primaryDisplay } from './screenLayout';
export { DEFAULT_SERVER_URL, SERVER_URL_ENV, normalizeServerUrl, resolveServerUrl } from './serverUrl';
export {
  type SavedWindowBounds,
  type WindowPlacement,
  parseSavedWindowBounds,
  validateWindowBounds,
} from './validateWindowBounds';
export { parseViewWindowPath, viewWindowPath, viewWindowUrl } from '../../shared/desktop';
export * from './cast';
export { WALL_KIOSK_FLAG, WALL_PAGE_PATH, type WallKiosk, parseWallKiosk, wallKioskWindow } from './wallKiosk';
export * from './session';
export { DISPLAY_CHANGE_SETTLE_MS, MAIN_WINDOW_LIMITS, VIEW_WINDOW_LIMITS, type WindowLimits } from './windowLimits';
