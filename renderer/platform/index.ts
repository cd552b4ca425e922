/** The shell the console runs in (browser or desktop), behind one interface. */
export type { Platform } from './Platform';
export { PlatformProvider, usePlatform } from './PlatformContext';
export { webPlatform } from './web';
