import {
  INITIAL_PLAYER_STATE,
  PLAYER_TRANSITIONS,
  playerReducer,
  type PlayerAction,
  type PlayerActionType,
} from './playerReducer';
import type { PlayerState, PlayerStatus } from './playerTypes';

const EXAMPLES: Record<PlayerActionType, PlayerAction> = {
  open: { type: 'open', deviceId: 'cam-1', mode: 'archive', time: 1000, speed: 2, access: 'cloud' },
  seek: { type: 'seek', mode: 'archive', time: 5000, speed: -1 },
  connected: { type: 'connected', transport: 'cloud' },
  header: { type: 'header', size: { width: 640, height: 360 }, mime: 'video/mp4; codecs="avc1.42C01E"' },
  frame: { type: 'frame', time: 7000 },
  buffering: { type: 'buffering', buffering: true },
  keyframesOnly: { type: 'keyframesOnly', on: true },
  behindLive: { type: 'behindLive', on: true },
  pause: { type: 'pause' },
  playTimeout: { type: 'playTimeout' },
  stop: { type: 'stop', error: { code: 59001, text: 'End of archive' } },
  reconnecting: { type: 'reconnecting', notice: 'connectionClosed' },
  settings: { type: 'settings', stream: 'REVIEW' },
};

const STATUSES: PlayerStatus[] = ['STOP', 'INITIALIZING', 'PLAY', 'PAUSE'];

function stateIn(status: PlayerStatus): PlayerState {
  return { ...INITIAL_PLAYER_STATE, status, deviceId: 'cam-1', time: 500 };
}

describe('playerReducer (spec 2 §4 Player status)', () => {
  it("a play that timed out is not 'behind live' (issue 37)", () => {
    const behind = { ...stateIn('INITIALIZING'), behindLive: true };
    expect(playerReducer(behind, { type: 'playTimeout' })).toMatchObject({ status: 'PAUSE', behindLive: false });
  });

  // Every status × every action: the table's target, or no change at all.
  for (const status of STATUSES) {
    for (const type of Object.keys(EXAMPLES) as PlayerActionType[]) {
      const target = PLAYER_TRANSITIONS[status][type];
      it(`${status} + ${type} → ${target ?? 'unchanged'}`, () => {
        const before = stateIn(status);
        const after = playerReducer(before, EXAMPLES[type]);
        if (target) expect(after.status).toBe(target);
        else expect(after).toBe(before);
      });
    }
  }

  it('walks play → first frame → pause → play → stop with the spec notices', () => {
    let s = playerReducer(INITIAL_PLAYER_STATE, EXAMPLES.open);
    expect(s).toMatchObject({ status: 'INITIALIZING', notice: { kind: 'opening', access: 'cloud' }, speed: 2 });
    s = playerReducer(s, EXAMPLES.connected);
    expect(s.notice).toEqual({ kind: 'initializing' });
    s = playerReducer(s, EXAMPLES.frame);
    expect(s).toMatchObject({ status: 'PLAY', time: 7000, notice: null });
    s = playerReducer(s, EXAMPLES.buffering);
    expect(s).toMatchObject({ status: 'PLAY', buffering: true, notice: { kind: 'buffering' } });
    s = playerReducer(s, EXAMPLES.pause);
    expect(s).toMatchObject({ status: 'PAUSE', buffering: false, notice: { kind: 'pause' } });
    // A frame decoded after the pause does not move the held picture.
    expect(playerReducer(s, { type: 'frame', time: 9999 }).time).toBe(7000);
    s = playerReducer(s, EXAMPLES.stop);
    expect(s).toMatchObject({ status: 'STOP', error: { code: 59001, text: 'End of archive' }, deviceId: 'cam-1' });
  });

  it('live has no time until its first frame; archive starts at the time asked for', () => {
    const live = playerReducer(stateIn('PLAY'), { ...EXAMPLES.open, mode: 'live', time: null } as PlayerAction);
    expect(live.time).toBeNull();
    expect(playerReducer(stateIn('PLAY'), EXAMPLES.open).time).toBe(1000);
  });

  it('a play that times out pauses with its notice', () => {
    const s = playerReducer(stateIn('INITIALIZING'), EXAMPLES.playTimeout);
    expect(s).toMatchObject({ status: 'PAUSE', notice: { kind: 'playTimeout' } });
  });

  it('stop with forget empties the cell', () => {
    const s = playerReducer(stateIn('PLAY'), { type: 'stop', error: null, forget: true });
    expect(s).toMatchObject({ status: 'STOP', deviceId: null, time: null, error: null });
  });

  it('a reconnect shows its notice while initialising again', () => {
    const s = playerReducer(stateIn('PLAY'), { type: 'reconnecting', notice: 'initStream' });
    expect(s).toMatchObject({ status: 'INITIALIZING', notice: { kind: 'initStream' }, transport: null });
  });
});
