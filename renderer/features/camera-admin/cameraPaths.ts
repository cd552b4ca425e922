/** The camera routes of spec 3 §2.1: the section, add, import and the camera page with its tabs. */
export const CAMERAS_PATH = '/view/Cameras';
export const CAMERA_ADD_PATH = '/view/camera/add';
export const CAMERA_IMPORT_PATH = '/view/camera/import';
/** Avatar Discovery: the cameras the realm's avatars find on their networks. */
export const CAMERA_DISCOVERY_PATH = '/view/camera/discovery';

/** The camera page's tabs, in order (issue 29: Health, the camera's live statistics). */
export const CAMERA_TABS = ['general', 'connection', 'recording', 'health', 'log'] as const;
export type CameraTab = (typeof CAMERA_TABS)[number];

export function cameraEditPath(cameraId: string, tab: CameraTab = 'general'): string {
  return `${cameraPagePath(cameraId)}/${tab}`;
}

/** The camera page without a tab: the path of the workspace tab all its tabs share. */
export function cameraPagePath(cameraId: string): string {
  return `/view/camera/edit/${encodeURIComponent(cameraId)}`;
}

/** The camera's video analytics page (spec 3 §2.1 /view/camera/vae/{cameraId}). */
export function cameraVaePath(cameraId: string): string {
  return `/view/camera/vae/${encodeURIComponent(cameraId)}`;
}

/** Whether a workspace path shows this camera's page (any tab) or its video analytics page. */
export function isCameraPath(path: string, cameraId: string): boolean {
  const page = cameraPagePath(cameraId);
  return path === page || path.startsWith(`${page}/`) || path === cameraVaePath(cameraId);
}

export function cameraTab(tabId: string | undefined): CameraTab {
  return (CAMERA_TABS as readonly string[]).includes(tabId ?? '') ? (tabId as CameraTab) : 'general';
}
