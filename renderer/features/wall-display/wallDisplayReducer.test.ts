/** The wall display page's states (issue 30), walked through their table. */
import { initialWallDisplayState, wallDisplayReducer, type WallShown } from './wallDisplayReducer';

const SHOWN: WallShown = {
  wallName: 'Control room',
  displayName: 'Display 2',
  content: { viewId: null, layout: 1, cameraIds: ['cam-1'] },
  cameraNames: { 'cam-1': 'Gate' },
  cellTickets: [{ cameraId: 'cam-1', ticket: 'ticket-1' }],
  receivedAt: 0,
};

describe('wallDisplayReducer', () => {
  it('starts pairing without a token, and shows the stored display with one', () => {
    expect(initialWallDisplayState(null).phase).toEqual({ kind: 'starting' });
    expect(initialWallDisplayState('tok').phase).toEqual({ kind: 'paired', displayToken: 'tok', shown: null });
  });

  it('goes from a code on screen to the display token, then to what the wall shows', () => {
    let state = initialWallDisplayState(null);
    state = wallDisplayReducer(state, { type: 'pairingStarted', code: '123456', pairingToken: 'p', expiresAt: 5 });
    expect(state.phase).toEqual({ kind: 'pairing', code: '123456', pairingToken: 'p', expiresAt: 5 });
    state = wallDisplayReducer(state, { type: 'claimed', displayToken: 'tok' });
    state = wallDisplayReducer(state, { type: 'shown', shown: SHOWN });
    expect(state.phase).toEqual({ kind: 'paired', displayToken: 'tok', shown: SHOWN });
  });

  it('starts a new code when the old one is lost, but never while paired', () => {
    const pairing = wallDisplayReducer(initialWallDisplayState(null), {
      type: 'pairingStarted',
      code: '1',
      pairingToken: 'p',
      expiresAt: 5,
    });
    expect(wallDisplayReducer(pairing, { type: 'pairingLost' }).phase).toEqual({ kind: 'starting' });
    const paired = initialWallDisplayState('tok');
    expect(wallDisplayReducer(paired, { type: 'pairingLost' })).toBe(paired);
    expect(wallDisplayReducer(paired, { type: 'pairingStarted', code: '2', pairingToken: 'q', expiresAt: 9 })).toBe(
      paired,
    );
  });

  it('returns to pairing when the token is revoked', () => {
    const shown = wallDisplayReducer(initialWallDisplayState('tok'), { type: 'shown', shown: SHOWN });
    expect(wallDisplayReducer(shown, { type: 'revoked' }).phase).toEqual({ kind: 'starting' });
  });

  it('keeps the picture while the platform is out of reach, and is online again with the next content', () => {
    const shown = wallDisplayReducer(initialWallDisplayState('tok'), { type: 'shown', shown: SHOWN });
    const lost = wallDisplayReducer(shown, { type: 'online', online: false });
    expect(lost).toEqual({ ...shown, online: false });
    expect(wallDisplayReducer(lost, { type: 'shown', shown: SHOWN }).online).toBe(true);
  });
});
