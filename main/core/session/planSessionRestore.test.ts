import type { Rect } from '../rect';
import { LEFT, PRIMARY, RIGHT, display, layout } from '../testing/testLayouts';
import { RESTORE_CASCADE_PX, matchSavedDisplays, planSessionRestore } from './planSessionRestore';
import type { SavedCastWindow, SavedSession } from './savedSession';

const owner = { server: 'http://localhost:8080', realmId: 'r', userId: 'u' };
const saved = (windows: SavedCastWindow[], displays = [PRIMARY, RIGHT, LEFT]): SavedSession => ({
  owner,
  savedAt: 1,
  displays: displays.map((d) => ({ id: d.id, bounds: d.bounds })),
  windows,
});
const covering = (viewId: string, d: { id: number; workArea: Rect }): SavedCastWindow => ({
  viewId,
  homeDisplayId: d.id,
  displayId: d.id,
  bounds: d.workArea,
  fillsHome: true,
});

function inside(rect: Rect, area: Rect): boolean {
  return (
    rect.x >= area.x &&
    rect.y >= area.y &&
    rect.x + rect.width <= area.x + area.width &&
    rect.y + rect.height <= area.y + area.height
  );
}

describe('planSessionRestore', () => {
  it('reopens each window where it was when the displays are the same', () => {
    const windowed: SavedCastWindow = {
      viewId: 'p',
      homeDisplayId: 10,
      displayId: 10,
      bounds: { x: 200, y: 100, width: 1000, height: 600 },
      fillsHome: false,
    };
    expect(
      planSessionRestore(saved([covering('r', RIGHT), covering('l', LEFT), windowed]), layout([PRIMARY, RIGHT, LEFT])),
    ).toEqual([
      { viewId: 'r', homeDisplayId: 20, displayId: 20, bounds: RIGHT.workArea, fillsHome: true },
      { viewId: 'l', homeDisplayId: 30, displayId: 30, bounds: LEFT.workArea, fillsHome: true },
      windowed,
    ]);
  });

  it('lands windows of displays that are gone on the primary, cascaded, clamped, keeping their home', () => {
    const huge: SavedCastWindow = {
      viewId: 'huge',
      homeDisplayId: 40,
      displayId: 40,
      bounds: { x: 5000, y: 0, width: 3840, height: 2100 },
      fillsHome: false,
    };
    const plan = planSessionRestore(
      saved([covering('r', RIGHT), covering('l', LEFT), huge], [PRIMARY, RIGHT, LEFT, display(40, huge.bounds)]),
      layout([PRIMARY]),
    );
    expect(plan).toEqual([
      {
        viewId: 'r',
        homeDisplayId: 20,
        displayId: 10,
        bounds: { x: 320, y: 160, width: 1280, height: 720 },
        fillsHome: true,
      },
      {
        viewId: 'l',
        homeDisplayId: 30,
        displayId: 10,
        bounds: { x: 320 + RESTORE_CASCADE_PX, y: 160 + RESTORE_CASCADE_PX, width: 1280, height: 720 },
        fillsHome: true,
      },
      { viewId: 'huge', homeDisplayId: 40, displayId: 10, bounds: PRIMARY.workArea, fillsHome: false },
    ]);
    for (const window of plan) expect(inside(window.bounds, PRIMARY.workArea)).toBe(true);
  });

  it('keeps windows on the displays that remain when fewer are connected', () => {
    const plan = planSessionRestore(saved([covering('r', RIGHT), covering('l', LEFT)]), layout([PRIMARY, LEFT]));
    expect(plan.map((w) => [w.viewId, w.displayId, w.homeDisplayId])).toEqual([
      ['r', 10, 20],
      ['l', 30, 30],
    ]);
    expect(plan[1]!.bounds).toEqual(LEFT.workArea);
  });

  it('puts a window that waited on another display back there while its home is still gone', () => {
    const waiting: SavedCastWindow = {
      viewId: 'w',
      homeDisplayId: 20,
      displayId: 30,
      bounds: { x: -1200, y: 900, width: 1000, height: 600 },
      fillsHome: true,
    };
    expect(planSessionRestore(saved([waiting]), layout([PRIMARY, LEFT]))).toEqual([
      {
        viewId: 'w',
        homeDisplayId: 20,
        displayId: 30,
        bounds: { x: -1200, y: 384, width: 1000, height: 600 },
        fillsHome: true,
      },
    ]);
    // Home is back: it goes home, covering it.
    expect(planSessionRestore(saved([waiting]), layout([PRIMARY, RIGHT, LEFT]))[0]).toMatchObject({
      displayId: 20,
      bounds: RIGHT.workArea,
    });
  });

  it('fits windows onto a display that became smaller', () => {
    const smaller = display(20, { x: 1920, y: 200, width: 1280, height: 720 });
    const windowed: SavedCastWindow = {
      viewId: 'w',
      homeDisplayId: 20,
      displayId: 20,
      bounds: { x: 2000, y: 50, width: 1400, height: 900 },
      fillsHome: false,
    };
    const [covered, fitted] = planSessionRestore(saved([covering('c', RIGHT), windowed]), layout([PRIMARY, smaller]));
    expect(covered!.bounds).toEqual(smaller.workArea);
    expect(fitted!.bounds).toEqual({ x: 1920, y: 200, width: 1280, height: 680 });
  });

  it('moves a window along with its display when the display sits elsewhere now', () => {
    const below = display(20, { x: 0, y: 1080, width: 2560, height: 1440 });
    const windowed: SavedCastWindow = {
      viewId: 'w',
      homeDisplayId: 20,
      displayId: 20,
      bounds: { x: 2100, y: 100, width: 1000, height: 800 },
      fillsHome: false,
    };
    expect(planSessionRestore(saved([windowed]), layout([PRIMARY, below]))[0]!.bounds).toEqual({
      x: 180,
      y: 1180,
      width: 1000,
      height: 800,
    });
  });

  it('recognises a display the system renumbered by its place and size', () => {
    const renumbered = { ...RIGHT, id: 21 };
    const plan = planSessionRestore(saved([covering('r', RIGHT)]), layout([PRIMARY, renumbered]));
    expect(plan).toEqual([{ viewId: 'r', homeDisplayId: 21, displayId: 21, bounds: RIGHT.workArea, fillsHome: true }]);
  });
});

describe('matchSavedDisplays', () => {
  it('prefers the same id, and never gives one display to two saved ones', () => {
    const twin = { ...RIGHT, id: 22 };
    const matches = matchSavedDisplays(
      [
        { id: 20, bounds: RIGHT.bounds },
        { id: 21, bounds: RIGHT.bounds },
      ],
      layout([PRIMARY, RIGHT]),
    );
    expect([...matches].map(([id, d]) => [id, d.id])).toEqual([[20, 20]]);
    const ambiguous = matchSavedDisplays([{ id: 21, bounds: RIGHT.bounds }], layout([PRIMARY, RIGHT, twin]));
    expect(ambiguous.size).toBe(0);
  });
});
