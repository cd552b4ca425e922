/** The Video Walls section's routes (spec 1 §2.5 Devices → Video Walls; issue 30): the list at
 *  /view/VideoWalls, a new wall at /view/videoWall/add and a wall's page at
 *  /view/videoWall/edit/{videoWallId}. */

export const VIDEO_WALLS_PATH = '/view/VideoWalls';

/** The add page without an id; a wall's page with one. */
export function videoWallPath(id?: string): string {
  return id ? `/view/videoWall/edit/${encodeURIComponent(id)}` : '/view/videoWall/add';
}
