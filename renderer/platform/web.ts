/** The browser implementation of Platform. */
import type { Platform } from './Platform';

export const webPlatform: Platform = {
  kind: 'web',
  reload: () => window.location.reload(),
};
