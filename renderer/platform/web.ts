/** The browser implementation of Platform: no desktop-only capabilities. */
import type { Platform } from './Platform';

export const webPlatform: Platform = {
  kind: 'web',
  reload: () => window.location.reload(),
  replaceLocation: (url) => window.location.replace(url),
};
