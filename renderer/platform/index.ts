/** The shell the console runs in (browser or desktop), behind one interface. */
export { APP_VERSION } from '../../shared/shell/appVersion';
export type { Platform, SessionSaving } from './Platform';
export { PlatformProvider, usePlatform } from './PlatformContext';
export { webPlatform } from './web';
