/**
 * Spec 1 §2.2: in a separate desktop window only /view/ and /view/{viewId} exist. The one rule both
 * sides use: main keeps a separate window's navigation to these paths, and the renderer shows
 * 'Separate Window' at every other path. /view/new is the create-view page of the main window, not a
 * view, so it is not one of them.
 */

export const VIEW_ROUTE_PREFIX = '/view/';
export const MAX_VIEW_ID_LENGTH = 256;
/** The create-view page's segment (/view/new): a page of the main window, never a view's id in a path. */
export const NEW_VIEW_SEGMENT = 'new';

/**
 * A view id that can be the one segment of /view/{viewId}: non-empty, bounded, no slashes or control
 * characters, not `.`/`..`, and not `new` (that path is the create-view page).
 */
export function isValidViewId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_VIEW_ID_LENGTH &&
    value !== '.' &&
    value !== '..' &&
    value !== NEW_VIEW_SEGMENT &&
    // eslint-disable-next-line no-control-regex
    !/[/\\\u0000-\u001f\u007f]/.test(value)
  );
}

/** `/view/` for no view (undefined or null), `/view/{viewId}` (the id percent-encoded) for one. */
export function viewWindowPath(viewId?: string | null): string {
  if (viewId === undefined || viewId === null) return VIEW_ROUTE_PREFIX;
  if (!isValidViewId(viewId)) throw new RangeError(`'${String(viewId)}' is not a view id`);
  return `${VIEW_ROUTE_PREFIX}${encodeURIComponent(viewId)}`;
}

/** The view a separate-window path shows (null for /view/), or undefined for paths that do not exist there. */
export function parseViewWindowPath(pathname: string): { viewId: string | null } | undefined {
  if (pathname === '/view' || pathname === VIEW_ROUTE_PREFIX) return { viewId: null };
  if (!pathname.startsWith(VIEW_ROUTE_PREFIX)) return undefined;
  const segment = pathname.slice(VIEW_ROUTE_PREFIX.length);
  if (segment.includes('/')) return undefined;
  let viewId: string;
  try {
    viewId = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return isValidViewId(viewId) ? { viewId } : undefined;
}

/** True for /view, /view/ and /view/{viewId}; false for every other page (they show 'Separate Window'). */
export function isSeparateWindowPath(pathname: string): boolean {
  return parseViewWindowPath(pathname) !== undefined;
}

/** The full URL a separate window loads for a view on the server. */
export function viewWindowUrl(serverOrigin: string, viewId?: string): string {
  return `${serverOrigin}${viewWindowPath(viewId)}`;
}
