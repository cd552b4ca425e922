/** Spec 1 §2.2: the paths that exist in a separate desktop window — /view/ and /view/{viewId} only. */

/** The creation wizard's path segment (/view/new): a page of the main window, not a view. */
const NEW_VIEW_SEGMENT = 'new';

/** The path of one view (/view/{viewId}), or of the view route without one (/view/). */
export function viewWindowPath(viewId: string | null): string {
  return viewId === null ? '/view/' : `/view/${encodeURIComponent(viewId)}`;
}

/** True for /view, /view/ and /view/{viewId}; false for every other page (they show 'Separate Window'). */
export function isSeparateWindowPath(pathname: string): boolean {
  if (pathname === '/view' || pathname === '/view/') return true;
  if (!pathname.startsWith('/view/')) return false;
  const segment = pathname.slice('/view/'.length);
  if (segment.includes('/')) return false;
  let viewId: string;
  try {
    viewId = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return viewId !== NEW_VIEW_SEGMENT && viewId !== '.' && viewId !== '..' && !viewId.includes('/');
}
