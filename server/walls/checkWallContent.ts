/** A display's content as the platform keeps it (spec 3 §2.12; issue 30): a shared view's cameras,
 *  or the realm's cameras in a square layout of 1, 4, 9 or 16 cells, each camera one the caller may
 *  see. Throws the rule's wording when the content cannot be shown. */
import { WALL_ERROR, isWallLayout, layoutFor, type WallContentValue } from '../../shared/walls/videoWalls';
import { DomainError } from '../kernel';

export interface WallContentInput {
  viewId?: string | null;
  layout?: number | null;
  cameraIds?: readonly string[] | null;
}

/** What the content check reads: the realm's cameras and shared views. */
export interface WallSources {
  /** Whether the camera is one of the realm's. */
  cameraInRealm(realmId: string, cameraId: string): Promise<boolean>;
  /** A shared view's cameras in reading order; undefined when the realm has no such view. */
  viewCameras(realmId: string, viewId: string): Promise<string[] | undefined>;
}

/** `maySee`: whether the caller may see a camera (their policies); a camera they may not see is
 *  refused as unknown, so its existence is not told. */
export async function checkWallContent(
  realmId: string,
  input: WallContentInput,
  sources: WallSources,
  maySee: (cameraId: string) => boolean,
): Promise<WallContentValue> {
  let viewId: string | null = null;
  let cameraIds = [...(input.cameraIds ?? [])];
  let layout = input.layout ?? null;
  if (input.viewId) {
    const fromView = await sources.viewCameras(realmId, input.viewId);
    if (!fromView) throw new DomainError('notFound', WALL_ERROR.UNKNOWN_VIEW);
    viewId = input.viewId;
    // A view may hold cameras the caller may not see: those cells stay empty, as in the view.
    cameraIds = fromView.filter(maySee).slice(0, 16);
    layout = layoutFor(fromView.length);
  }
  if (layout === null) layout = layoutFor(cameraIds.length);
  if (!isWallLayout(layout)) throw DomainError.badInput(WALL_ERROR.LAYOUT);
  if (cameraIds.length > layout) throw DomainError.badInput(WALL_ERROR.TOO_MANY_CAMERAS);
  for (const cameraId of cameraIds) {
    if (!maySee(cameraId) || !(await sources.cameraInRealm(realmId, cameraId))) {
      throw DomainError.badInput(WALL_ERROR.UNKNOWN_CAMERA(cameraId));
    }
  }
  return { viewId, layout, cameraIds };
}
