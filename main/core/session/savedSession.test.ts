import {
  MAX_SAVED_SESSIONS,
  SESSION_STORE_VERSION,
  type SavedSession,
  parseSaveEnabled,
  parseStoredSessions,
  storedSessions,
  withSavedSession,
} from './savedSession';

const owner = { server: 'http://localhost:8080', realmId: 'r1', userId: 'u1' };
const window = {
  viewId: 'lobby',
  homeDisplayId: 20,
  displayId: 20,
  bounds: { x: 1920, y: 0, width: 2560, height: 1400 },
  fillsHome: true,
};
const session: SavedSession = {
  owner,
  savedAt: 1_700_000_000_000,
  displays: [{ id: 20, bounds: { x: 1920, y: 0, width: 2560, height: 1440 } }],
  windows: [window],
};

describe('parseStoredSessions', () => {
  it('reads back what was stored', () => {
    const stored = JSON.parse(JSON.stringify(storedSessions([session]))) as unknown;
    expect(parseStoredSessions(stored)).toEqual({ sessions: [session], warnings: [] });
    expect(storedSessions([])).toEqual({ version: SESSION_STORE_VERSION, sessions: [] });
  });

  it('takes an empty store as no sessions, quietly', () => {
    expect(parseStoredSessions(undefined)).toEqual({ sessions: [], warnings: [] });
  });

  it.each([
    ['null', null, 'not an object'],
    ['a string', 'sessions', 'not an object'],
    ['a list', [session], 'not an object'],
    ['an old version', { version: 0, windows: [] }, 'version 0, not 1'],
    ['a newer version', { version: 2, sessions: [session] }, 'version 2, not 1'],
    ['no version', { sessions: [session] }, 'version none, not 1'],
    ['no list of sessions', { version: 1, sessions: {} }, 'no list of sessions'],
  ])('ignores %s with a warning', (_name, value, warning) => {
    const parsed = parseStoredSessions(value);
    expect(parsed.sessions).toEqual([]);
    expect(parsed.warnings).toHaveLength(1);
    expect(parsed.warnings[0]).toContain(warning);
  });

  it('drops damaged sessions and windows, keeping the rest', () => {
    const parsed = parseStoredSessions({
      version: 1,
      sessions: [
        { ...session, owner: { ...owner, userId: '' } },
        { ...session, owner: { ...owner, userId: 'u2' }, savedAt: 'yesterday' },
        {
          ...session,
          owner: { ...owner, userId: 'u3' },
          displays: [...session.displays, { id: 'x', bounds: session.displays[0]!.bounds }],
          windows: [
            window,
            { ...window, viewId: '../admin' },
            { ...window, viewId: 'other', bounds: { x: 0, y: 0, width: 0, height: 10 } },
            { ...window, viewId: 'other', fillsHome: 'yes' },
            { ...window, viewId: 'twin', displayId: 1.5 },
            // Same view twice, or two windows at home on one display: the first wins.
            window,
            { ...window, viewId: 'second on 20' },
            null,
          ],
        },
      ],
    });
    expect(parsed.sessions).toEqual([
      { ...session, owner: { ...owner, userId: 'u3' }, displays: session.displays, windows: [window] },
    ]);
    expect(parsed.warnings).toEqual([
      'saved session 0 is unreadable and was dropped',
      'saved session 1 is unreadable and was dropped',
      'saved session 2: 8 unreadable entries dropped',
    ]);
  });

  it('keeps one session per owner, most recent first, at most MAX_SAVED_SESSIONS', () => {
    const many = Array.from({ length: MAX_SAVED_SESSIONS + 5 }, (_, i) => ({
      ...session,
      owner: { ...owner, userId: `u${i}` },
      savedAt: i,
    }));
    const parsed = parseStoredSessions({ version: 1, sessions: [...many, { ...session, savedAt: -1 }] });
    expect(parsed.sessions).toHaveLength(MAX_SAVED_SESSIONS);
    expect(parsed.sessions[0]!.owner.userId).toBe(`u${MAX_SAVED_SESSIONS + 4}`);
    expect(parsed.sessions.filter((s) => s.owner.userId === 'u1')).toHaveLength(0);
  });
});

describe('withSavedSession', () => {
  it('puts the owner’s new session first in place of the old one', () => {
    const other = { ...session, owner: { ...owner, userId: 'u2' } };
    const newer = { ...session, savedAt: session.savedAt + 1 };
    expect(withSavedSession([other, session], newer)).toEqual([newer, other]);
  });

  it('keeps no session without windows', () => {
    expect(withSavedSession([session], { ...session, windows: [] })).toEqual([]);
  });

  it('tells users of different servers apart', () => {
    const elsewhere = { ...session, owner: { ...owner, server: 'https://vantage.example.com' } };
    expect(withSavedSession([session], elsewhere)).toEqual([elsewhere, session]);
  });
});

describe('parseSaveEnabled', () => {
  it("is on by default and follows a stored boolean (spec 1 §2.7 'Save current session')", () => {
    expect(parseSaveEnabled(undefined)).toEqual({ enabled: true });
    expect(parseSaveEnabled(false)).toEqual({ enabled: false });
    expect(parseSaveEnabled(true)).toEqual({ enabled: true });
  });

  it('takes anything else as on, with a warning', () => {
    expect(parseSaveEnabled('no')).toEqual({ enabled: true, warning: expect.stringContaining('string') });
  });
});
