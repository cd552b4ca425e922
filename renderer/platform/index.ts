/** The shell the console runs in (browser or desktop), behind one interface. */
export { APP_VERSION } from '../../shared/shell/appVersion';
export type { DesktopApp, Displays, Platform, SeparateWindows, SessionSaving } from './Platform';
export { PlatformProvider, usePlatform } from './PlatformContext';
export type { ViewCasting } from './ViewCasting';
export { createDesktopPlatform, findDesktopBridge } from './desktop';
export { selectPlatform } from './selectPlatform';
export { webPlatform } from './web';
export { startWebErrorReporting, webErrorReportingOptions } from './startWebErrorReporting';
