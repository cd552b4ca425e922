/** What a wall display given a shared view shows after the view was edited (issue 30): the view's
 *  cameras now, those still in the realm, in the smallest layout that holds the view. */
import { layoutFor, type WallContentValue } from '../../shared/walls/videoWalls';
import type { WallSources } from './checkWallContent';

/** `shown`: what the display shows now; kept, no longer named as the view, when the view is gone. */
export async function viewContentNow(
  realmId: string,
  viewId: string,
  shown: WallContentValue,
  sources: WallSources,
): Promise<WallContentValue> {
  const cameras = await sources.viewCameras(realmId, viewId);
  if (!cameras) return { ...shown, viewId: null };
  const inRealm: string[] = [];
  for (const id of cameras) if (await sources.cameraInRealm(realmId, id)) inRealm.push(id);
  return { viewId, layout: layoutFor(cameras.length), cameraIds: inRealm.slice(0, 16) };
}

/** Whether two contents show the same: a display that shows the same is not told again. */
export function sameWallContent(a: WallContentValue, b: WallContentValue): boolean {
  return (
    a.viewId === b.viewId &&
    a.layout === b.layout &&
    a.cameraIds.length === b.cameraIds.length &&
    a.cameraIds.every((id, i) => id === b.cameraIds[i])
  );
}
