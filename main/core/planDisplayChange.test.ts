import { type TrackedWindow, planDisplayChange } from './planDisplayChange';
import { MAIN_WINDOW_LIMITS, VIEW_WINDOW_LIMITS } from './windowLimits';
import { LEFT, PRIMARY, RIGHT, layout } from './testing/testLayouts';

const mainWindow = (bounds: TrackedWindow['bounds']): TrackedWindow => ({
  windowId: 1,
  bounds,
  homeDisplayId: null,
  fillsHome: false,
  limits: MAIN_WINDOW_LIMITS,
});

const castOnRight: TrackedWindow = {
  windowId: 2,
  bounds: { ...RIGHT.workArea },
  homeDisplayId: RIGHT.id,
  fillsHome: true,
  limits: VIEW_WINDOW_LIMITS,
};

describe('planDisplayChange', () => {
  it('moves nothing when every window is where it belongs', () => {
    expect(
      planDisplayChange(
        [mainWindow({ x: 100, y: 100, width: 1200, height: 800 }), castOnRight],
        layout([PRIMARY, RIGHT]),
      ),
    ).toEqual([]);
  });

  it('brings windows left on a removed display back to the primary one', () => {
    const mainOnRight = mainWindow({ x: 2000, y: 100, width: 1200, height: 800 });
    const moves = planDisplayChange([mainOnRight, castOnRight], layout([PRIMARY, LEFT]));
    expect(moves).toEqual([
      { windowId: 1, bounds: { x: 360, y: 120, width: 1200, height: 800 }, displayId: 10 },
      // A cast view without its display becomes a normal-sized window, not a second full screen.
      { windowId: 2, bounds: { x: 320, y: 160, width: 1280, height: 720 }, displayId: 10 },
    ]);
  });

  it('leaves a homeless cast view where the system or the user put it', () => {
    const relocated = { ...castOnRight, bounds: { x: 100, y: 100, width: 1280, height: 720 } };
    expect(planDisplayChange([relocated], layout([PRIMARY]))).toEqual([]);
  });

  it('sends a cast view home when its display comes back', () => {
    const relocated = { ...castOnRight, bounds: { x: 100, y: 100, width: 1280, height: 720 } };
    expect(planDisplayChange([relocated], layout([PRIMARY, RIGHT]))).toEqual([
      { windowId: 2, bounds: RIGHT.workArea, displayId: 20 },
    ]);
  });

  it('refits windows when a display shrinks', () => {
    const smaller = {
      ...RIGHT,
      bounds: { ...RIGHT.bounds, width: 1920, height: 1080 },
      workArea: { ...RIGHT.workArea, width: 1920, height: 1040 },
    };
    const mainOnRight = mainWindow({ x: 3000, y: 200, width: 1400, height: 1000 });
    expect(planDisplayChange([mainOnRight, castOnRight], layout([PRIMARY, smaller]))).toEqual([
      { windowId: 1, bounds: { x: 2440, y: 40, width: 1400, height: 1000 }, displayId: 20 },
      { windowId: 2, bounds: smaller.workArea, displayId: 20 },
    ]);
  });
});
