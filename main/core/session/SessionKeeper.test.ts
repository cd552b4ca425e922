import { CastController } from '../cast/CastController';
import { testCastHost } from '../testing/testCastHost';
import { LEFT, PRIMARY, RIGHT, layout } from '../testing/testLayouts';
import { SESSION_SAVE_DEBOUNCE_MS, SessionKeeper, type SessionStorage } from './SessionKeeper';
import { SESSION_STORE_VERSION, type StoredSessions } from './savedSession';

const ALICE = { realmId: 'r1', userId: 'alice' };
const BOB = { realmId: 'r1', userId: 'bob' };

/** A store kept as JSON text, as electron-store keeps it on disk. */
function memoryStorage(initial: { sessions?: unknown; saveCurrentSession?: unknown } = {}) {
  const disk: Record<string, string | undefined> = {
    sessions: initial.sessions === undefined ? undefined : JSON.stringify(initial.sessions),
    saveCurrentSession:
      initial.saveCurrentSession === undefined ? undefined : JSON.stringify(initial.saveCurrentSession),
  };
  let writes = 0;
  const read = (key: string): unknown => (disk[key] === undefined ? undefined : JSON.parse(disk[key]));
  const storage: SessionStorage = {
    readSessions: () => read('sessions'),
    writeSessions(value) {
      writes++;
      disk.sessions = JSON.stringify(value);
    },
    readSaveEnabled: () => read('saveCurrentSession'),
    writeSaveEnabled(enabled) {
      disk.saveCurrentSession = JSON.stringify(enabled);
    },
  };
  return {
    storage,
    disk,
    sessions: () => read('sessions') as StoredSessions | undefined,
    writes: () => writes,
  };
}

/** One run of the app: a cast controller over a test host, and the keeper reading the store at start. */
function start(storage: SessionStorage, displays = layout([PRIMARY, RIGHT, LEFT])) {
  const host = testCastHost(displays);
  const casts = new CastController(host.host);
  const warnings: string[] = [];
  let now = 1_000;
  const keeper = new SessionKeeper({
    storage,
    casts,
    readLayout: () => host.state.layout,
    serverOrigin: () => 'http://localhost:8080',
    warn: (message) => warnings.push(message),
    now: () => now++,
  });
  return { host, casts, keeper, warnings };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SessionKeeper', () => {
  it("has 'Save current session' on by default, and remembers it", () => {
    const store = memoryStorage();
    const first = start(store.storage);
    expect(first.keeper.saveEnabled()).toBe(true);
    first.keeper.setSaveEnabled(false);
    expect(start(store.storage).keeper.saveEnabled()).toBe(false);
  });

  it('saves the windows of the signed-in user once they settle, and restores them at the next start', () => {
    const store = memoryStorage();
    const first = start(store.storage);
    expect(first.keeper.restore(ALICE)).toEqual([]);
    first.casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    first.casts.cast({ viewId: 'gate', displayId: PRIMARY.id });
    expect(store.writes()).toBe(0);
    jest.advanceTimersByTime(SESSION_SAVE_DEBOUNCE_MS);
    expect(store.writes()).toBe(1);
    expect(store.sessions()).toMatchObject({
      version: SESSION_STORE_VERSION,
      sessions: [
        {
          owner: { server: 'http://localhost:8080', realmId: 'r1', userId: 'alice' },
          windows: [
            { viewId: 'lobby', homeDisplayId: 20, displayId: 20, bounds: RIGHT.workArea, fillsHome: true },
            { viewId: 'gate', homeDisplayId: 10, displayId: 10, fillsHome: false },
          ],
        },
      ],
    });
    first.keeper.shutdown();

    const second = start(store.storage);
    expect(second.casts.list()).toEqual([]);
    const restored = second.keeper.restore(ALICE);
    expect(restored.map((v) => [v.viewId, v.displayId])).toEqual([
      ['lobby', 20],
      ['gate', 10],
    ]);
    expect(second.host.calls.filter((c) => c[0] === 'open')).toEqual([
      ['open', 1, 'lobby'],
      ['open', 2, 'gate'],
    ]);
  });

  it('reopens nothing when saving is off', () => {
    const store = memoryStorage();
    const first = start(store.storage);
    first.keeper.restore(ALICE);
    first.casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    first.keeper.shutdown();

    const second = start(store.storage);
    second.keeper.setSaveEnabled(false);
    second.keeper.shutdown();

    const third = start(store.storage);
    expect(third.keeper.restore(ALICE)).toEqual([]);
    expect(third.host.calls).toEqual([]);
    // Turned off, the saved sessions are forgotten too, so turning it on again brings back nothing old.
    expect(store.sessions()).toEqual({ version: SESSION_STORE_VERSION, sessions: [] });
    third.casts.cast({ viewId: 'gate', displayId: LEFT.id });
    jest.runAllTimers();
    expect(store.sessions()!.sessions).toEqual([]);
  });

  it('saves the current windows at once when saving is turned on', () => {
    const store = memoryStorage({ saveCurrentSession: false });
    const run = start(store.storage);
    run.keeper.restore(ALICE);
    run.casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    jest.runAllTimers();
    expect(store.sessions()).toBeUndefined();
    run.keeper.setSaveEnabled(true);
    expect(store.sessions()!.sessions[0]!.windows.map((w) => w.viewId)).toEqual(['lobby']);
  });

  it('restores with fewer displays than saved: the windows land on the primary display', () => {
    const store = memoryStorage();
    const first = start(store.storage);
    first.keeper.restore(ALICE);
    first.casts.cast({ viewId: 'right', displayId: RIGHT.id });
    first.casts.cast({ viewId: 'left', displayId: LEFT.id });
    first.keeper.shutdown();

    const laptop = start(store.storage, layout([PRIMARY]));
    const restored = laptop.keeper.restore(ALICE);
    expect(restored.map((v) => [v.viewId, v.displayId, v.homeDisplayId])).toEqual([
      ['right', 10, 20],
      ['left', 10, 30],
    ]);
    for (const view of restored) {
      expect(view.rect.x).toBeGreaterThanOrEqual(0);
      expect(view.rect.x + view.rect.width).toBeLessThanOrEqual(1920);
      expect(view.rect.y + view.rect.height).toBeLessThanOrEqual(1040);
    }
    // The right display is plugged in again: its view goes home.
    laptop.host.state.layout = layout([PRIMARY, RIGHT]);
    laptop.casts.displaysChanged();
    expect(laptop.casts.list()[0]).toMatchObject({ viewId: 'right', displayId: 20, rect: RIGHT.workArea });
  });

  it('on logout saves the windows for next time, closes them, and saves nothing more', () => {
    const store = memoryStorage();
    const run = start(store.storage);
    run.keeper.restore(ALICE);
    run.casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    run.keeper.didLogout();
    expect(run.casts.list()).toEqual([]);
    expect(run.host.calls.filter((c) => c[0] === 'returnToMain')).toEqual([]);
    jest.runAllTimers();
    expect(store.sessions()!.sessions[0]!.windows.map((w) => w.viewId)).toEqual(['lobby']);
    expect(run.keeper.currentOwner()).toBeNull();

    // Signing in again in the same run brings them back.
    expect(run.keeper.restore(ALICE).map((v) => v.viewId)).toEqual(['lobby']);
  });

  it('keeps each user’s session apart, and ends one user’s session when another signs in', () => {
    const store = memoryStorage();
    const run = start(store.storage);
    run.keeper.restore(ALICE);
    run.casts.cast({ viewId: 'alice-view', displayId: RIGHT.id });
    expect(run.keeper.restore(BOB)).toEqual([]);
    run.casts.cast({ viewId: 'bob-view', displayId: LEFT.id });
    run.keeper.shutdown();

    const next = start(store.storage);
    expect(next.keeper.restore(BOB).map((v) => v.viewId)).toEqual(['bob-view']);
    expect(next.keeper.restore(ALICE).map((v) => v.viewId)).toEqual(['alice-view']);
  });

  it('restores once per sign-in: asking again changes nothing', () => {
    const store = memoryStorage();
    const first = start(store.storage);
    first.keeper.restore(ALICE);
    first.casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    first.keeper.shutdown();

    const second = start(store.storage);
    second.keeper.restore(ALICE);
    second.casts.returnToMain('lobby');
    expect(second.keeper.restore(ALICE)).toEqual([]);
  });

  it('does not overwrite the session while the app quits and its windows close', () => {
    const store = memoryStorage();
    const run = start(store.storage);
    run.keeper.restore(ALICE);
    run.casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    run.keeper.shutdown();
    run.casts.closeAll();
    run.keeper.shutdown();
    jest.runAllTimers();
    expect(store.sessions()!.sessions[0]!.windows).toHaveLength(1);
  });

  it('writes a pending save on flush, and nothing when none is pending', () => {
    const store = memoryStorage();
    const run = start(store.storage);
    run.keeper.restore(ALICE);
    run.keeper.flush();
    expect(store.writes()).toBe(0);
    run.casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    run.keeper.flush();
    expect(store.writes()).toBe(1);
  });

  it('saves nothing before it knows whose session it is', () => {
    const store = memoryStorage();
    const run = start(store.storage);
    run.casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    jest.runAllTimers();
    run.keeper.shutdown();
    expect(store.writes()).toBe(0);
  });

  it.each([
    ['an old store', { version: 0, windows: ['lobby'] }],
    ['a store of another shape', { version: 1, sessions: 'all of them' }],
    ['a damaged session', { version: 1, sessions: [{ owner: 'alice' }] }],
  ])('ignores %s with a warning and starts afresh', (_name, sessions) => {
    const store = memoryStorage({ sessions, saveCurrentSession: 'maybe' });
    const run = start(store.storage);
    expect(run.warnings).toHaveLength(2);
    expect(run.keeper.saveEnabled()).toBe(true);
    expect(run.keeper.restore(ALICE)).toEqual([]);
    run.casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    run.keeper.flush();
    expect(store.sessions()!.version).toBe(SESSION_STORE_VERSION);
  });

  it('never lets a failing store stop the app', () => {
    const failing: SessionStorage = {
      readSessions: () => {
        throw new Error('EACCES');
      },
      writeSessions: () => {
        throw new Error('ENOSPC');
      },
      readSaveEnabled: () => true,
      writeSaveEnabled: () => {
        throw new Error('EROFS');
      },
    };
    const run = start(failing);
    run.keeper.restore(ALICE);
    run.casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    expect(() => run.keeper.flush()).not.toThrow();
    expect(() => run.keeper.setSaveEnabled(false)).not.toThrow();
    expect(run.warnings).toEqual([
      'the session store could not be read: EACCES',
      'the session store could not be written: ENOSPC',
      'the session store could not be written: EROFS',
      'the session store could not be written: ENOSPC',
    ]);
  });
});
