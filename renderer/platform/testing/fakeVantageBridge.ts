/** Test double of the preload boundary: a `window.vantage` that keeps desktop state in memory and
 *  lets a test play main's part (change displays, move windows) through the same events. */
import type {
  CastRequest,
  CastView,
  CurrentWindow,
  Display,
  SessionOwner,
  Unsubscribe,
  VantageBridge,
} from '../../../shared/ipc';

export const TWO_DISPLAYS: Display[] = [
  { id: 1, name: 'Display 1', isPrimary: true, windowCount: 1, index: 0 },
  { id: 2, name: 'Display 2', isPrimary: false, windowCount: 0, index: 1 },
];

export interface FakeBridgeOptions {
  currentWindow?: CurrentWindow;
  displays?: Display[];
  cast?: CastView[];
  saveEnabled?: boolean;
}

class Listeners<T> {
  private readonly set = new Set<(payload: T) => void>();
  add(listener: (payload: T) => void): Unsubscribe {
    this.set.add(listener);
    return () => {
      this.set.delete(listener);
    };
  }
  emit(payload: T): void {
    for (const listener of [...this.set]) listener(payload);
  }
  get size(): number {
    return this.set.size;
  }
}

const RECT = { x: 0, y: 0, width: 1920, height: 1080 };

/** The fake bridge (every method a jest mock over the state) and the controls a test drives it with. */
export function createFakeVantageBridge(options: FakeBridgeOptions = {}) {
  const state = {
    currentWindow: options.currentWindow ?? ({ kind: 'main', viewId: null, displayId: 1 } as CurrentWindow),
    displays: options.displays ?? TWO_DISPLAYS,
    cast: options.cast ?? ([] as CastView[]),
    saveEnabled: options.saveEnabled ?? true,
    owner: null as SessionOwner | null,
  };
  const displayListeners = new Listeners<Display[]>();
  const castListeners = new Listeners<CastView[]>();
  const returnListeners = new Listeners<string>();

  const setCast = (next: CastView[]) => {
    state.cast = next;
    castListeners.emit(next.map((view) => ({ ...view })));
  };

  const bridge: VantageBridge = {
    app: {
      getVersion: jest.fn(async () => '1.4.0'),
      getServerUrl: jest.fn(async () => 'http://localhost:8080'),
      setServerUrl: jest.fn(async (_url: string) => undefined),
    },
    displays: {
      list: jest.fn(async () => state.displays.map((display) => ({ ...display }))),
      onDidChangeDisplays: jest.fn((listener: (displays: Display[]) => void) => displayListeners.add(listener)),
    },
    windows: {
      getCurrent: jest.fn(async () => ({ ...state.currentWindow })),
    },
    cast: {
      castView: jest.fn(async ({ viewId, displayId }: CastRequest) => {
        if (!state.displays.some((display) => display.id === displayId))
          throw new Error(`Display ${displayId} is not connected`);
        const view: CastView = { viewId, displayId, homeDisplayId: displayId, rect: { ...RECT } };
        const replaced = state.cast.find((cast) => cast.displayId === displayId && cast.viewId !== viewId);
        setCast([...state.cast.filter((cast) => cast.viewId !== viewId && cast !== replaced), view]);
        if (replaced) returnListeners.emit(replaced.viewId);
        return { ...view };
      }),
      returnViewToMainWindow: jest.fn(async (viewId: string) => {
        if (!state.cast.some((cast) => cast.viewId === viewId)) return;
        setCast(state.cast.filter((cast) => cast.viewId !== viewId));
        returnListeners.emit(viewId);
      }),
      list: jest.fn(async () => state.cast.map((view) => ({ ...view }))),
      onDidChange: jest.fn((listener: (views: CastView[]) => void) => castListeners.add(listener)),
      onDidReturnViewToMainWindow: jest.fn((listener: (viewId: string) => void) => returnListeners.add(listener)),
    },
    session: {
      getSaveEnabled: jest.fn(async () => state.saveEnabled),
      setSaveEnabled: jest.fn(async (enabled: boolean) => {
        state.saveEnabled = enabled;
      }),
      restore: jest.fn(async (owner: SessionOwner) => {
        state.owner = owner;
        return state.cast.map((view) => ({ ...view }));
      }),
      didLogout: jest.fn(async () => {
        state.owner = null;
        state.cast = [];
      }),
    },
  };

  return {
    bridge,
    state,
    /** Main reports a new display list (a monitor added, removed or changed). */
    changeDisplays(displays: Display[]) {
      state.displays = displays;
      displayListeners.emit(displays.map((display) => ({ ...display })));
    },
    /** Main reports the cast windows (one moved, resized, opened or closed elsewhere). */
    changeCast(views: CastView[]) {
      setCast(views);
    },
    /** Main tells the main window that a view left its separate window (e.g. the user closed it). */
    returnView(viewId: string) {
      setCast(state.cast.filter((cast) => cast.viewId !== viewId));
      returnListeners.emit(viewId);
    },
    listenerCounts: () => ({
      displays: displayListeners.size,
      cast: castListeners.size,
      returned: returnListeners.size,
    }),
  };
}

export type FakeVantageBridge = ReturnType<typeof createFakeVantageBridge>;
