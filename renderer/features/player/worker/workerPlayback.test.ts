/** The worker path end to end inside one process: a controller on a RemoteSurface, the pool, and
 *  WorkerPlayers on the other side of an asynchronous message channel, with a fake socket and
 *  decoder. What the page sees must be what the main-thread path shows. */
import { STOP_CODE } from '../../../../shared/video/constants';
import { createPlayer } from '../createPlayer';
import { LocalTransportMemory } from '../LocalTransportMemory';
import type { MediaUrlResult } from '../playerDeps';
import { BROWSER_TIMERS } from '../playerDeps';
import { H264_HEADER, fakeMediaStack, openFrames } from '../testing/fakeMedia';
import { PlayerWorkerPool, type WorkerLike } from './PlayerWorkerPool';
import { RemoteSurface } from './RemoteSurface';
import { WorkerPlayers } from './WorkerPlayers';
import type { FromWorker, ToWorker } from './workerMessages';

const URL = 'ws://console.test/api/media/stream';
const T = Date.UTC(2026, 10, 21, 8, 0, 0);

/** Both ends of a worker: messages cross asynchronously, as postMessage's do. */
function channel(players: (port: { postMessage(m: FromWorker): void }) => WorkerPlayers) {
  const page: WorkerLike & { sent: ToWorker[]; transfers: Transferable[] } = {
    sent: [],
    transfers: [],
    onmessage: null,
    postMessage(message: ToWorker, transfer?: Transferable[]) {
      page.sent.push(message);
      page.transfers.push(...(transfer ?? []));
      queueMicrotask(() => inside.receive(message));
    },
  };
  const inside = players({
    postMessage: (message) => queueMicrotask(() => page.onmessage?.({ data: message } as MessageEvent<FromWorker>)),
  });
  return page;
}

const GRAPHQL = 'http://console.test/api/graphql';

function setup(overage: MediaUrlResult['streamingOverages'] = null) {
  const media = fakeMediaStack();
  // The worker's own request: a clean answer, or null (the page is asked), as requestMediaUrl's.
  const requestMediaUrl = jest.fn<Promise<MediaUrlResult | null>, [string, string]>(async () =>
    overage?.type === 'block' ? null : { url: URL, ticket: 't-worker', streamingOverages: overage },
  );
  const drawn: unknown[] = [];
  let ends: ReturnType<typeof channel> | undefined;
  const pool = new PlayerWorkerPool(async () => {
    ends = channel(
      (port) =>
        new WorkerPlayers({
          port,
          timers: BROWSER_TIMERS,
          now: () => performance.now(),
          timeOrigin: performance.timeOrigin,
          epochNow: () => Date.now(),
          createSocket: media.createSocket,
          createDecoder: media.createDecoder,
          requestMediaUrl,
        }),
    );
    return ends;
  }, 1);
  const offscreen = {
    width: 300,
    height: 150,
    getContext: () => ({ drawImage: (source: unknown) => drawn.push(source), clearRect: () => undefined }),
    convertToBlob: async (options: { type: string }) => new Blob(['jpeg'], { type: options.type }),
  };
  const element = {
    parentElement: { clientWidth: 800 },
    transferControlToOffscreen: jest.fn(() => offscreen),
  } as unknown as HTMLCanvasElement;
  const getMediaUrl = jest.fn<Promise<MediaUrlResult>, []>(async () => ({
    url: URL,
    ticket: 't-url',
    streamingOverages: overage,
  }));
  const onOverage = jest.fn();
  const player = createPlayer({
    getMediaUrl,
    mediaTicket: async () => 't-next',
    onOverage,
    localMemory: new LocalTransportMemory(),
    surface: () => new RemoteSurface(pool, performance.timeOrigin, GRAPHQL),
  });
  player.attachCanvas(element);
  return {
    player,
    element,
    offscreen,
    drawn,
    socket: media.socket,
    sockets: media.sockets,
    decoder: media.decoder,
    page: () => ends as NonNullable<typeof ends>,
    getMediaUrl,
    requestMediaUrl,
    onOverage,
  };
}

/** Lets `ms` pass and every message in flight (each crossing is a microtask or more) arrive. */
async function settle(ms = 0) {
  await jest.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 20; i += 1) await jest.advanceTimersByTimeAsync(0);
}

async function connect(s: ReturnType<typeof setup>) {
  await settle();
  s.socket().open();
  s.socket().serverJson(H264_HEADER);
  await settle();
}

beforeEach(() => {
  jest.useFakeTimers({ now: T + 60_000 });
});
afterEach(() => {
  jest.useRealTimers();
  openFrames.forEach((frame) => frame.close());
});

describe('the worker path', () => {
  it('hands the canvas over once and plays live: the socket, decoder and canvas are in the worker', async () => {
    const s = setup();
    s.player.attachCanvas(null);
    s.player.attachCanvas(s.element);
    expect(s.element.transferControlToOffscreen).toHaveBeenCalledTimes(1);
    s.player.playLive('cam-1');
    await connect(s);
    expect(s.page().transfers).toEqual([s.offscreen]);
    // The page made the plan; the worker asked for the media URL itself and told the page.
    expect(s.page().sent.find((m) => m.t === 'open')).toMatchObject({
      prefetch: { plan: { ok: true, value: { kind: 'cloud' } }, graphqlUrl: GRAPHQL, knownUrl: null },
    });
    expect(s.requestMediaUrl).toHaveBeenCalledWith(GRAPHQL, 'cam-1');
    expect(s.getMediaUrl).not.toHaveBeenCalled();
    expect(s.socket().commands).toEqual([
      { cmd: 'init', objid: 'cam-1', streamid: 1, ticket: 't-worker', metadata: true },
      { cmd: 'play', speed: 1 },
    ]);
    expect(s.player.getState()).toMatchObject({ status: 'INITIALIZING', size: { width: 640 }, transport: 'cloud' });
    s.socket().serverFrame({ pts: T + 59_900, key: true });
    expect(s.drawn).toHaveLength(1);
    expect(s.offscreen.width).toBe(640);
    await settle();
    expect(s.player.getState()).toMatchObject({ status: 'PLAY', time: T + 59_900, notice: null });
    const stats = s.player.stats();
    expect(stats).toMatchObject({ path: 'worker', framesDecoded: 1, framesPainted: 1, framesDropped: 0 });
    expect(stats.firstFrameAt).not.toBeNull();
    // Glass to glass: wall time at paint minus the frame's capture time.
    await settle(1000);
    expect(s.player.stats().glassToGlassMs).toEqual([100]);
    // … and when it was painted, for the picture's age at any moment (issue 37).
    expect(s.player.stats().glassPaintedAt).toEqual([T + 60_000]);
    expect(s.player.stats().requests.map((r) => r.request)).toEqual(
      expect.arrayContaining(['getMediaURL', 'init', 'play']),
    );
  });

  it('sends the time on screen at most every 250 ms, not a message per frame', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    const shown = () => s.page().sent.length;
    const before = shown();
    let messages = 0;
    const original = s.page().onmessage;
    s.page().onmessage = (event) => {
      if (event.data.t === 'shown') messages += 1;
      original?.(event);
    };
    for (let i = 0; i < 10; i += 1) {
      s.socket().serverFrame({ pts: T + 59_000 + i * 100, key: i === 0 });
      await settle(100);
    }
    expect(s.drawn).toHaveLength(10);
    expect(messages).toBeLessThanOrEqual(5);
    expect(shown()).toBeGreaterThanOrEqual(before);
  });

  it('pause holds the exact frame on screen, even between two time updates', async () => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    await settle(100);
    s.socket().serverFrame({ pts: T + 100 });
    await settle(50);
    expect(s.drawn).toHaveLength(2);
    // The page's last time update was frame T (they come every 250 ms).
    expect(s.player.getState().time).toBe(T);
    s.player.pause();
    await settle();
    expect(s.player.getState()).toMatchObject({ status: 'PAUSE', time: T + 100 });
  });

  it('a seek on the open socket ignores a time update of the position before it', async () => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T, key: true });
    // The seek leaves before the worker's report of frame T arrives.
    s.player.jump(30_000);
    await settle();
    expect(s.player.getState()).toMatchObject({ status: 'INITIALIZING', time: T + 30_000 });
    s.socket().serverJson({ seeked: T + 30_000 });
    s.socket().serverFrame({ pts: T + 30_000, key: true });
    await settle();
    expect(s.player.getState()).toMatchObject({ status: 'PLAY', time: T + 30_000 });
  });

  it('a closed socket reconnects with a new ticket, as on the main thread', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T + 59_000, key: true });
    await settle();
    s.socket().serverClose(1006);
    await settle();
    expect(s.player.getState().notice).toEqual({ kind: 'connectionClosed' });
    await settle(5000);
    expect(s.sockets).toHaveLength(2);
    s.socket().open();
    expect(s.socket().commands[0]).toMatchObject({ cmd: 'init', ticket: 't-next' });
  });

  it("the next camera's socket opens on the known URL while the worker asks for its ticket", async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    let answer: (result: MediaUrlResult) => void = () => undefined;
    s.requestMediaUrl.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    s.player.playLive('cam-2');
    await settle();
    expect(s.sockets).toHaveLength(2);
    expect(
      s
        .page()
        .sent.filter((m) => m.t === 'open')
        .pop(),
    ).toMatchObject({ prefetch: { knownUrl: URL } });
    s.socket().open();
    expect(s.socket().commands).toEqual([]);
    answer({ url: URL, ticket: 't-cam-2', streamingOverages: null });
    await settle();
    expect(s.sockets).toHaveLength(2);
    expect(s.socket().commands).toEqual([
      { cmd: 'init', objid: 'cam-2', streamid: 1, ticket: 't-cam-2', metadata: true },
      { cmd: 'play', speed: 1 },
    ]);
    s.socket().serverJson(H264_HEADER);
    await settle();
    s.socket().serverFrame({ pts: T + 59_900, key: true });
    await settle();
    expect(s.player.getState()).toMatchObject({ status: 'PLAY', deviceId: 'cam-2' });
  });

  it("anything but a clean answer to the worker's request is asked of the page", async () => {
    const s = setup();
    s.requestMediaUrl.mockResolvedValueOnce(null);
    s.player.playLive('cam-1');
    await connect(s);
    expect(s.getMediaUrl).toHaveBeenCalledWith('cam-1', false);
    expect(s.socket().commands[0]).toMatchObject({ cmd: 'init', ticket: 't-url' });
  });

  it("the worker's answer is the page's too: its overage is told and a reconnect asks only a ticket", async () => {
    const s = setup({ type: 'warning', message: 'Streaming overage' });
    s.player.playLive('cam-1');
    await connect(s);
    expect(s.onOverage).toHaveBeenCalledWith('warning', 'Streaming overage');
    s.socket().serverClose(1006);
    await settle(5000);
    s.socket().open();
    expect(s.socket().commands[0]).toMatchObject({ cmd: 'init', ticket: 't-next' });
    expect(s.getMediaUrl).not.toHaveBeenCalled();
  });

  it('a camera dropped on the cell is asked for by the worker at once, and its play takes that answer', async () => {
    const s = setup();
    s.player.prepare('cam-3');
    await settle();
    expect(s.page().sent).toContainEqual(
      expect.objectContaining({ t: 'prepare', deviceId: 'cam-3', graphqlUrl: GRAPHQL }),
    );
    expect(s.requestMediaUrl).toHaveBeenCalledTimes(1);
    s.player.playLive('cam-3');
    await connect(s);
    expect(s.requestMediaUrl).toHaveBeenCalledTimes(1);
    expect(s.socket().commands[0]).toMatchObject({ cmd: 'init', objid: 'cam-3', ticket: 't-worker' });
  });

  it('a blocked stream stops with its message and is not retried', async () => {
    const s = setup({ type: 'block', message: 'Streaming is blocked' });
    s.player.playLive('cam-1');
    await settle();
    await settle();
    expect(s.player.getState()).toMatchObject({
      status: 'STOP',
      error: { code: STOP_CODE.NOT_AUTHORIZED, text: 'Streaming is blocked' },
    });
    await settle(10_000);
    expect(s.sockets).toHaveLength(0);
  });

  it('a hidden tile stops decoding; shown again, it starts at the next keyframe', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T + 59_000, key: true });
    s.player.setVisible(false);
    await settle();
    s.socket().serverFrame({ pts: T + 59_100 });
    s.socket().serverFrame({ pts: T + 59_200, key: true });
    expect(s.decoder().decoded).toEqual([T + 59_000]);
    s.player.setVisible(true);
    await settle();
    s.socket().serverFrame({ pts: T + 59_300 });
    s.socket().serverFrame({ pts: T + 59_400, key: true });
    expect(s.decoder().decoded).toEqual([T + 59_000, T + 59_400]);
    expect(s.player.stats().framesDropped).toBe(0);
  });

  it('snapshots come from the worker canvas; stop leaves the pool', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s);
    s.socket().serverFrame({ pts: T + 59_000, key: true });
    const blob = await Promise.race([s.player.snapshot(), settle().then(() => 'late' as const)]);
    expect(blob === 'late' ? await s.player.snapshot() : blob).toBeInstanceOf(Blob);
    s.player.dispose();
    await settle();
    expect(s.page().sent.at(-1)).toMatchObject({ t: 'destroy' });
    expect(s.socket().closedWith).toBe(1000);
  });
});
