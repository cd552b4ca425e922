/** A wall display's media (issue 30): asked again only when its own display changes — a command
 *  to one display of a wall leaves the other displays' streams alone — and allowed while its token
 *  is paired with that display and the display shows the camera. */
import { EMPTY_WALL_CONTENT } from '../../shared/walls/videoWalls';
import type { WallDisplayTokenRecord } from '../db/repositories/videoWalls';
import { MemoryBus } from '../events';
import { ACTING, ALL_CAMERAS, oneWallStore, twoDisplayWall } from './testing/oneWallStore';
import { VideoWallService } from './VideoWallService';

const WALL = twoDisplayWall([{ viewId: null, layout: 1, cameraIds: ['camera-1'] }, EMPTY_WALL_CONTENT]);

/** A wall service over a one-wall store whose two displays are paired with 'token-0' and 'token-1'. */
function pairedWall() {
  const tokens = new Map<string, WallDisplayTokenRecord>();
  const service = new VideoWallService(
    oneWallStore(WALL, tokens),
    ALL_CAMERAS,
    new MemoryBus(),
    undefined,
    () => 1_000,
  );
  const sessions = [0, 1].map((displayIndex) => {
    const token = `token-${displayIndex}`;
    tokens.set(service.pairings.keyOf(token), { realmId: WALL.realmId, wallId: WALL.id, displayIndex, pairedAt: 0 });
    return service.displays.mediaSessionOf(token, { wallId: WALL.id, displayIndex });
  });
  return { service, sessions };
}

describe("a wall display's media", () => {
  it('is asked again after changes to its own display only', async () => {
    const { service, sessions } = pairedWall();
    const asked: number[] = [];
    const stops = sessions.map((session, index) =>
      service.displays.watchDisplaySession(session, () => asked.push(index)),
    );
    await service.setContent(WALL.id, 1, { layout: 1, cameraIds: ['camera-2'] }, ACTING);
    expect(asked).toEqual([1]);
    await service.unpair(WALL.id, 0, ACTING);
    expect(asked).toEqual([1, 0]);
    stops.forEach((stop) => stop());
    await service.setContent(WALL.id, 1, { layout: 1, cameraIds: ['camera-3'] }, ACTING);
    expect(asked).toEqual([1, 0]);
  });

  it('may watch what its display shows while its token is paired with that display', async () => {
    const { service, sessions } = pairedWall();
    const [first, second] = sessions as [string, string];
    expect(service.displays.isDisplaySession(first)).toBe(true);
    expect(await service.displays.displaySessionMayWatch(first)).toBe(true);
    expect(await service.displays.displaySessionMayWatch(first, 'camera-1')).toBe(true);
    expect(await service.displays.displaySessionMayWatch(second, 'camera-1')).toBe(false);
    // A session naming another display than its token's opens nothing.
    const moved = service.displays.mediaSessionOf('token-0', { wallId: WALL.id, displayIndex: 1 });
    expect(await service.displays.displaySessionMayWatch(moved)).toBe(false);
    await service.unpair(WALL.id, 0, ACTING);
    expect(await service.displays.displaySessionMayWatch(first, 'camera-1')).toBe(false);
    // A console's session is not a display's.
    expect(await service.displays.displaySessionMayWatch('session-1', 'camera-1')).toBe(false);
  });
});
