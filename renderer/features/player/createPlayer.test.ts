import { LIMITED_SPEED_OPTIONS } from '../../../shared/video/constants';
import { DEFAULT_IDLE_TIMEOUT_MIN } from '../../../shared/video/playerConstants';
import { H264_HEADER, openFrames } from './testing/fakeMedia';
import { FAKE_MEDIA_URL, connectFakePlayer, fakePlayer } from './testing/fakePlayer';
import { LocalTransportMemory } from './LocalTransportMemory';
import type { MediaUrlResult } from './playerDeps';

const URL = FAKE_MEDIA_URL;
const T = Date.UTC(2026, 10, 21, 8, 0, 0);

const setup = fakePlayer;
type Setup = ReturnType<typeof setup>;
const connect = connectFakePlayer;

const settle = (ms = 0) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  jest.useFakeTimers({ now: T + 60_000 });
});
afterEach(() => {
  jest.useRealTimers();
  openFrames.forEach((frame) => frame.close());
});

describe('createPlayer: the media socket', () => {
  it('plays live: media URL, init with its ticket, play, heartbeat, first frame on the canvas', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    expect(s.player.getState()).toMatchObject({
      status: 'INITIALIZING',
      deviceId: 'cam-1',
      notice: { kind: 'opening', access: 'cloud' },
    });
    await connect(s);
    expect(s.getMediaUrl).toHaveBeenCalledWith('cam-1', false);
    expect(s.socket()).toMatchObject({ url: URL, protocol: 'vantage-stream.1' });
    expect(s.socket().commands).toEqual([
      { cmd: 'init', objid: 'cam-1', streamid: 1, ticket: 't-url', metadata: true },
      { cmd: 'play', speed: 1 },
    ]);
    expect(s.decoder().configuredWith).toEqual(H264_HEADER);
    s.socket().serverFrame({ pts: T + 59_000, key: true });
    expect(s.canvas.drawn).toHaveLength(1);
    expect(s.canvas.element.width).toBe(640);
    expect(s.player.getState()).toMatchObject({ status: 'PLAY', time: T + 59_000, notice: null, size: { width: 640 } });
    const stats = s.player.stats();
    expect(stats).toMatchObject({ framesDecoded: 1, framesPainted: 1, framesDropped: 0 });
    expect(stats.firstFrameAt).not.toBeNull();
    expect(stats.requestedAt).not.toBeNull();
    await settle(5000);
    expect(s.socket().sent.slice(-1)).toEqual(['{}']);
    expect(openFrames.size).toBe(0);
  });

  it('archive: starts at the time, and frames before it are decoded but not shown', async () => {
    const s = setup();
    s.player.playArchive(T, 2, 'cam-1');
    await connect(s);
    expect(s.socket().commands).toEqual([
      { cmd: 'init', objid: 'cam-1', streamid: 1, ticket: 't-url', startTime: T, metadata: true },
      { cmd: 'play', speed: 2 },
    ]);
    s.socket().serverFrame({ pts: T - 200, key: true });
    s.socket().serverFrame({ pts: T - 100 });
    expect(s.decoder().decoded).toEqual([T - 200, T - 100]);
    expect(s.canvas.drawn).toHaveLength(0);
    expect(s.player.getState().status).toBe('INITIALIZING');
    s.socket().serverFrame({ pts: T });
    expect(s.canvas.drawn).toHaveLength(1);
    expect(s.player.getState()).toMatchObject({ status: 'PLAY', mode: 'archive', speed: 2, time: T });
  });

  it('logs invalid JSON from the server', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    s.socket().serverText('not json');
    expect(s.player.stats().log.some((e) => e.level === 'warn' && /invalid JSON/.test(e.message))).toBe(true);
    expect(s.player.getState().status).toBe('INITIALIZING');
  });

  it('a jump seeks on the open socket and ignores frames still on their way', async () => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    s.player.jump(30_000);
    expect(s.sockets).toHaveLength(1);
    expect(s.socket().commands.slice(-3)).toEqual([
      { cmd: 'pause' },
      { cmd: 'seek', time: T + 30_000 },
      { cmd: 'play', speed: 1 },
    ]);
    expect(s.player.getState()).toMatchObject({ status: 'INITIALIZING', time: T + 30_000 });
    s.socket().serverFrame({ pts: T + 100 }); // old stream
    s.socket().serverFrame({ pts: T + 200, key: true }); // old stream, still before the marker
    s.socket().serverJson({ seeked: T + 30_000 });
    s.socket().serverFrame({ pts: T + 28_000, key: true }); // the new start
    s.socket().serverFrame({ pts: T + 30_000 });
    expect(s.player.getState()).toMatchObject({ status: 'PLAY', time: T + 30_000 });
    expect(s.canvas.drawn).toHaveLength(2);
  });

  it('the keyframe goes first and alone live, where its picture is the first shown; not in archive (issue 37)', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    expect(s.decoder().keyframeFirst).toBe(true);
    s.player.jump(-30_000);
    expect(s.decoder().keyframeFirst).toBe(false);
    s.player.playLive();
    expect(s.decoder().keyframeFirst).toBe(true);
  });

  it('plays a user limited to some speeds at the nearest of them, whoever asks (spec 2 §6)', async () => {
    const s = setup({ speedOptions: () => LIMITED_SPEED_OPTIONS });
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    // Hold-to-scrub's 10 and a shuttle's -30: the platform would refuse them to this user.
    s.player.setSpeed(10);
    expect(s.socket().commands.slice(-1)).toEqual([{ cmd: 'play', speed: 5 }]);
    expect(s.player.getState().speed).toBe(5);
    s.player.setSpeed(-30);
    expect(s.socket().commands.slice(-1)).toEqual([{ cmd: 'play', speed: -5 }]);
  });

  it('reverse speed holds whole GOPs from the decoder', async () => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    s.player.setSpeed(-2);
    expect(s.socket().commands.slice(-1)).toEqual([{ cmd: 'play', speed: -2 }]);
    expect(s.decoder().holding).toBe(true);
  });

  it('pause holds the picture and play resumes from its time', async () => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    s.player.pause();
    expect(s.player.getState()).toMatchObject({ status: 'PAUSE', notice: { kind: 'pause' }, time: T });
    expect(s.socket().commands.slice(-1)).toEqual([{ cmd: 'pause' }]);
    s.socket().serverFrame({ pts: T + 100 });
    await settle(500);
    expect(s.canvas.drawn).toHaveLength(1);
    s.player.play();
    expect(s.socket().commands.slice(-2)).toEqual([
      { cmd: 'seek', time: T },
      { cmd: 'play', speed: 1 },
    ]);
  });

  it('snapshot is a JPEG of the picture, none before the first frame', async () => {
    const s = setup();
    expect(await s.player.snapshot()).toBeNull();
    s.player.playLive('cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    expect((await s.player.snapshot())?.type).toBe('image/jpeg');
  });
});

describe('createPlayer: stops and reconnects (spec 2 §4)', () => {
  it('connection closed: notice, 1 s, re-init from the current time with a new ticket', async () => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T + 500, key: true });
    s.socket().serverClose(1001);
    expect(s.player.getState()).toMatchObject({ status: 'INITIALIZING', notice: { kind: 'connectionClosed' } });
    await settle(999);
    expect(s.sockets).toHaveLength(1);
    await settle(1);
    await connect(s);
    expect(s.sockets).toHaveLength(2);
    expect(s.getMediaUrl).toHaveBeenCalledTimes(1);
    expect(s.mediaTicket).toHaveBeenCalledWith('cam-1', false);
    expect(s.socket().commands[0]).toEqual({
      cmd: 'init',
      objid: 'cam-1',
      streamid: 1,
      ticket: 't-1',
      startTime: T + 500,
      metadata: true,
    });
  });

  it('a paused player whose socket closes stays paused and reconnects on play', async () => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    s.player.pause();
    s.socket().serverClose(1001);
    await settle(10_000);
    expect(s.player.getState()).toMatchObject({ status: 'PAUSE', time: T });
    expect(s.sockets).toHaveLength(1);
    s.player.play();
    await connect(s);
    expect(s.socket().commands[0]).toMatchObject({ cmd: 'init', startTime: T });
  });

  it('a connection lost abnormally (1006) reconnects after 5 s', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    s.socket().serverClose(1006);
    await settle(4999);
    expect(s.sockets).toHaveLength(1);
    await settle(1);
    expect(s.sockets).toHaveLength(2);
  });

  it.each([
    [50001, 'Stream stopped unexpectedly', 2000],
    [50010, 'Not authorized', 5000],
    [50000, 'Something went wrong', 5000],
    [59000, 'Invalid request', null],
  ])('stop code %d shows [%d] %s and reconnects after %s ms', async (code, text, delay) => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    s.socket().serverJson({ code, error: text });
    s.socket().serverClose(1000);
    expect(s.player.getState()).toMatchObject({ status: 'STOP', error: { code, text } });
    await settle((delay ?? 10_000) - 1);
    expect(s.sockets).toHaveLength(1);
    await settle(1);
    expect(s.sockets).toHaveLength(delay === null ? 1 : 2);
  });

  it.each([
    ['EOA', 59001, 'End of archive'],
    ['EOS', 59002, 'End of stream'],
    ['EOC', 59003, 'End of chunk'],
  ])('end event %s stops with %d %s', async (event, code, text) => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    s.socket().serverJson({ event });
    expect(s.player.getState()).toMatchObject({ status: 'STOP', error: { code, text }, deviceId: 'cam-1' });
    expect(s.socket().readyState).toBe(3);
    await settle(10_000);
    expect(s.sockets).toHaveLength(1);
  });

  it('a play with no frame in 10 s is tried once more on a new connection, then rejected: the player pauses', async () => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    await settle(9999);
    expect(s.player.getState().status).toBe('INITIALIZING');
    await settle(1);
    // Said on the cell, and asked again at the same time on a new socket.
    expect(s.player.getState()).toMatchObject({ status: 'INITIALIZING', notice: { kind: 'slowStart' } });
    expect(s.sockets[0]?.readyState).toBe(3);
    // The new play goes out on the next tick.
    await settle(1);
    await connect(s);
    expect(s.sockets).toHaveLength(2);
    expect(s.socket().commands[0]).toMatchObject({ cmd: 'init', objid: 'cam-1', startTime: T });
    // Still said while the new connection waits for its picture, not replaced by 'Initializing'.
    expect(s.player.getState().notice).toEqual({ kind: 'slowStart' });
    await settle(9999);
    expect(s.player.getState().status).toBe('INITIALIZING');
    await settle(1);
    expect(s.player.getState()).toMatchObject({ status: 'PAUSE', notice: { kind: 'playTimeout' } });
    expect(s.socket().readyState).toBe(3);
    expect(s.sockets).toHaveLength(2);
  });

  it('a play that started gives the next slow start its try again', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    await settle(10_000);
    await settle(1);
    await connect(s);
    s.socket().serverFrame({ pts: T + 69_000, key: true });
    expect(s.player.getState().status).toBe('PLAY');
    s.player.playLive('cam-2');
    await connect(s);
    await settle(10_000);
    expect(s.player.getState()).toMatchObject({ status: 'INITIALIZING', notice: { kind: 'slowStart' } });
    await settle(1);
    expect(s.sockets).toHaveLength(4);
  });

  it('changing the stream while playing: Init stream, 2 s, replay on the new stream', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    s.player.setStream('REVIEW');
    expect(s.player.getState()).toMatchObject({
      status: 'INITIALIZING',
      notice: { kind: 'initStream' },
      stream: 'REVIEW',
    });
    await settle(1999);
    expect(s.sockets).toHaveLength(1);
    await settle(1);
    await connect(s);
    expect(s.socket().commands[0]).toMatchObject({ cmd: 'init', streamid: 0 });
  });

  it('a live picture more than 15 s behind pauses, then plays again after 1 s on a new connection', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: Date.now(), key: true });
    const shown = Date.now();
    await settle(16_000);
    s.socket().serverFrame({ pts: shown + 100 });
    expect(s.player.getState().status).toBe('PAUSE');
    expect(s.socket().commands.slice(-1)).toEqual([{ cmd: 'pause' }]);
    await settle(1000);
    // What the old connection had not delivered yet is not taken for the live edge.
    expect(s.sockets).toHaveLength(2);
    expect(s.player.getState().status).toBe('INITIALIZING');
    await connect(s);
    expect(s.socket().commands.slice(-1)).toEqual([{ cmd: 'play', speed: 1 }]);
  });

  it('a starved live cell says Behind live while its frames wait, and its re-init judges arrivals against the clocks offset seen before (issue 31)', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    let pts = 0;
    for (let i = 0; i < 20; i += 1) {
      pts = Date.now();
      s.socket().serverFrame({ pts, key: i % 10 === 0 });
      await settle(100);
    }
    expect(s.player.getState()).toMatchObject({ status: 'PLAY', behindLive: false });
    // Nothing comes for a while: behind live within a second, though no frame said so.
    await settle(1_000);
    expect(s.player.getState().behindLive).toBe(true);
    // Then the frames that waited in the queue arrive, the first 16 s late: a re-init, on a new
    // connection.
    await settle(15_000);
    s.socket().serverFrame({ pts: pts + 100 });
    expect(s.player.getState().status).toBe('PAUSE');
    await settle(1_000);
    expect(s.sockets).toHaveLength(2);
    await connect(s);
    // The new connection's frames come 20 s late too (a starved worker's queue): not live.
    const late = () => s.socket().serverFrame({ pts: Date.now() - 20_000, key: true });
    late();
    expect(s.player.getState().status).toBe('PAUSE');
    // That one told its successor nothing: if even it lags, the offset is learnt afresh (a camera
    // whose clock was set would otherwise re-init for ever).
    await settle(1_000);
    expect(s.sockets).toHaveLength(3);
    await connect(s);
    late();
    expect(s.player.getState().status).toBe('PLAY');
  });
});

describe('createPlayer: live stays live (issue 37)', () => {
  it("a live picture over 500 ms behind says 'Behind live' and skips to the next keyframe; caught up, the mark goes", async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    /** Live frames at 10 fps with a keyframe every second, as the wall clock moves. */
    const feed = async (from: number, count: number) => {
      for (let i = 0; i < count; i += 1) {
        const pts = from + i * 100;
        s.socket().serverFrame({ pts, key: (pts - T) % 1000 === 0 });
        await settle(100);
      }
    };
    await feed(T + 60_000, 20);
    expect(s.player.getState()).toMatchObject({ status: 'PLAY', behindLive: false });
    // The decoder stalls: its pictures wait.
    s.decoder().manual = true;
    const before = s.decoder().received.length;
    await feed(T + 62_000, 8);
    expect(s.player.getState().behindLive).toBe(true);
    // Frames after the bound wait for the next keyframe; that keyframe goes first, the backlog away.
    await feed(T + 62_800, 3);
    const since = s.decoder().received.slice(before);
    expect(since.slice(-2)).toEqual(['reset', { pts: T + 63_000, key: true }]);
    expect(since.filter((r) => r !== 'reset' && r.pts > T + 62_500 && r.pts < T + 63_000)).toEqual([]);
    // The decoder is back: live again, and the mark goes.
    s.decoder().manual = false;
    s.decoder().flush();
    await feed(T + 63_100, 15);
    expect(s.player.getState()).toMatchObject({ status: 'PLAY', behindLive: false });
  });
});

describe('createPlayer: a decoder that cannot keep up (issue 17)', () => {
  /** Live frames at 10 fps with a keyframe every second, as the wall clock moves. */
  async function feed(s: Setup, from: number, count: number) {
    for (let i = 0; i < count; i += 1) {
      const pts = from + i * 100;
      s.socket().serverFrame({ pts, key: (pts - T) % 1000 === 0 });
      await settle(100);
    }
  }

  it('after two skips to the next key chunk decodes keyframes only and says so; once it keeps up, every frame again', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    s.decoder().manual = true;
    s.socket().serverFrame({ pts: T + 60_000, key: true });
    s.decoder().flush();
    await settle(100);
    // The decoder outputs nothing more: the picture falls behind, skipping to a key chunk each
    // time the backlog passes two intervals of the last one it resumed at; the skips of the first
    // 10 s (a start-up burst) do not count.
    await feed(s, T + 60_100, 105);
    expect(s.player.getState().keyframesOnly).toBe(false);
    // A picture now and then (less than 15 s behind: no re-init), then nothing again.
    s.decoder().flush();
    await feed(s, T + 70_600, 60);
    expect(s.player.getState()).toMatchObject({ status: 'PLAY', keyframesOnly: true });
    expect(s.player.stats().log.some((e) => /keyframes only/.test(e.message))).toBe(true);
    const received = s.decoder().received.length;
    s.decoder().flush();
    await feed(s, T + 76_600, 30);
    const later = s.decoder().received.slice(received);
    expect(later.filter((r) => r !== 'reset' && !r.key)).toEqual([]);
    expect(later.filter((r) => r !== 'reset' && r.key)).toHaveLength(3);
    expect(s.player.getState().keyframesOnly).toBe(true);
    // Caught up (keyframes are decoded at once): once every keyframe was in time for the rule's
    // wait, every frame is tried again — not before.
    s.decoder().manual = false;
    s.decoder().flush();
    await feed(s, T + 79_600, 80);
    expect(s.player.getState().keyframesOnly).toBe(true);
    await feed(s, T + 87_600, 40);
    expect(s.player.getState().keyframesOnly).toBe(false);
    const dropped = s.player.stats().framesDropped;
    await feed(s, T + 91_600, 10);
    expect(s.player.stats().framesDropped).toBe(dropped);
  });

  it('a tile whose camera sends its pictures late tries every frame again once its decoder keeps up, not held at keyframes only for good', async () => {
    const s = setup();
    s.player.setSmallTile(true);
    s.player.playLive('cam-1');
    await connect(s);
    await feed(s, T + 60_000, 120);
    expect(s.player.getState().keyframesOnly).toBe(false);
    const states: boolean[] = [];
    s.player.subscribe(() => states.push(s.player.getState().keyframesOnly));
    // The camera stalls for 3 s: its pictures come on at the media rate, 3 s late, for good.
    await settle(3_000);
    for (let i = 0; i < 150; i += 1) {
      const pts = T + 72_000 + i * 100;
      s.socket().serverFrame({ pts, key: (pts - T) % 1000 === 0 });
      await settle(100);
    }
    // Down at the first skip, up again once every keyframe was decoded in time.
    expect(states).toContain(true);
    expect(states.lastIndexOf(false)).toBeGreaterThan(states.indexOf(true));
  });

  it('a small tile that falls behind decodes keyframes only at its first skip, and every frame again when enlarged (issue 37)', async () => {
    const s = setup();
    s.player.setSmallTile(true);
    s.player.playLive('cam-1');
    await connect(s);
    s.decoder().manual = true;
    s.socket().serverFrame({ pts: T + 60_000, key: true });
    s.decoder().flush();
    // Live after the start-up grace.
    await feed(s, T + 60_100, 105);
    s.decoder().flush();
    expect(s.player.getState().keyframesOnly).toBe(false);
    // The decoder stalls: the picture falls behind and skips once — keyframes only, for a small tile.
    const skipsBefore = s.decoder().resets;
    await feed(s, T + 70_600, 30);
    expect(s.decoder().resets).toBe(skipsBefore + 1);
    expect(s.player.getState()).toMatchObject({ keyframesOnly: true, keyframesOnlySmallTile: true });
    expect(s.player.stats().log.some((e) => /small tile behind: keyframes only/.test(e.message))).toBe(true);
    // Enlarged (and the decoder free again): every frame from the next keyframe on, without the
    // wait a tile that fell behind at its own size keeps.
    s.decoder().manual = false;
    s.decoder().flush();
    s.player.setSmallTile(false);
    const received = s.decoder().received.length;
    await feed(s, T + 73_600, 15);
    expect(s.player.getState()).toMatchObject({ keyframesOnly: false, keyframesOnlySmallTile: false });
    const later = s
      .decoder()
      .received.slice(received)
      .filter((r) => r !== 'reset');
    expect(later[0]).toEqual({ pts: T + 74_000, key: true });
    expect(later.some((r) => !r.key)).toBe(true);
  });
});

describe('createPlayer: idle stop (spec 2 §4 Idle)', () => {
  it('stops a playing player after the idle timeout and restarts it on activity', async () => {
    const s = setup({ idleTimeoutMs: 60_000 });
    s.player.playLive('cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    await settle(30_000);
    s.player.noteActivity();
    await settle(59_999);
    expect(s.player.getState().status).not.toBe('STOP');
    await settle(1);
    // Issue 36: no '[0] Stop' for an operator who only looked away.
    expect(s.player.getState()).toMatchObject({
      status: 'STOP',
      error: null,
      notice: { kind: 'idleStopped', minutes: 1 },
      deviceId: 'cam-1',
    });
    expect(s.socket().readyState).toBe(3);
    s.player.noteActivity();
    expect(s.player.getState().status).toBe('INITIALIZING');
    await settle(0);
    expect(s.sockets).toHaveLength(2);
  });
});

describe('createPlayer: no idle stop', () => {
  it('never stops for want of activity when the idle timeout is infinite (a wall display)', async () => {
    const s = setup({ idleTimeoutMs: Number.POSITIVE_INFINITY });
    s.player.playLive('cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    // Past the default timeout: a timer of Infinity ms would have stopped it at once.
    await settle(DEFAULT_IDLE_TIMEOUT_MIN * 60_000 + 1_000);
    expect(s.player.getState().status).toBe('PLAY');
    expect(s.player.getState().notice?.kind).not.toBe('idleStopped');
  });
});

describe('createPlayer: codecs and decoder (spec 2 §8)', () => {
  it('refuses H.265 with the spec message and does not reconnect', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s, { ...H264_HEADER, mime: 'video/mp4; codecs="hvc1.1.6.L93.B0"', codec: 'hvc1.1.6.L93.B0' });
    expect(s.player.getState()).toMatchObject({
      status: 'STOP',
      error: {
        code: 59004,
        text: 'Your browser or hardware does not support the H.265 codec. You can use our standalone application.',
      },
    });
    await settle(10_000);
    expect(s.sockets).toHaveLength(1);
  });

  it('names the MIME type of a stream the browser cannot decode', async () => {
    const s = setup({}, false);
    s.player.playLive('cam-1');
    await connect(s);
    expect(s.player.getState().error).toEqual({
      code: 59004,
      text: 'Unsupported MIME type or codec: video/mp4; codecs="avc1.42C01E"',
    });
  });

  it('a decoder error stops the player with its message', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    s.decoder().fail('Decoding error.');
    expect(s.player.getState()).toMatchObject({ status: 'STOP', error: { text: 'Decoding error.' } });
    expect(s.decoder().closed).toBe(true);
    await settle(10_000);
    expect(s.sockets).toHaveLength(1);
  });
});

describe('createPlayer: transport and media URL', () => {
  it('streaming overages: warning and alert are told, block refuses with its message', async () => {
    const s = setup();
    s.getMediaUrl.mockResolvedValueOnce({
      url: URL,
      ticket: 't',
      streamingOverages: { type: 'warning', message: 'Close to the limit' },
    });
    s.player.playLive('cam-1');
    await settle(0);
    expect(s.onOverage).toHaveBeenCalledWith('warning', 'Close to the limit');
    s.getMediaUrl.mockResolvedValueOnce({
      url: URL,
      ticket: 't',
      streamingOverages: { type: 'block', message: 'Streaming blocked' },
    });
    s.player.playLive('cam-2');
    await settle(0);
    expect(s.player.getState()).toMatchObject({ status: 'STOP', error: { text: 'Streaming blocked' } });
    // A refusal stays: nothing asks for the media URL again.
    const asked = s.getMediaUrl.mock.calls.length;
    await settle(30_000);
    expect(s.getMediaUrl.mock.calls.length).toBe(asked);
    expect(s.player.getState()).toMatchObject({ status: 'STOP', error: { text: 'Streaming blocked' } });
  });

  it('Local without an avatar: Cannot get avatarId', async () => {
    const s = setup({ getAvatarId: async () => null });
    s.player.setConnection('local');
    s.player.playLive('cam-1');
    expect(s.player.getState().notice).toEqual({ kind: 'opening', access: 'local' });
    await settle(0);
    expect(s.player.getState()).toMatchObject({ status: 'STOP', error: { text: 'Cannot get avatarId' } });
    expect(s.sockets).toHaveLength(0);
  });

  it('Local times out after 30 s, is remembered for the avatar, and Auto plays over the cloud', async () => {
    const localMemory = new LocalTransportMemory();
    const s = setup({ getAvatarId: async () => 'av-1', localMemory });
    s.player.setConnection('local');
    s.player.playLive('cam-1');
    await settle(29_999);
    expect(s.player.getState().status).toBe('INITIALIZING');
    await settle(1);
    expect(s.player.getState().error?.text).toBe('Failed to open local stream: Connection timed out');
    expect(localMemory.failure('av-1')).toBe('Failed to open local stream: Connection timed out');
    s.player.playLive('cam-1');
    await settle(0);
    expect(s.player.getState().error?.text).toBe('Failed to open local stream: Connection timed out');
    s.player.setConnection('auto');
    s.player.playLive('cam-1');
    await settle(0);
    expect(s.sockets).toHaveLength(1);
  });

  it('Local plays archive over the media socket: the avatar serves live pictures over WebRTC only', async () => {
    const s = setup({ getAvatarId: async () => 'av-1' });
    s.player.setConnection('local');
    s.player.playArchive(T, 1, 'cam-1');
    expect(s.player.getState().notice).toEqual({ kind: 'opening', access: 'cloud' });
    await connect(s);
    expect(s.socket().commands[0]).toMatchObject({ cmd: 'init', objid: 'cam-1', startTime: T });
    await settle(30_000);
    expect(s.player.getState().error).toBeNull();
  });

  it('disableLocalTransport forces the cloud', async () => {
    const s = setup({ disableLocalTransport: true, getAvatarId: async () => null });
    s.player.setConnection('local');
    s.player.playLive('cam-1');
    await settle(0);
    expect(s.sockets).toHaveLength(1);
  });

  it('refuses a connection type other than local, cloud or auto', () => {
    const s = setup();
    s.player.setConnection('webrtc' as never);
    expect(s.player.getState()).toMatchObject({ connection: 'auto', error: { text: 'incorrect connection type' } });
  });

  it('stop forgets the camera and closes the socket', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    s.player.stop();
    expect(s.player.getState()).toMatchObject({ status: 'STOP', deviceId: null, error: null });
    expect(s.socket().readyState).toBe(3);
  });
});

describe('createPlayer: the socket opens while the ticket is asked for (issue 17)', () => {
  /** getMediaUrl answers only when told: `answer(url)`. */
  function slowUrls() {
    const waiting: Array<(result: MediaUrlResult) => void> = [];
    const s = setup({
      getMediaUrl: () => new Promise<MediaUrlResult>((resolve) => waiting.push(resolve)),
    });
    const answer = async (url = URL, ticket = 't-url') => {
      await settle();
      waiting.shift()?.({ url, ticket, streamingOverages: null });
      await settle();
    };
    return { ...s, answer };
  }

  it('the first play waits for the URL; the next opens the socket on it at once and sends init with its ticket', async () => {
    const s = slowUrls();
    s.player.playLive('cam-1');
    await settle();
    expect(s.sockets).toHaveLength(0);
    await s.answer(URL, 't-first');
    s.socket().open();
    expect(s.socket().commands[0]).toMatchObject({ cmd: 'init', objid: 'cam-1', ticket: 't-first' });

    s.player.playLive('cam-2');
    await settle();
    expect(s.sockets).toHaveLength(2);
    expect(s.socket().url).toBe(URL);
    s.socket().open();
    // Open, but nothing to ask for without the ticket.
    expect(s.socket().commands).toEqual([]);
    expect(s.player.getState()).toMatchObject({ status: 'INITIALIZING', deviceId: 'cam-2' });
    await s.answer(URL, 't-second');
    expect(s.sockets).toHaveLength(2);
    expect(s.socket().commands).toEqual([
      { cmd: 'init', objid: 'cam-2', streamid: 1, ticket: 't-second', metadata: true },
      { cmd: 'play', speed: 1 },
    ]);
    s.socket().serverJson(H264_HEADER);
    await settle();
    s.socket().serverFrame({ pts: T + 59_000, key: true });
    expect(s.player.getState()).toMatchObject({ status: 'PLAY', deviceId: 'cam-2' });
  });

  it('an answer that names another URL closes the early socket and opens one on that URL', async () => {
    const s = slowUrls();
    s.player.playLive('cam-1');
    await s.answer(URL);
    s.player.playLive('cam-2');
    await settle();
    const early = s.socket();
    early.open();
    await s.answer('ws://moved.test/api/media/stream', 't-moved');
    expect(early.readyState).toBe(3);
    expect(early.commands).toEqual([]);
    expect(s.socket()).not.toBe(early);
    expect(s.socket().url).toBe('ws://moved.test/api/media/stream');
    s.socket().open();
    expect(s.socket().commands[0]).toMatchObject({ cmd: 'init', objid: 'cam-2', ticket: 't-moved' });
  });

  it('an early socket that closes before the ticket is no connection loss: the answer opens another', async () => {
    const s = slowUrls();
    s.player.playLive('cam-1');
    await s.answer(URL);
    s.player.playLive('cam-2');
    await settle();
    s.socket().serverClose(1006);
    expect(s.player.getState()).toMatchObject({ status: 'INITIALIZING', notice: { kind: 'opening' } });
    await s.answer(URL, 't-again');
    expect(s.sockets).toHaveLength(3);
    s.socket().open();
    expect(s.socket().commands[0]).toMatchObject({ cmd: 'init', objid: 'cam-2', ticket: 't-again' });
  });

  it('a refused ticket closes the early socket with the refusal', async () => {
    const refusals: Array<(err: Error) => void> = [];
    let calls = 0;
    const s = setup({
      getMediaUrl: () =>
        ++calls === 1
          ? Promise.resolve({ url: URL, ticket: 't-1', streamingOverages: null })
          : new Promise<MediaUrlResult>((_, reject) => refusals.push(reject)),
    });
    s.player.playLive('cam-1');
    await connect(s);
    s.player.playLive('cam-2');
    await settle();
    const early = s.socket();
    early.open();
    refusals[0]?.(new Error('Device not found'));
    await settle();
    expect(early.readyState).toBe(3);
    expect(early.commands).toEqual([]);
    expect(s.player.getState()).toMatchObject({ deviceId: 'cam-2', error: { text: 'Device not found' } });
  });
});

describe('createPlayer: a dropped camera is asked for before it is played (issue 17)', () => {
  it("prepare asks for the media URL at once, and the play that follows uses that answer's ticket", async () => {
    const s = setup();
    s.getMediaUrl.mockResolvedValueOnce({ url: URL, ticket: 't-dropped', streamingOverages: null });
    s.player.prepare('cam-2');
    expect(s.getMediaUrl).toHaveBeenCalledWith('cam-2', false);
    await settle(500);
    s.player.playLive('cam-2');
    await connect(s);
    expect(s.getMediaUrl).toHaveBeenCalledTimes(1);
    expect(s.socket().commands[0]).toEqual({
      cmd: 'init',
      objid: 'cam-2',
      streamid: 1,
      ticket: 't-dropped',
      metadata: true,
    });
  });

  it('an answer older than 10 s, or for another camera, is not used: the play asks again', async () => {
    const s = setup();
    s.player.prepare('cam-2');
    await settle(10_000);
    s.player.playLive('cam-2');
    await connect(s);
    expect(s.getMediaUrl).toHaveBeenCalledTimes(2);
    s.player.prepare('cam-3');
    s.player.playLive('cam-4');
    await settle();
    expect(s.getMediaUrl).toHaveBeenNthCalledWith(3, 'cam-3', false);
    expect(s.getMediaUrl).toHaveBeenNthCalledWith(4, 'cam-4', false);
  });

  it('a refused prefetch is told by the play that takes it, with its message', async () => {
    const s = setup();
    s.getMediaUrl.mockRejectedValueOnce(new Error('Device not found'));
    s.player.prepare('cam-2');
    await settle();
    s.player.playLive('cam-2');
    await settle();
    expect(s.getMediaUrl).toHaveBeenCalledTimes(1);
    expect(s.player.getState()).toMatchObject({ deviceId: 'cam-2', error: { text: 'Device not found' } });
  });

  it('not for a local connection, whose plan needs the avatar first', async () => {
    const s = setup({ connection: 'local', getAvatarId: async () => 'avatar-1' });
    s.player.prepare('cam-2');
    expect(s.getMediaUrl).not.toHaveBeenCalled();
  });

  it("a local connection looks the camera's avatar up at once instead, and the play's plan uses that answer", async () => {
    const getAvatarId = jest.fn(async (cameraId: string) => `avatar-of-${cameraId}`);
    const s = setup({ connection: 'local', getAvatarId });
    s.player.prepare('cam-2');
    expect(getAvatarId).toHaveBeenCalledWith('cam-2');
    await settle(500);
    s.player.playLive('cam-2');
    await settle();
    expect(getAvatarId).toHaveBeenCalledTimes(1);
    // Another camera's play, or a later one, looks its own avatar up.
    s.player.prepare('cam-3');
    s.player.playLive('cam-4');
    await settle();
    expect(getAvatarId.mock.calls.map(([id]) => id)).toEqual(['cam-2', 'cam-3', 'cam-4']);
  });
});
