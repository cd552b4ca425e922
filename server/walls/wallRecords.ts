/** A wall's displays as the platform keeps them (spec 3 §2.12; issue 30): a wall found in its realm,
 *  its displays for a new size, one display by index, and a content as the user audit records it. */
import { EMPTY_WALL_CONTENT, WALL_ERROR, type WallContentValue } from '../../shared/walls/videoWalls';
import type { VideoWallRecord, VideoWallRepository, WallDisplayRecord } from '../db/repositories/videoWalls';
import { DomainError } from '../kernel';

/** The realm's wall, or the rule's 'not found'. */
export async function foundWall(walls: VideoWallRepository, realmId: string, id: string): Promise<VideoWallRecord> {
  const wall = await walls.byId(realmId, id);
  if (!wall) throw new DomainError('notFound', WALL_ERROR.NOT_FOUND);
  return wall;
}

/** The wall's displays for its (new) size: kept by index, new ones empty, names as given. */
export function resized(
  displays: readonly WallDisplayRecord[],
  size: { rows: number; columns: number; displayNames?: ReadonlyArray<string | null> | null },
): WallDisplayRecord[] {
  return Array.from({ length: size.rows * size.columns }, (_, i) => {
    const given = size.displayNames?.[i]?.trim();
    const kept = displays[i];
    return {
      name: size.displayNames ? given || null : (kept?.name ?? null),
      content: kept?.content ?? EMPTY_WALL_CONTENT,
    };
  });
}

export function displayAt(wall: VideoWallRecord, index: number): WallDisplayRecord {
  const display = Number.isInteger(index) ? wall.displays[index] : undefined;
  if (!display) throw DomainError.badInput(WALL_ERROR.DISPLAY);
  return display;
}

export function contentDetail(content: WallContentValue) {
  return { ...(content.viewId && { viewId: content.viewId }), layout: content.layout, cameras: content.cameraIds };
}
