/** The routes of views (spec 1 §2.2): /view/{id}, and /view/new where a view is created. */
export function viewPath(viewId: string): string {
  return `/view/${encodeURIComponent(viewId)}`;
}

export const NEW_VIEW_ID = 'new';
export const NEW_VIEW_PATH = viewPath(NEW_VIEW_ID);
