import { LEFT, PRIMARY, RIGHT, layout } from '../testing/testLayouts';
import {
  type CastContext,
  type CastState,
  type CastWindow,
  DisplayNotFoundError,
  EMPTY_CAST_STATE,
  castViews,
} from './castModel';
import { type CastAction, castBounds, castReducer, coversArea } from './castReducer';

const three = layout([PRIMARY, RIGHT, LEFT]);
const context: CastContext = { layout: three, mainDisplayId: PRIMARY.id };
/** The initial view-window size centred on the primary work area (1920x1040). */
const WINDOWED_ON_PRIMARY = { x: 320, y: 160, width: 1280, height: 720 };

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** Runs actions from the empty state (each on a frozen state, so the reducer must not mutate). */
function run(actions: CastAction[], ctx: CastContext = context) {
  let state: CastState = EMPTY_CAST_STATE;
  let effects: ReturnType<typeof castReducer>['effects'] = [];
  for (const action of actions) {
    ({ state, effects } = castReducer(deepFreeze(state), action, ctx));
  }
  return { state, effects };
}

const castA = (displayId: number): CastAction => ({ type: 'cast', viewId: 'a', displayId });
const castB = (displayId: number): CastAction => ({ type: 'cast', viewId: 'b', displayId });

function windowOf(state: CastState, viewId: string): CastWindow | undefined {
  return state.windows.find((w) => w.viewId === viewId);
}

describe('castReducer: cast a view to a display', () => {
  it('opens a window covering the work area of a display without one', () => {
    const { state, effects } = run([castA(RIGHT.id)]);
    expect(effects).toEqual([{ type: 'open', key: 1, viewId: 'a', bounds: RIGHT.workArea }]);
    expect(state.windows).toEqual([
      { key: 1, viewId: 'a', homeDisplayId: 20, displayId: 20, bounds: RIGHT.workArea, fillsHome: true },
    ]);
    expect(state.nextKey).toBe(2);
    expect(castViews(state)).toEqual([{ viewId: 'a', displayId: 20, homeDisplayId: 20, rect: RIGHT.workArea }]);
  });

  it('opens a normal-sized window on the primary display where the main window is, so it stays reachable', () => {
    const { state, effects } = run([castA(PRIMARY.id)]);
    expect(effects).toEqual([{ type: 'open', key: 1, viewId: 'a', bounds: WINDOWED_ON_PRIMARY }]);
    expect(windowOf(state, 'a')).toMatchObject({ homeDisplayId: 10, displayId: 10, fillsHome: false });
  });

  it('covers the primary display when the main window is on another one', () => {
    const { effects } = run([castA(PRIMARY.id)], { layout: three, mainDisplayId: LEFT.id });
    expect(effects).toEqual([{ type: 'open', key: 1, viewId: 'a', bounds: PRIMARY.workArea }]);
    const { effects: onLeft } = run([castA(LEFT.id)], { layout: three, mainDisplayId: LEFT.id });
    expect(onLeft[0]).toMatchObject({ bounds: castBounds(LEFT, false) });
  });

  it('reuses the window already on the display: it shows the new view, the old one returns to the main window', () => {
    const { state, effects } = run([castA(RIGHT.id), castB(RIGHT.id)]);
    expect(effects).toEqual([
      { type: 'show', key: 1, viewId: 'b' },
      { type: 'focus', key: 1 },
      { type: 'returnToMain', viewId: 'a', focusMain: false },
    ]);
    expect(state.windows).toEqual([
      { key: 1, viewId: 'b', homeDisplayId: 20, displayId: 20, bounds: RIGHT.workArea, fillsHome: true },
    ]);
  });

  it('reuses the window on the primary display too', () => {
    const { state, effects } = run([castA(PRIMARY.id), castB(PRIMARY.id)]);
    expect(effects.map((e) => e.type)).toEqual(['show', 'focus', 'returnToMain']);
    expect(state.windows).toHaveLength(1);
    expect(windowOf(state, 'b')).toMatchObject({ key: 1, bounds: WINDOWED_ON_PRIMARY, fillsHome: false });
  });

  it('moves a view cast elsewhere into the window already on the target display, closing its old window', () => {
    const { state, effects } = run([castA(RIGHT.id), castB(LEFT.id), castA(LEFT.id)]);
    expect(effects).toEqual([
      { type: 'close', key: 1 },
      { type: 'show', key: 2, viewId: 'a' },
      { type: 'focus', key: 2 },
      { type: 'returnToMain', viewId: 'b', focusMain: false },
    ]);
    expect(castViews(state)).toEqual([{ viewId: 'a', displayId: 30, homeDisplayId: 30, rect: LEFT.workArea }]);
  });

  it('moves the window of a view cast elsewhere to a display without one', () => {
    const { state, effects } = run([castA(RIGHT.id), castA(LEFT.id)]);
    expect(effects).toEqual([
      { type: 'setBounds', key: 1, bounds: LEFT.workArea },
      { type: 'focus', key: 1 },
    ]);
    expect(state.windows).toEqual([
      { key: 1, viewId: 'a', homeDisplayId: 30, displayId: 30, bounds: LEFT.workArea, fillsHome: true },
    ]);

    const toPrimary = castReducer(state, castA(PRIMARY.id), context);
    expect(toPrimary.effects[0]).toEqual({ type: 'setBounds', key: 1, bounds: WINDOWED_ON_PRIMARY });
    expect(toPrimary.state.windows[0]).toMatchObject({ homeDisplayId: 10, displayId: 10, fillsHome: false });
  });

  it('only focuses a view cast where it already is', () => {
    const { state, effects } = run([castA(RIGHT.id), castA(RIGHT.id)]);
    expect(effects).toEqual([{ type: 'focus', key: 1 }]);
    expect(state.windows).toHaveLength(1);
  });

  it('brings a window the user dragged away back home when its view is cast there again', () => {
    const dragged = { x: 100, y: 100, width: 900, height: 500 };
    const { state, effects } = run([
      castA(RIGHT.id),
      castB(PRIMARY.id),
      // Dragged onto the primary display, which is b's home: a keeps its home.
      { type: 'windowsMoved', bounds: new Map([[1, dragged]]) },
      castA(RIGHT.id),
    ]);
    expect(effects).toEqual([
      { type: 'setBounds', key: 1, bounds: RIGHT.workArea },
      { type: 'focus', key: 1 },
    ]);
    expect(windowOf(state, 'a')).toMatchObject({ displayId: 20, bounds: RIGHT.workArea });
  });

  it('refuses a display that is not connected and changes nothing', () => {
    const before = run([castA(RIGHT.id)]).state;
    expect(() => castReducer(before, castB(99), context)).toThrow(DisplayNotFoundError);
    expect(() => castReducer(before, castB(99), context)).toThrow('Display 99 is not connected');
    expect(before.windows).toHaveLength(1);
  });

  it('never puts a view in two windows nor two cast windows on one display', () => {
    const actions: CastAction[] = [];
    for (const viewId of ['a', 'b', 'c', 'd']) {
      for (const display of [PRIMARY, RIGHT, LEFT]) actions.push({ type: 'cast', viewId, displayId: display.id });
    }
    let state: CastState = EMPTY_CAST_STATE;
    for (const action of actions) {
      state = castReducer(state, action, context).state;
      const views = state.windows.map((w) => w.viewId);
      const homes = state.windows.map((w) => w.homeDisplayId);
      expect(new Set(views).size).toBe(views.length);
      expect(new Set(homes).size).toBe(homes.length);
    }
    expect(castViews(state).map((v) => [v.viewId, v.homeDisplayId])).toEqual([['d', 30]]);
  });
});

describe('castReducer: back to the main window', () => {
  it('closes the window and asks the main window to show the view and come forward', () => {
    const { state, effects } = run([castA(RIGHT.id), castB(LEFT.id), { type: 'return', viewId: 'a' }]);
    expect(effects).toEqual([
      { type: 'close', key: 1 },
      { type: 'returnToMain', viewId: 'a', focusMain: true },
    ]);
    expect(castViews(state).map((v) => v.viewId)).toEqual(['b']);
  });

  it('does nothing for a view that is not cast', () => {
    const { state } = run([castA(RIGHT.id)]);
    expect(castReducer(state, { type: 'return', viewId: 'zzz' }, context)).toEqual({ state, effects: [] });
  });

  it('returns the view of a window the user closed, without stealing focus', () => {
    const { state, effects } = run([castA(RIGHT.id), { type: 'windowClosed', key: 1 }]);
    expect(effects).toEqual([{ type: 'returnToMain', viewId: 'a', focusMain: false }]);
    expect(state.windows).toEqual([]);
    expect(castReducer(state, { type: 'windowClosed', key: 1 }, context).effects).toEqual([]);
  });

  it('closes every window on logout or quit without returning their views', () => {
    const { state, effects } = run([castA(RIGHT.id), castB(LEFT.id), { type: 'closeAll' }]);
    expect(effects).toEqual([
      { type: 'close', key: 1 },
      { type: 'close', key: 2 },
    ]);
    expect(state).toEqual({ windows: [], nextKey: 3 });
  });

  it('never reuses a key', () => {
    const { state, effects } = run([castA(RIGHT.id), { type: 'return', viewId: 'a' }, castA(RIGHT.id)]);
    expect(effects).toEqual([{ type: 'open', key: 2, viewId: 'a', bounds: RIGHT.workArea }]);
    expect(state.nextKey).toBe(3);
  });
});

describe('castReducer: displays come and go', () => {
  const castOnRight = run([castA(RIGHT.id), castB(PRIMARY.id)]).state;
  const noBoundsReported = new Map();

  it('moves a window whose display is removed to the primary display, never off-screen, and says so', () => {
    const withoutRight = { layout: layout([PRIMARY, LEFT]), mainDisplayId: PRIMARY.id };
    const { state, effects } = castReducer(
      castOnRight,
      { type: 'displaysChanged', bounds: noBoundsReported },
      withoutRight,
    );
    // A window that covered its display comes back at the normal size, not as a second full screen.
    expect(effects).toEqual([{ type: 'setBounds', key: 1, bounds: WINDOWED_ON_PRIMARY }]);
    expect(castViews(state)).toEqual([
      { viewId: 'a', displayId: 10, homeDisplayId: 20, rect: WINDOWED_ON_PRIMARY },
      { viewId: 'b', displayId: 10, homeDisplayId: 10, rect: WINDOWED_ON_PRIMARY },
    ]);
  });

  it('leaves a window the system already moved onto a remaining display there, clamped, and reports that display', () => {
    const onLeftEdge = { x: -1000, y: 500, width: 1280, height: 720 };
    const { state, effects } = castReducer(
      castOnRight,
      { type: 'displaysChanged', bounds: new Map([[1, onLeftEdge]]) },
      { layout: layout([PRIMARY, LEFT]), mainDisplayId: PRIMARY.id },
    );
    expect(effects).toEqual([{ type: 'setBounds', key: 1, bounds: { x: -1280, y: 264, width: 1280, height: 720 } }]);
    expect(windowOf(state, 'a')).toMatchObject({ displayId: 30, homeDisplayId: 20 });
  });

  it('sends the window home, covering its display again, when the display is re-added', () => {
    const removed = castReducer(
      castOnRight,
      { type: 'displaysChanged', bounds: noBoundsReported },
      { layout: layout([PRIMARY, LEFT]), mainDisplayId: PRIMARY.id },
    ).state;
    const { state, effects } = castReducer(
      removed,
      { type: 'displaysChanged', bounds: new Map([[1, WINDOWED_ON_PRIMARY]]) },
      context,
    );
    expect(effects).toEqual([{ type: 'setBounds', key: 1, bounds: RIGHT.workArea }]);
    expect(windowOf(state, 'a')).toMatchObject({ displayId: 20, homeDisplayId: 20, bounds: RIGHT.workArea });
  });

  it('still reuses the window homed on a display after it came back', () => {
    const removed = castReducer(
      castOnRight,
      { type: 'displaysChanged', bounds: noBoundsReported },
      { layout: layout([PRIMARY]), mainDisplayId: PRIMARY.id },
    ).state;
    const back = castReducer(removed, { type: 'displaysChanged', bounds: noBoundsReported }, context).state;
    const { effects } = castReducer(back, { type: 'cast', viewId: 'c', displayId: RIGHT.id }, context);
    expect(effects.map((e) => e.type)).toEqual(['show', 'focus', 'returnToMain']);
  });

  it('refits windows when a display shrinks', () => {
    const smaller = {
      ...RIGHT,
      bounds: { ...RIGHT.bounds, width: 1920, height: 1080 },
      workArea: { ...RIGHT.workArea, width: 1920, height: 1040 },
    };
    const { effects } = castReducer(
      castOnRight,
      { type: 'displaysChanged', bounds: noBoundsReported },
      { layout: layout([PRIMARY, smaller]), mainDisplayId: PRIMARY.id },
    );
    expect(effects).toEqual([{ type: 'setBounds', key: 1, bounds: smaller.workArea }]);
  });
});

describe('castReducer: the user moves windows', () => {
  it('re-casts a window dragged onto a display no other cast window calls home', () => {
    const dragged = { x: -1200, y: 100, width: 800, height: 600 };
    const { state, effects } = run([castA(RIGHT.id), { type: 'windowsMoved', bounds: new Map([[1, dragged]]) }]);
    expect(effects).toEqual([]);
    expect(state.windows[0]).toEqual({
      key: 1,
      viewId: 'a',
      homeDisplayId: 30,
      displayId: 30,
      bounds: dragged,
      fillsHome: false,
    });
  });

  it('keeps a window covering its display filling it, give or take a maximised frame', () => {
    const maximised = { x: 1912, y: -8, width: 2576, height: 1416 };
    const { state } = run([castA(RIGHT.id), { type: 'windowsMoved', bounds: new Map([[1, maximised]]) }]);
    expect(state.windows[0]).toMatchObject({ homeDisplayId: 20, fillsHome: true, bounds: maximised });
    expect(coversArea(maximised, RIGHT.workArea)).toBe(true);
    expect(coversArea({ ...maximised, width: 2000 }, RIGHT.workArea)).toBe(false);
  });

  it('keeps the home of a window dragged onto another cast window’s display, but reports where it is', () => {
    const dragged = { x: 100, y: 100, width: 800, height: 600 };
    const { state } = run([
      castA(RIGHT.id),
      castB(PRIMARY.id),
      { type: 'windowsMoved', bounds: new Map([[1, dragged]]) },
    ]);
    expect(windowOf(state, 'a')).toMatchObject({ homeDisplayId: 20, displayId: 10, bounds: dragged, fillsHome: true });
  });

  it('keeps the home of a window waiting for its display, wherever it is moved', () => {
    const removed = castReducer(
      run([castA(RIGHT.id)]).state,
      { type: 'displaysChanged', bounds: new Map() },
      { layout: layout([PRIMARY, LEFT]), mainDisplayId: PRIMARY.id },
    ).state;
    const dragged = { x: -1000, y: 100, width: 800, height: 600 };
    const { state } = castReducer(
      removed,
      { type: 'windowsMoved', bounds: new Map([[1, dragged]]) },
      { layout: layout([PRIMARY, LEFT]), mainDisplayId: PRIMARY.id },
    );
    expect(state.windows[0]).toMatchObject({ homeDisplayId: 20, displayId: 30, bounds: dragged });
  });
});

describe('castReducer: restore', () => {
  it('opens the saved windows, skipping views already cast and displays already holding one', () => {
    const { state, effects } = run([
      castA(RIGHT.id),
      {
        type: 'restore',
        windows: [
          { viewId: 'a', homeDisplayId: 30, displayId: 30, bounds: LEFT.workArea, fillsHome: true },
          { viewId: 'b', homeDisplayId: 20, displayId: 20, bounds: RIGHT.workArea, fillsHome: true },
          { viewId: 'c', homeDisplayId: 30, displayId: 30, bounds: LEFT.workArea, fillsHome: true },
          { viewId: 'd', homeDisplayId: 40, displayId: 10, bounds: WINDOWED_ON_PRIMARY, fillsHome: true },
        ],
      },
    ]);
    expect(effects).toEqual([
      { type: 'open', key: 2, viewId: 'c', bounds: LEFT.workArea },
      { type: 'open', key: 3, viewId: 'd', bounds: WINDOWED_ON_PRIMARY },
    ]);
    expect(castViews(state).map((v) => [v.viewId, v.homeDisplayId, v.displayId])).toEqual([
      ['a', 20, 20],
      ['c', 30, 30],
      ['d', 40, 10],
    ]);
  });
});
