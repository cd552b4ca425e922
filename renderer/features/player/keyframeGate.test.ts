/** After every (re)start of a stream — init, seek, speed change, reconnect, slow-client skip — the
 *  player hands the decoder nothing but a keyframe first, and paints nothing decoded without one:
 *  a delta decoded against a stale reference is the blocky, ghosted picture of a busy machine. */
import { type FakeDecoder, type FakeSocket, openFrames } from './testing/fakeMedia';
import { connectFakePlayer as connect, fakePlayer as setup } from './testing/fakePlayer';

const T = Date.UTC(2026, 10, 21, 8, 0, 0);

type Setup = ReturnType<typeof setup>;

/** What the decoder was given since its last reset (all of it for a fresh decoder). */
function sinceLastReset(decoder: FakeDecoder) {
  const last = decoder.received.lastIndexOf('reset');
  return decoder.received.slice(last + 1) as Array<{ pts: number; key: boolean }>;
}

/** Deltas first (the stream's tail or frames without their keyframe), then a GOP. */
function sendDeltasThenGop(socket: FakeSocket, from: number) {
  socket.serverFrame({ pts: from - 200 });
  socket.serverFrame({ pts: from - 100 });
  socket.serverFrame({ pts: from, key: true });
  socket.serverFrame({ pts: from + 100 });
}

beforeEach(() => jest.useFakeTimers({ now: T + 10 * 60_000 }));
afterEach(() => {
  jest.useRealTimers();
  openFrames.forEach((frame) => frame.close());
});

describe('the keyframe gate on every restart path', () => {
  it('init: a new stream starts at its keyframe', async () => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    sendDeltasThenGop(s.socket(), T);
    expect(sinceLastReset(s.decoder())).toEqual([
      { pts: T, key: true },
      { pts: T + 100, key: false },
    ]);
    expect(s.canvas.drawn.length).toBeGreaterThan(0);
  });

  it.each([
    ['seek', (s: Setup) => s.player.jump(60_000)],
    ['speed change', (s: Setup) => s.player.setSpeed(2)],
  ])('%s: the decoder is reset and given a keyframe first', async (_name, restart) => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    s.socket().serverFrame({ pts: T + 100 });
    const drawnBefore = s.canvas.drawn.length;
    restart(s);
    expect(s.decoder().received.at(-1)).toBe('reset');
    // In flight from the old position, before the server's marker.
    s.socket().serverFrame({ pts: T + 200 });
    const target = (s.socket().commands.findLast((c) => c.cmd === 'seek')?.time as number) ?? T;
    s.socket().serverJson({ seeked: target });
    s.socket().serverFrame({ pts: target + 300 }); // a delta of the new position without its key
    expect(s.canvas.drawn.length).toBe(drawnBefore);
    s.socket().serverFrame({ pts: target, key: true });
    s.socket().serverFrame({ pts: target + 100 });
    expect(sinceLastReset(s.decoder())[0]).toEqual({ pts: target, key: true });
  });

  it('reconnect: the new socket and decoder start at a keyframe', async () => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    const first = s.decoder();
    s.socket().serverClose(1006);
    await jest.advanceTimersByTimeAsync(5_000);
    await connect(s);
    expect(s.decoder()).not.toBe(first);
    const drawnBefore = s.canvas.drawn.length;
    s.socket().serverFrame({ pts: T + 100 });
    expect(s.canvas.drawn.length).toBe(drawnBefore);
    sendDeltasThenGop(s.socket(), T + 2_000);
    expect(sinceLastReset(s.decoder())[0]).toEqual({ pts: T + 2_000, key: true });
  });

  it('slow-client skip: deltas are dropped until the next keyframe, which follows a decoder reset', async () => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    // Two GOPs of 1 s set the key interval; the picture stays at T while frames pile up.
    for (let pts = T; pts < T + 4_000; pts += 100) s.socket().serverFrame({ pts, key: (pts - T) % 1_000 === 0 });
    // The skip resumed at T + 3 000, which the decoder has not shown yet: the backlog counts from
    // there, and two intervals later it skips again.
    const resetsBefore = s.decoder().resets;
    s.socket().serverFrame({ pts: T + 4_050 });
    s.socket().serverFrame({ pts: T + 5_000, key: true });
    expect(s.decoder().resets).toBe(resetsBefore);
    s.socket().serverFrame({ pts: T + 5_050 });
    s.socket().serverFrame({ pts: T + 6_000, key: true });
    expect(s.decoder().resets).toBeGreaterThan(resetsBefore);
    expect(sinceLastReset(s.decoder())[0]).toEqual({ pts: T + 6_000, key: true });
  });
});
