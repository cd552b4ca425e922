/** Spec 1 §4, interface choice: where choosing the Enterprise UI (SOLID) leads, and the first
 *  configured view that /main opens. The first-run screens (Avatar Activation, the camera add
 *  page) are an administrator's: anyone else lands in their workspace, even when their policy
 *  shows them no avatar or camera (issue 36). */
import { parseWorkspaceConfig, START_VIEW_ID } from '../../../shared/views';
import { viewPath } from '../views';

export const AVATAR_ACTIVATION_PATH = '/view/AvatarActivation';
export const CAMERA_ADD_PATH = '/view/camera/add';

export interface FirstScreenFacts {
  /** The user administers the realm they are in. */
  isAdmin: boolean;
  hasAvatar: boolean;
  hasMedia: boolean;
  /** The id of the first view of the user's saved configuration, if any. */
  firstViewId: string | undefined;
}

export function routeForSolid({ isAdmin, hasAvatar, hasMedia, firstViewId }: FirstScreenFacts): string {
  if (isAdmin && !hasAvatar) return AVATAR_ACTIVATION_PATH;
  if (isAdmin && !hasMedia) return CAMERA_ADD_PATH;
  return viewPath(firstViewId ?? START_VIEW_ID);
}

/** The first view of a saved workspace configuration that the workspace can open (the stored
 *  configuration read as the workspace reads it), else undefined. */
export function firstConfiguredViewId(solidConfig: unknown): string | undefined {
  return parseWorkspaceConfig(solidConfig).config.views[0]?.id;
}
