import { parseSavedWindowBounds, validateWindowBounds } from './validateWindowBounds';
import { MAIN_WINDOW_LIMITS } from './windowLimits';
import { LEFT, PRIMARY, RIGHT, display, layout } from './testing/testLayouts';

const three = layout([PRIMARY, RIGHT, LEFT]);

function inside(rect: { x: number; y: number; width: number; height: number }, area: typeof rect): boolean {
  return (
    rect.x >= area.x &&
    rect.y >= area.y &&
    rect.x + rect.width <= area.x + area.width &&
    rect.y + rect.height <= area.y + area.height
  );
}

describe('validateWindowBounds', () => {
  it('opens a window with no saved bounds at its initial size, centred on the primary work area', () => {
    const placed = validateWindowBounds(undefined, three, MAIN_WINDOW_LIMITS);
    expect(placed).toEqual({ rect: { x: 160, y: 70, width: 1600, height: 900 }, displayId: 10, maximized: false });
  });

  it('keeps bounds that fit on a display that still exists', () => {
    const rect = { x: 2100, y: 50, width: 1400, height: 1000 };
    expect(validateWindowBounds({ rect, displayId: 20, maximized: true }, three, MAIN_WINDOW_LIMITS)).toEqual({
      rect,
      displayId: 20,
      maximized: true,
    });
  });

  it('moves a window that hangs off its display back inside the work area', () => {
    const placed = validateWindowBounds(
      { rect: { x: 1500, y: 700, width: 1000, height: 700 }, displayId: 10 },
      three,
      MAIN_WINDOW_LIMITS,
    );
    expect(placed.rect).toEqual({ x: 920, y: 340, width: 1000, height: 700 });
    expect(inside(placed.rect, PRIMARY.workArea)).toBe(true);
  });

  it('never makes a window larger than the work area', () => {
    const placed = validateWindowBounds(
      { rect: { x: -100, y: -100, width: 5000, height: 3000 }, displayId: 10 },
      three,
      MAIN_WINDOW_LIMITS,
    );
    expect(placed.rect).toEqual(PRIMARY.workArea);
  });

  it('grows a window to the minimum size, unless the work area is smaller still', () => {
    const placed = validateWindowBounds(
      { rect: { x: 10, y: 10, width: 200, height: 100 }, displayId: 10 },
      three,
      MAIN_WINDOW_LIMITS,
    );
    expect(placed.rect).toEqual({ x: 10, y: 10, width: 800, height: 600 });

    const tiny = layout([display(1, { x: 0, y: 0, width: 640, height: 480 })], 1);
    const squeezed = validateWindowBounds({ rect: { x: 0, y: 0, width: 200, height: 100 } }, tiny, MAIN_WINDOW_LIMITS);
    expect(squeezed.rect).toEqual({ x: 0, y: 0, width: 640, height: 440 });
  });

  it('lands a window whose display is gone on the primary work area, centred, same size', () => {
    const placed = validateWindowBounds(
      { rect: { x: 2200, y: 100, width: 1200, height: 800 }, displayId: 20, maximized: true },
      layout([PRIMARY, LEFT]),
      MAIN_WINDOW_LIMITS,
    );
    expect(placed).toEqual({ rect: { x: 360, y: 120, width: 1200, height: 800 }, displayId: 10, maximized: true });
  });

  it('lands a too-large window from a gone display fitted to the primary work area', () => {
    const placed = validateWindowBounds(
      { rect: { x: 1920, y: 0, width: 2560, height: 1400 }, displayId: 20 },
      layout([PRIMARY]),
      MAIN_WINDOW_LIMITS,
    );
    expect(placed.rect).toEqual(PRIMARY.workArea);
  });

  it('without a display id, uses the display the bounds overlap most, or the primary when none', () => {
    const onLeft = validateWindowBounds(
      { rect: { x: -1000, y: 100, width: 900, height: 700 } },
      three,
      MAIN_WINDOW_LIMITS,
    );
    expect(onLeft).toMatchObject({ displayId: 30, rect: { x: -1000, y: 100, width: 900, height: 700 } });

    const nowhere = validateWindowBounds(
      { rect: { x: 9000, y: 9000, width: 900, height: 700 } },
      three,
      MAIN_WINDOW_LIMITS,
    );
    expect(nowhere).toMatchObject({ displayId: 10, rect: { x: 510, y: 170, width: 900, height: 700 } });
  });

  it('centres bounds saved for a display that now sits elsewhere', () => {
    const moved = layout([
      PRIMARY,
      { ...RIGHT, bounds: { ...RIGHT.bounds, y: 2000 }, workArea: { ...RIGHT.workArea, y: 2000 } },
    ]);
    const placed = validateWindowBounds(
      { rect: { x: 2000, y: 0, width: 1000, height: 800 }, displayId: 20 },
      moved,
      MAIN_WINDOW_LIMITS,
    );
    expect(placed).toMatchObject({ displayId: 20, rect: { x: 2700, y: 2300, width: 1000, height: 800 } });
  });
});

describe('parseSavedWindowBounds', () => {
  it('reads what was stored and drops what does not fit', () => {
    expect(
      parseSavedWindowBounds({ rect: { x: 1, y: 2, width: 3, height: 4 }, displayId: 7, maximized: true }),
    ).toEqual({
      rect: { x: 1, y: 2, width: 3, height: 4 },
      displayId: 7,
      maximized: true,
    });
    expect(parseSavedWindowBounds({ rect: { x: 1, y: 2, width: 3, height: 4 }, displayId: '7', extra: 1 })).toEqual({
      rect: { x: 1, y: 2, width: 3, height: 4 },
    });
  });

  it.each([
    undefined,
    null,
    'x',
    {},
    { rect: { x: 0, y: 0, width: 0, height: 10 } },
    { rect: { x: NaN, y: 0, width: 10, height: 10 } },
  ])('refuses %p', (value) => {
    expect(parseSavedWindowBounds(value)).toBeUndefined();
  });
});
