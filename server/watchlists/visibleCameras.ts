/** The cameras a search of plate reads or face passages may return (issue 32): those asked for,
 *  within those the caller may see — either a list of the only ones, or every camera but some. */

export type VisibleCameras = { only: readonly string[] } | { except: readonly string[] } | 'all';

/** The search's camera terms: `cameraIds` null for any camera, an empty list for none. */
export function narrowToVisible(
  asked: readonly string[] | null | undefined,
  visible: VisibleCameras,
): { cameraIds: string[] | null; exceptCameraIds: readonly string[] | null } {
  let cameraIds = asked ? [...asked] : null;
  if (visible !== 'all' && 'only' in visible) {
    cameraIds = (cameraIds ?? [...visible.only]).filter((id) => visible.only.includes(id));
  }
  return { cameraIds, exceptCameraIds: visible !== 'all' && 'except' in visible ? visible.except : null };
}
