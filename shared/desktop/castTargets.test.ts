/** Cast targets (issue 30): the app's own screens and the walls' paired displays, and what casting
 *  a view to each means. */
import type { Display } from '../ipc';
import { castTargets, planCast, type WallForCasting } from './castTargets';

const DISPLAYS: Display[] = [
  { id: 22, name: 'Display 2', isPrimary: false, windowCount: 1, index: 1 },
  { id: 11, name: 'Display 1', isPrimary: true, windowCount: 1, index: 0 },
];
const WALLS: WallForCasting[] = [
  {
    id: 'w-lobby',
    name: 'Lobby',
    displays: [{ index: 0, name: 'Display 1', paired: true, online: false }],
  },
  {
    id: 'w-control',
    name: 'Control room',
    displays: [
      { index: 1, name: 'Right TV', paired: true, online: true },
      { index: 0, name: 'Left TV', paired: false, online: false },
    ],
  },
];

describe('castTargets', () => {
  it('lists the screens in order, then the paired wall displays by wall name and index', () => {
    const targets = castTargets(DISPLAYS, WALLS, [
      { viewId: 'v1', displayId: 22, homeDisplayId: 22, rect: { x: 0, y: 0, width: 1, height: 1 } },
    ]);
    expect(targets).toEqual([
      { kind: 'screen', displayId: 11, name: 'Display 1', isPrimary: true, showing: null },
      { kind: 'screen', displayId: 22, name: 'Display 2', isPrimary: false, showing: 'v1' },
      { kind: 'wallDisplay', wallId: 'w-control', displayIndex: 1, name: 'Control room — Right TV', online: true },
      { kind: 'wallDisplay', wallId: 'w-lobby', displayIndex: 0, name: 'Lobby — Display 1', online: false },
    ]);
  });

  it('leaves out unpaired displays: nothing would show the view there', () => {
    const targets = castTargets([], [WALLS[1]!], []);
    expect(targets.map((t) => t.name)).toEqual(['Control room — Right TV']);
  });
});

describe('planCast', () => {
  const [screen, , wallDisplay] = castTargets(DISPLAYS, WALLS, []);

  it('casts to a screen in a separate window', () => {
    expect(planCast(screen!, { id: 'v1', isShared: false, cameraIds: ['c1'] })).toEqual({
      type: 'castView',
      request: { viewId: 'v1', displayId: 11 },
    });
  });

  it('gives a wall display a shared view by its id', () => {
    expect(planCast(wallDisplay!, { id: 'shared-1', isShared: true, cameraIds: ['c1'] })).toEqual({
      type: 'setWallDisplayContent',
      wallId: 'w-control',
      displayIndex: 1,
      content: { viewId: 'shared-1' },
    });
  });

  it("gives a wall display a personal view's cameras in the smallest layout that holds them, 16 at most", () => {
    const three = planCast(wallDisplay!, { id: 'mine', isShared: false, cameraIds: ['a', 'b', 'a', 'c'] });
    expect(three).toMatchObject({ content: { layout: 4, cameraIds: ['a', 'b', 'c'] } });
    const many = Array.from({ length: 20 }, (_, i) => `c${i}`);
    const full = planCast(wallDisplay!, { id: 'mine', isShared: false, cameraIds: many });
    expect(full).toMatchObject({ content: { layout: 16, cameraIds: many.slice(0, 16) } });
  });
});
