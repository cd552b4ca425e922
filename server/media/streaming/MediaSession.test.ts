import { decodeMediaFrame } from '../../../shared/video/mediaFrame';
import { LIMITED_SPEED_OPTIONS, STOP_CODE } from '../../../shared/video/constants';
import type { ArchiveReader } from '../archive/ArchiveReader';
import type { InitSegment } from '../fmp4';
import type { Frame } from '../sources/SourceListener';
import { LiveStream } from './LiveStream';
import { MAX_BUFFERED_BYTES } from './MediaSender';
import { MediaSession, type MediaSocket, type SessionDeps } from './MediaSession';
import { MediaTickets } from './MediaTickets';

class FakeSocket implements MediaSocket {
  sent: Array<string | Uint8Array> = [];
  bufferedAmount = 0;
  closed = false;
  /** The parts of a binary message sent so far, as a WebSocket client joins them. */
  private parts: Uint8Array[] = [];
  send(data: string | Uint8Array, options?: { fin?: boolean }) {
    if (typeof data === 'string') return void this.sent.push(data);
    this.parts.push(data);
    if (options?.fin === false) return;
    this.sent.push(Buffer.concat(this.parts));
    this.parts = [];
  }
  close() {
    this.closed = true;
  }
  get frames() {
    return this.sent.filter((d): d is Uint8Array => typeof d !== 'string').map(decodeMediaFrame);
  }
  get json() {
    return this.sent.filter((d): d is string => typeof d === 'string').map((d) => JSON.parse(d) as object);
  }
}

const init = {
  init: {
    codec: 'avc1.42c016',
    description: Buffer.from([1, 66, 192, 22]),
    width: 640,
    height: 360,
  } as InitSegment,
  originMs: 0,
  runId: 'run',
};
const frame = (n: number, key: boolean): Frame => ({ pts: n * 100, duration: 100, key, data: Buffer.from([n]) });

function setUp(extra: Partial<SessionDeps> = {}) {
  const live = new LiveStream();
  live.setInit(init);
  const tickets = new MediaTickets();
  const socket = new FakeSocket();
  const session = new MediaSession(socket, {
    tickets,
    reader: {} as ArchiveReader,
    cameraRealm: async (id) => (id === 'cam' ? 'realm' : id === 'other' ? 'other-realm' : undefined),
    live: (id) => (id === 'cam' ? live : undefined),
    ...extra,
  });
  const ticket = (cameraId = 'cam') =>
    tickets.issue({ userId: 'u', realmId: 'realm', sessionId: 's', cameraId, isLocal: false });
  return { live, socket, session, ticket };
}

describe('MediaSession', () => {
  it('starts live at the newest keyframe held and follows new frames', async () => {
    const { live, socket, session, ticket } = setUp();
    [frame(0, true), frame(1, false), frame(2, true), frame(3, false)].forEach((f) => live.push(f));
    await session.onMessage(JSON.stringify({ cmd: 'init', objid: 'cam', streamid: 1, ticket: await ticket() }));
    await session.onMessage(JSON.stringify({ cmd: 'play' }));
    live.push(frame(4, false));
    expect(socket.json[0]).toMatchObject({ codec: 'avc1.42c016', size: { width: 640, height: 360 } });
    expect(socket.frames.map((f) => [f.pts, f.key, f.sequence])).toEqual([
      [200, true, 0],
      [300, false, 1],
      [400, false, 2],
    ]);
    session.dispose();
  });

  it('drops live frames up to the next keyframe while the client is behind', async () => {
    const { live, socket, session, ticket } = setUp();
    live.push(frame(0, true));
    await session.onMessage(JSON.stringify({ cmd: 'init', objid: 'cam', streamid: 1, ticket: await ticket() }));
    await session.onMessage(JSON.stringify({ cmd: 'play' }));
    socket.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    live.push(frame(1, false));
    socket.bufferedAmount = 0;
    live.push(frame(2, false)); // still dropped: not decodable without frame 1
    live.push(frame(3, true));
    live.push(frame(4, false));
    expect(socket.frames.map((f) => f.pts)).toEqual([0, 300, 400]);
    session.dispose();
  });

  it.each([
    ['a command before init', JSON.stringify({ cmd: 'play' }), STOP_CODE.INVALID_REQUEST, 'Invalid request'],
    ['malformed JSON', '{', STOP_CODE.INVALID_REQUEST, 'Invalid request'],
    [
      'a forged ticket',
      JSON.stringify({ cmd: 'init', objid: 'cam', ticket: 'x' }),
      STOP_CODE.NOT_AUTHORIZED,
      'Not authorized',
    ],
  ])('stops on %s', async (_name, message, code, error) => {
    const { socket, session } = setUp();
    await session.onMessage(message);
    expect(socket.json).toEqual([{ code, error }]);
    expect(socket.closed).toBe(true);
  });

  it('refuses a ticket for another camera, or a camera of another realm', async () => {
    const first = setUp();
    await first.session.onMessage(JSON.stringify({ cmd: 'init', objid: 'other', ticket: await first.ticket('cam') }));
    expect(first.socket.json).toEqual([{ code: STOP_CODE.NOT_AUTHORIZED, error: 'Not authorized' }]);
    const second = setUp();
    await second.session.onMessage(
      JSON.stringify({ cmd: 'init', objid: 'other', ticket: await second.ticket('other') }),
    );
    expect(second.socket.json).toEqual([{ code: STOP_CODE.NOT_AUTHORIZED, error: 'Not authorized' }]);
  });

  it("refuses a speed the ticket's user may not play at (spec 2 §6 limitedSpeedList), asked at each play", async () => {
    const asked: string[] = [];
    const { live, socket, session, ticket } = setUp({
      speedsOf: async (grant) => {
        asked.push(grant.userId);
        return LIMITED_SPEED_OPTIONS;
      },
    });
    live.push(frame(0, true));
    await session.onMessage(JSON.stringify({ cmd: 'init', objid: 'cam', streamid: 1, ticket: await ticket() }));
    await session.onMessage(JSON.stringify({ cmd: 'play', speed: 5 }));
    expect(socket.closed).toBe(false);
    expect(socket.frames).toHaveLength(1);
    await session.onMessage(JSON.stringify({ cmd: 'play', speed: 10 }));
    expect(socket.json.at(-1)).toEqual({ code: STOP_CODE.NOT_AUTHORIZED, error: 'Not authorized' });
    expect(socket.closed).toBe(true);
    expect(asked).toEqual(['u', 'u']);
  });

  it('says video unavailable when the camera has no live video', async () => {
    const { socket, session, ticket, live } = setUp();
    live.end();
    await session.onMessage(JSON.stringify({ cmd: 'init', objid: 'cam', ticket: await ticket() }));
    expect(socket.json).toEqual([{ code: STOP_CODE.VIDEO_UNAVAILABLE, error: 'Video unavailable' }]);
  });
});
