/** The player's file transport (spec 2 §4, issue 31): archive the cloud cannot play restarts over
 *  the file transport (restartFile), and there the end of archive continues until 30 s after the
 *  last key time (the file rule). */
import { FILE_CONTINUE_MS } from './FileEndRule';
import { openFrames } from './testing/fakeMedia';
import { connectFakePlayer as connect, fakePlayer as setup } from './testing/fakePlayer';

const T = Date.UTC(2026, 10, 21, 8, 0, 0);

type Setup = ReturnType<typeof setup>;

const unavailable = (s: Setup) => {
  s.socket().serverJson({ code: 50003, error: 'Video unavailable' });
  s.socket().serverClose(1000);
};

beforeEach(() => jest.useFakeTimers({ now: T + 600_000 }));
afterEach(() => {
  jest.useRealTimers();
  openFrames.forEach((frame) => frame.close());
});

describe('createPlayer: the file transport', () => {
  it('restarts archive the cloud cannot play over the file transport, and stops when that cannot either', async () => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    unavailable(s);
    // No stop is shown: the archive is opened again from the avatar, at once.
    expect(s.player.getState().status).toBe('INITIALIZING');
    await jest.advanceTimersByTimeAsync(0);
    expect(s.player.getState()).toMatchObject({ status: 'INITIALIZING', notice: { kind: 'opening', access: 'file' } });
    await connect(s);
    expect(s.sockets).toHaveLength(2);
    expect(s.socket().commands[0]).toMatchObject({ cmd: 'init', objid: 'cam-1', startTime: T, file: true });
    unavailable(s);
    expect(s.player.getState()).toMatchObject({ status: 'STOP', error: { code: 50003, text: 'Video unavailable' } });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(s.sockets).toHaveLength(2);
  });

  /** Plays T.. over the file transport: a keyframe at T, pictures to T + 200 ms, then the end. */
  async function playToTheEnd(s: Setup) {
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    unavailable(s);
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    s.socket().serverFrame({ pts: T + 100 });
    s.socket().serverFrame({ pts: T + 200 });
    await jest.advanceTimersByTimeAsync(300);
    expect(s.player.getState().status).toBe('PLAY');
    s.socket().serverJson({ event: 'EOA' });
  }

  /** Answers every new connection with the end of archive for up to `ms` or until the player
   *  stops; the inits it was asked with. */
  async function endEveryAsk(s: Setup, ms: number) {
    const from = Date.now();
    const asked: Array<Record<string, unknown>> = [];
    while (s.player.getState().status !== 'STOP' && Date.now() - from < ms) {
      const sockets = s.sockets.length;
      await jest.advanceTimersByTimeAsync(100);
      if (s.sockets.length === sockets) continue;
      await connect(s);
      asked.push(s.socket().commands[0] as Record<string, unknown>);
      s.socket().serverJson({ event: 'EOA' });
    }
    return asked;
  }

  it('continues past the end of archive until 30 s after the last key time, asking again, then stops', async () => {
    const s = setup();
    await playToTheEnd(s);
    const endedAt = Date.now();
    expect(s.player.getState().status).not.toBe('STOP');
    const asked = await endEveryAsk(s, 60_000);
    expect(s.player.getState()).toMatchObject({ status: 'STOP', error: { code: 59001, text: 'End of archive' } });
    // Every 2 s over the file transport, from the picture on screen, up to the last key time + 30 s.
    expect(asked.length).toBeGreaterThanOrEqual(13);
    expect(asked.every((init) => init.file === true && init.startTime === T + 200)).toBe(true);
    expect(Date.now() - endedAt).toBeGreaterThanOrEqual(FILE_CONTINUE_MS - 200 - 100);
    expect(Date.now() - endedAt).toBeLessThanOrEqual(FILE_CONTINUE_MS + 2_000);
  });

  it('plays on when the asking again brings pictures, and counts again from them', async () => {
    const s = setup();
    await playToTheEnd(s);
    const endedAt = Date.now();
    await jest.advanceTimersByTimeAsync(2_000);
    await connect(s);
    s.socket().serverFrame({ pts: T + 200, key: true });
    s.socket().serverFrame({ pts: T + 1_000, key: true });
    await jest.advanceTimersByTimeAsync(900);
    expect(s.player.getState()).toMatchObject({ status: 'PLAY' });
    s.socket().serverJson({ event: 'EOA' });
    // Past 30 s from the first end of archive it still goes on: 30 s from the new keyframe.
    await endEveryAsk(s, FILE_CONTINUE_MS + 500 - (Date.now() - endedAt));
    expect(s.player.getState().status).not.toBe('STOP');
    await endEveryAsk(s, 10_000);
    expect(s.player.getState()).toMatchObject({ status: 'STOP', error: { code: 59001 } });
  });
});
