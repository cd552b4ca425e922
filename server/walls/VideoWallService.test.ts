/** The order a wall change is told in (issue 30: command to painted): a display hears of its new
 *  content as soon as it is saved, while the change's user audit entry is still being written. */
import { EMPTY_WALL_CONTENT } from '../../shared/walls/videoWalls';
import { MemoryBus, type UserAudit } from '../events';
import { ACTING, ALL_CAMERAS, oneWallStore, twoDisplayWall } from './testing/oneWallStore';
import { wallTopics } from './wallTopics';
import { VideoWallService } from './VideoWallService';

const WALL = twoDisplayWall(
  [EMPTY_WALL_CONTENT, EMPTY_WALL_CONTENT],
  [
    {
      id: 'preset-1',
      name: 'Night',
      contents: [
        { viewId: null, layout: 1, cameraIds: ['camera-1'] },
        { viewId: null, layout: 1, cameraIds: ['camera-2'] },
      ],
    },
  ],
);

/** A wall service over a one-wall store whose audit writes wait until `finish` is called. */
function serviceWithSlowAudit() {
  let asked!: () => void;
  const auditAsked = new Promise<void>((resolve) => (asked = resolve));
  const writes: Array<() => void> = [];
  const audit = {
    record: () => {
      asked();
      return new Promise<void>((resolve) => writes.push(resolve));
    },
  } as unknown as UserAudit;
  const bus = new MemoryBus();
  const told: number[] = [];
  for (const index of [0, 1]) bus.subscribe(wallTopics.display(WALL.id, index), () => told.push(index));
  const service = new VideoWallService(oneWallStore(WALL), ALL_CAMERAS, bus, audit, () => 1_000);
  return { service, auditAsked, told, finish: () => writes.forEach((write) => write()) };
}

describe('VideoWallService tells a display before the audit', () => {
  it("sends a display's new content to it while the audit entry is still being written", async () => {
    const { service, auditAsked, told, finish } = serviceWithSlowAudit();
    const done = service.setContent(WALL.id, 1, { cameraIds: ['camera-3'] }, ACTING);
    await auditAsked;
    expect(told).toEqual([1]);
    finish();
    const wall = await done;
    expect(wall.displays[1]?.content.cameraIds).toEqual(['camera-3']);
  });

  it('sends a recalled preset to every display it holds while the audit entry is being written', async () => {
    const { service, auditAsked, told, finish } = serviceWithSlowAudit();
    const done = service.recallPreset(WALL.id, 'preset-1', ACTING);
    await auditAsked;
    expect(told.sort()).toEqual([0, 1]);
    finish();
    const wall = await done;
    expect(wall.displays.map((d) => d.content.cameraIds)).toEqual([['camera-1'], ['camera-2']]);
  });
});
