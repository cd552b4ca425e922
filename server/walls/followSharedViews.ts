/** The wall displays showing one of the realm's shared views follow its edits (issue 30): called
 *  after the realm's shared views change, each such display shows the view's cameras now (those
 *  still in the realm) in the smallest layout that holds them, and its page follows at once. A view
 *  no longer shared leaves its displays' cameras as they were, no longer named as the view. The
 *  view's cameras are those its editor, one allowed to share views, put there. */
import type { VideoWallRepository } from '../db/repositories/videoWalls';
import type { WallSources } from './checkWallContent';
import type { WallChangeLog } from './WallChangeLog';
import { sameWallContent, viewContentNow } from './viewContentNow';
import { contentDetail } from './wallRecords';

export async function followSharedViews(
  realmId: string,
  walls: VideoWallRepository,
  sources: WallSources,
  log: WallChangeLog,
  now: () => number,
): Promise<void> {
  for (const wall of await walls.list(realmId)) {
    const changed: number[] = [];
    for (const [index, display] of wall.displays.entries()) {
      const viewId = display.content.viewId;
      if (!viewId) continue;
      const next = await viewContentNow(realmId, viewId, display.content, sources);
      if (sameWallContent(next, display.content)) continue;
      display.content = next;
      changed.push(index);
    }
    if (changed.length === 0) continue;
    await walls.save(wall, now());
    for (const index of changed) {
      const content = wall.displays[index]!.content;
      await log.record(wall, 'WALL_CONTENT_SET', undefined, {
        display: index,
        followsView: true,
        ...contentDetail(content),
      });
    }
    await log.wall(realmId, wall.id);
    await Promise.all(changed.map((i) => log.display(wall.id, i)));
  }
}
