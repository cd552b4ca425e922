/** What a workspace path (/view/…, spec 1 §2.2) shows: an admin section, a view, or nothing known. */
import { type AdminRoute, adminSectionForPath } from '../admin';

export type WorkspacePath =
  { kind: 'admin'; route: AdminRoute } | { kind: 'view'; viewId: string | null } | { kind: 'unknown' };

export function workspacePath(pathname: string): WorkspacePath {
  const admin = adminSectionForPath(pathname);
  if (admin) return { kind: 'admin', route: admin };
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments[0] !== 'view' || segments.length > 2) return { kind: 'unknown' };
  const id = segments[1];
  return { kind: 'view', viewId: id === undefined ? null : safeDecode(id) };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
