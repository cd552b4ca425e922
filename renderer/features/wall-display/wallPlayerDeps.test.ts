/** A wall cell's player (issue 30): it asks for media with the display's token as it is at the
 *  time, a camera with a microphone plays its pictures without the page decoding or playing its
 *  sound (the console's cell does both, muted), and a new camera goes out on the cell's own socket
 *  opened ahead. */
// The player's own modules, not its index, which brings the console's session and router along.
jest.mock('../player', () => ({
  SpareSocket: jest.requireActual('../player/SpareSocket').SpareSocket,
  BROWSER_TIMERS: jest.requireActual('../player/playerDeps').BROWSER_TIMERS,
}));
import type { MediaAudioHeader, MediaHeader } from '../../../shared/video/mediaFrame';
import { createPlayer } from '../player/createPlayer';
import { LocalTransportMemory } from '../player/LocalTransportMemory';
import { H264_HEADER, fakeCanvas, fakeMediaStack, openFrames } from '../player/testing/fakeMedia';
import { SPARE_SOCKET_DELAY_MS } from '../../../shared/video/playerConstants';
import { followCamera } from './followCamera';
import { TicketsAhead } from './TicketsAhead';
import { wallCellSockets } from './wallCellSockets';
import { pageMediaSocketUrl, wallPlayerDeps } from './wallPlayerDeps';

const T = Date.UTC(2026, 10, 30, 4, 0, 0);
const AUDIO: MediaAudioHeader = { codec: 'mp4a.40.2', sampleRate: 48_000, numberOfChannels: 1, description: 'EYg=' };
const WITH_SOUND: MediaHeader = { ...H264_HEADER, mime: 'video/mp4; codecs="avc1.42C01E, mp4a.40.2"', audio: AUDIO };

/** Web Audio's and WebCodecs' sound classes, counting what the page made of them. */
const made = { audioDecoders: 0, audioContexts: 0 };
class CountedAudioDecoder {
  state = 'unconfigured';
  constructor() {
    made.audioDecoders += 1;
  }
  configure() {
    this.state = 'configured';
  }
  decode() {}
  close() {
    this.state = 'closed';
  }
}
class CountedAudioContext {
  state = 'running';
  constructor() {
    made.audioContexts += 1;
  }
}

const globals = globalThis as Record<string, unknown>;
beforeEach(() => {
  jest.useFakeTimers({ now: T + 60_000 });
  made.audioDecoders = made.audioContexts = 0;
  globals.AudioDecoder = CountedAudioDecoder;
  globals.EncodedAudioChunk = class {};
  globals.AudioContext = CountedAudioContext;
});
afterEach(() => {
  jest.useRealTimers();
  delete globals.AudioDecoder;
  delete globals.EncodedAudioChunk;
  delete globals.AudioContext;
  openFrames.forEach((frame) => frame.close());
});

function wallPlayer() {
  const media = fakeMediaStack();
  const player = createPlayer({
    ...wallPlayerDeps(() => 'display-token'),
    getMediaUrl: async () => ({ url: 'ws://wall.test/api/media/stream', ticket: 't', streamingOverages: null }),
    mediaTicket: async () => 't2',
    createSocket: media.createSocket,
    createDecoder: media.createDecoder,
    localMemory: new LocalTransportMemory(),
  });
  player.attachCanvas(fakeCanvas().element);
  return { player, media };
}

describe('a wall cell’s player', () => {
  it('shows a camera with sound without decoding or playing the sound', async () => {
    const { player, media } = wallPlayer();
    player.playLive('cam-with-microphone');
    await jest.advanceTimersByTimeAsync(0);
    media.socket().open();
    media.socket().serverJson(WITH_SOUND);
    await jest.advanceTimersByTimeAsync(0);
    media.socket().serverFrame({ pts: T, key: true });
    media.socket().serverFrame({ pts: T + 5, duration: 21, audio: true });
    media.socket().serverFrame({ pts: T + 100 });
    media.socket().serverFrame({ pts: T + 105, duration: 21, audio: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(media.decoder().received.map((r) => (r === 'reset' ? r : r.pts))).toEqual(
      expect.arrayContaining([T, T + 100]),
    );
    expect(player.getState().time).not.toBeNull();
    expect(made).toEqual({ audioDecoders: 0, audioContexts: 0 });
    player.dispose();
  });

  it('asks for a camera’s media with the display’s token as it is when it asks', async () => {
    let token = 'first-token';
    const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
      const { variables } = JSON.parse(init.body as string) as { variables: { displayToken: string } };
      return {
        status: 200,
        json: async () => ({
          data: { wallDisplayMediaUrl: { url: `ws://wall.test/${variables.displayToken}`, ticket: 't' } },
        }),
      } as Response;
    });
    globals.fetch = fetchMock;
    try {
      const deps = wallPlayerDeps(() => token);
      token = 're-paired-token';
      const answer = await deps.getMediaUrl('cam-1', false);
      expect(answer.url).toBe('ws://wall.test/re-paired-token');
    } finally {
      delete globals.fetch;
    }
  });

  it('opens a camera with the ticket its display’s state brought, with no request of its own', async () => {
    const fetchMock = jest.fn(async () => {
      return {
        status: 200,
        json: async () => ({ data: { wallDisplayMediaUrl: { url: 'ws://wall.test/asked', ticket: 'asked' } } }),
      } as Response;
    });
    globals.fetch = fetchMock;
    try {
      const media = fakeMediaStack();
      const ahead = new TicketsAhead([{ cameraId: 'cam-1', ticket: 'brought' }], performance.now());
      const player = createPlayer({
        ...wallPlayerDeps(
          () => 'display-token',
          () => ahead,
        ),
        createSocket: media.createSocket,
        createDecoder: media.createDecoder,
        localMemory: new LocalTransportMemory(),
      });
      player.attachCanvas(fakeCanvas().element);
      player.playLive('cam-1');
      await jest.advanceTimersByTimeAsync(0);
      media.socket().open();
      await jest.advanceTimersByTimeAsync(0);
      expect(media.socket().url).toBe(pageMediaSocketUrl());
      expect(media.socket().commands[0]).toMatchObject({ cmd: 'init', objid: 'cam-1', ticket: 'brought' });
      expect(fetchMock).not.toHaveBeenCalled();
      // Used up: the next play of the camera asks the platform.
      const deps = wallPlayerDeps(
        () => 'display-token',
        () => ahead,
      );
      expect((await deps.getMediaUrl('cam-1', false)).ticket).toBe('asked');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      player.dispose();
    } finally {
      delete globals.fetch;
    }
  });

  it('gives every cell of a display its new camera on a socket it opened ahead, with no handshake to wait for', async () => {
    const media = fakeMediaStack();
    const spares: Array<ReturnType<typeof wallCellSockets>> = [];
    const cell = () => {
      const sockets = wallCellSockets(media.createSocket);
      spares.push(sockets);
      const player = createPlayer({
        ...wallPlayerDeps(
          () => 'display-token',
          () => null,
          sockets,
        ),
        getMediaUrl: async (cameraId) => ({
          url: pageMediaSocketUrl(),
          ticket: `t-${cameraId}`,
          streamingOverages: null,
        }),
        createDecoder: media.createDecoder,
        localMemory: new LocalTransportMemory(),
      });
      player.attachCanvas(fakeCanvas().element);
      return player;
    };
    const cells = [cell(), cell(), cell(), cell()];
    cells.forEach((player, i) => followCamera(player, `cam-${i}`));
    await jest.advanceTimersByTimeAsync(0);
    media.sockets.forEach((socket) => socket.open());
    await jest.advanceTimersByTimeAsync(SPARE_SOCKET_DELAY_MS);
    // Each cell opened one for its camera and, a moment later, one ahead.
    expect(media.sockets).toHaveLength(8);
    const ahead = media.sockets.slice(4);
    ahead.forEach((socket) => socket.open());

    // The wall moves every cell of the display to another camera at once.
    cells.forEach((player, i) => followCamera(player, `cam-${i + 4}`));
    await jest.advanceTimersByTimeAsync(0);
    expect(media.sockets).toHaveLength(8);
    expect(media.sockets.slice(0, 4).every((socket) => socket.readyState === 3)).toBe(true);
    expect(ahead.map((socket) => socket.commands[0])).toEqual(
      [4, 5, 6, 7].map((n) => expect.objectContaining({ cmd: 'init', objid: `cam-${n}`, ticket: `t-cam-${n}` })),
    );
    cells.forEach((player) => player.dispose());
    spares.forEach((sockets) => sockets.dispose());
  });
});
