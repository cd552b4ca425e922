import type { CastView } from '../../../shared/ipc';
import type { View } from '../../../shared/views';
import { castStateOf, castWindowProps, withCastState } from './castState';

const RECT = { x: 1920, y: 0, width: 1920, height: 1080 };
const LOBBY_CAST: CastView = { viewId: 'lobby', displayId: 2, homeDisplayId: 2, rect: RECT };
const CASTS: CastView[] = [
  LOBBY_CAST,
  { viewId: 'gate', displayId: 1, homeDisplayId: 3, rect: { x: 100, y: 80, width: 1280, height: 720 } },
];

function view(id: string, extra: Partial<View> = {}): View {
  return { id, name: id, hasLayout: true, layout: { type: 'cell', id: 'c1', size: 1 }, widgets: [], ...extra };
}

describe('castStateOf (spec 1 §3 View inWindow, displayId, rect)', () => {
  it('is in a window on the display main reports, with its bounds', () => {
    expect(castStateOf('gate', CASTS)).toEqual({
      inWindow: true,
      displayId: 1,
      rect: { x: 100, y: 80, width: 1280, height: 720 },
    });
  });

  it('is not in a window when main does not list it', () => {
    expect(castStateOf('start', CASTS)).toEqual({ inWindow: false, displayId: null, rect: null });
    expect(castStateOf('lobby', [])).toEqual({ inWindow: false, displayId: null, rect: null });
  });
});

describe('withCastState', () => {
  it('fills inWindow, displayId and rect from main', () => {
    const lobby = withCastState(view('lobby'), CASTS);
    expect([lobby.inWindow, lobby.displayId, lobby.rect]).toEqual([true, 2, RECT]);
  });

  it('clears what a saved view still says about a window it is no longer in', () => {
    const saved = view('lobby', { inWindow: true, displayId: 2, rect: RECT });
    const now = withCastState(saved, []);
    expect([now.inWindow, now.displayId, now.rect]).toEqual([false, null, null]);
    expect(withCastState(view('lobby', { inWindow: true }), []).inWindow).toBe(false);
  });

  it('hands back the same object when nothing differs, and a new one when the window moved', () => {
    const lobby = withCastState(view('lobby'), CASTS);
    expect(withCastState(lobby, CASTS)).toBe(lobby);
    const plain = view('start');
    expect(withCastState(plain, CASTS)).toBe(plain);
    const moved = withCastState(lobby, [{ ...LOBBY_CAST, rect: { ...RECT, x: 0 } }]);
    expect(moved).not.toBe(lobby);
    expect(moved.rect).toEqual({ ...RECT, x: 0 });
  });
});

describe('castWindowProps (the current-view update windowProps)', () => {
  it('lists the separate windows in opening order with display, home display and bounds', () => {
    expect(castWindowProps(CASTS)).toEqual({
      separateWindows: [
        { viewId: 'lobby', displayId: 2, homeDisplayId: 2, rect: RECT },
        { viewId: 'gate', displayId: 1, homeDisplayId: 3, rect: { x: 100, y: 80, width: 1280, height: 720 } },
      ],
    });
    expect(castWindowProps([])).toEqual({ separateWindows: [] });
  });
});
