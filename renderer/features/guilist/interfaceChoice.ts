/** Spec 1 §4, interface choice: where choosing the Enterprise UI (SOLID) leads, and the first
 *  configured view that /main opens. */

export const AVATAR_ACTIVATION_PATH = '/view/AvatarActivation';
export const CAMERA_ADD_PATH = '/view/camera/add';
export const START_VIEW_ID = 'start';

export interface FirstScreenFacts {
  hasAvatar: boolean;
  hasMedia: boolean;
  /** The id of the first view of the user's saved configuration, if any. */
  firstViewId: string | undefined;
}

export function routeForSolid({ hasAvatar, hasMedia, firstViewId }: FirstScreenFacts): string {
  if (!hasAvatar) return AVATAR_ACTIVATION_PATH;
  if (!hasMedia) return CAMERA_ADD_PATH;
  return viewPath(firstViewId ?? START_VIEW_ID);
}

export function viewPath(viewId: string): string {
  return `/view/${encodeURIComponent(viewId)}`;
}

/** The first view of a saved workspace configuration ({ views: [{ id }, …] }), else undefined. */
export function firstConfiguredViewId(solidConfig: unknown): string | undefined {
  if (typeof solidConfig !== 'object' || solidConfig === null) return undefined;
  const views = (solidConfig as { views?: unknown }).views;
  if (!Array.isArray(views)) return undefined;
  for (const view of views) {
    const id = (view as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && id !== '') return id;
  }
  return undefined;
}
