/** What a window may load: the server's console only; web and mail links go to the system browser. */
import type { WindowKind } from '../../shared/ipc';
import { parseViewWindowPath } from '../../shared/desktop';

export type NavigationDecision = 'allow' | 'open-externally' | 'deny';

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** True when the URL is on the server origin (`http://host:port`). */
export function isServerUrl(url: string, serverOrigin: string): boolean {
  return parse(url)?.origin === serverOrigin;
}

/**
 * A top-level navigation: the main window may go anywhere on the server origin, a separate window
 * only to /view/ and /view/{viewId} there. Other web and mail links open in the system browser;
 * everything else (file:, data:, custom schemes) is refused.
 */
export function decideNavigation(url: string, serverOrigin: string, kind: WindowKind): NavigationDecision {
  const target = parse(url);
  if (!target) return 'deny';
  if (target.origin === serverOrigin) {
    return kind === 'main' || parseViewWindowPath(target.pathname) ? 'allow' : 'deny';
  }
  return EXTERNAL_PROTOCOLS.has(target.protocol) ? 'open-externally' : 'deny';
}

/** window.open: a hardened child window for the server origin, the system browser for web and mail links. */
export function decideWindowOpen(url: string, serverOrigin: string): NavigationDecision {
  return decideNavigation(url, serverOrigin, 'main');
}

/** Electron permissions the console may be granted, and only for pages on the server origin. */
export const GRANTED_PERMISSIONS: ReadonlySet<string> = new Set(['fullscreen', 'clipboard-sanitized-write']);

export function isPermissionGranted(permission: string, requestingUrl: string, serverOrigin: string): boolean {
  return GRANTED_PERMISSIONS.has(permission) && isServerUrl(requestingUrl, serverOrigin);
}
