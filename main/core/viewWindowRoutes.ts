/** Spec 1 §2.2: in a separate desktop window only /view/ and /view/{viewId} exist. */

export const VIEW_ROUTE_PREFIX = '/view/';
export const MAX_VIEW_ID_LENGTH = 256;

/** A view id that can be one path segment: non-empty, bounded, no slashes or control characters. */
export function isValidViewId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_VIEW_ID_LENGTH &&
    value !== '.' &&
    value !== '..' &&
    // eslint-disable-next-line no-control-regex
    !/[/\\\u0000-\u001f\u007f]/.test(value)
  );
}

/** `/view/` for no view, `/view/{viewId}` (the id percent-encoded) for one. */
export function viewWindowPath(viewId?: string): string {
  if (viewId === undefined) return VIEW_ROUTE_PREFIX;
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

/** The full URL a separate window loads for a view on the server. */
export function viewWindowUrl(serverOrigin: string, viewId?: string): string {
  return `${serverOrigin}${viewWindowPath(viewId)}`;
}
