/** A media socket must send its init within MEDIA_INIT_TIMEOUT_MS of opening (issue 27 #10: one
 *  sending only `{}` heartbeats was held open for good); heartbeats do not extend the wait, and an
 *  init, even one refused, ends it. */
import { HEARTBEAT_MS, MEDIA_INIT_TIMEOUT_MS } from '../../../shared/video/constants';
import type { ArchiveReader } from '../archive/ArchiveReader';
import { MediaSession, type MediaSocket } from './MediaSession';
import { MediaTickets } from './MediaTickets';

class FakeSocket implements MediaSocket {
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: { code?: number; reason?: string } | undefined;
  send(data: string | Uint8Array) {
    if (typeof data === 'string') this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
  }
}

function session() {
  const socket = new FakeSocket();
  const media = new MediaSession(socket, {
    tickets: new MediaTickets(),
    reader: {} as ArchiveReader,
    cameraRealm: async () => undefined,
    live: () => undefined,
  });
  return { socket, media };
}

describe('MediaSession init wait', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes a socket that sends heartbeats and no init', async () => {
    const { socket, media } = session();
    for (let at = 0; at < MEDIA_INIT_TIMEOUT_MS - HEARTBEAT_MS; at += HEARTBEAT_MS) {
      jest.advanceTimersByTime(HEARTBEAT_MS);
      await media.onMessage('{}');
    }
    expect(socket.closedWith).toBeUndefined();
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(socket.closedWith).toEqual({ code: 1008, reason: 'init timeout' });
  });

  it('leaves the wait to the init: a refused one ends the socket with its stop code, not a timeout', async () => {
    const { socket, media } = session();
    await media.onMessage(JSON.stringify({ cmd: 'init', objid: 'cam', streamid: 1, ticket: 'nope' }));
    expect(socket.closedWith?.code).toBe(1000);
    jest.advanceTimersByTime(MEDIA_INIT_TIMEOUT_MS);
    expect(socket.closedWith?.code).toBe(1000);
    media.dispose();
  });
});
