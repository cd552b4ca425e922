/** A client that breaks WebSocket framing itself on the GraphQL socket (issue 16: every refusal a
 *  close with a code) gets RFC 6455's close code for it, never a dropped connection (1006): a frame
 *  over the size limit with more frames behind it, a text frame that is not UTF-8, a reserved
 *  opcode. The frames are written under the ws client, which would not send them. The platform
 *  runs in a process of its own: sharing the test's event loop, the server read the client's
 *  frames in other turns and the reset that lost the close frame did not show. */
import type { Socket } from 'node:net';
import WebSocket from 'ws';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { type PlatformProcess, startPlatformProcess } from '../testing/platformProcess';
import { GRAPHQL_WS_MAX_PAYLOAD } from './websocketErrors';

const INIT = JSON.stringify({ type: 'connection_init' });
const PING = JSON.stringify({ type: 'ping' });
/** Sockets sent an oversized frame: the connection reset that lost the close frame came in 1 to 8
 *  of 20 before the platform let ws finish its closing handshake. */
const OVERSIZED_TRIES = 20;

/** One client frame, masked as RFC 6455 asks (with a key of zeros, so the payload reads as is). */
function rawFrame(opcode: number, payload: Buffer): Buffer {
  if (payload.length > 125) throw new Error('short frames only');
  return Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
}

// A platform process starts for the suite: on a loaded machine that takes tens of seconds.
jest.setTimeout(90_000);

describe('WebSocket framing refusals', () => {
  let t: PlatformProcess;
  let cookie = '';

  beforeAll(async () => {
    t = await startPlatformProcess({ entry: 'source', env: { LOG_LEVEL: 'error' } });
    const login = await fetch(`${t.url}${AUTH_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  });
  afterAll(() => t?.stop());

  /** Opens a signed-in subscription socket, lets `act` send, and answers the code it closed with. */
  async function closeCode(act: (socket: WebSocket, tcp: Socket) => void): Promise<number> {
    const socket = new WebSocket(`${t.url.replace(/^http/, 'ws')}${AUTH_PATHS.graphql}`, 'graphql-transport-ws', {
      headers: { cookie, origin: t.url },
    });
    socket.on('error', () => undefined); // a reset shows as 1006 in the close that follows
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    act(socket, (socket as unknown as { _socket: Socket })._socket);
    return closed;
  }

  it('answers a frame over the size limit with 1009, also with frames queued behind it', async () => {
    const codes: number[] = [];
    for (let i = 0; i < OVERSIZED_TRIES; i++) {
      codes.push(
        await closeCode((socket) => {
          socket.send(INIT);
          socket.send('x'.repeat(GRAPHQL_WS_MAX_PAYLOAD + 16));
          socket.send(PING);
        }),
      );
    }
    expect(codes).toEqual(Array.from({ length: OVERSIZED_TRIES }, () => 1009));
  });

  it('answers a text frame that is not UTF-8 with 1007', async () => {
    const code = await closeCode((_socket, tcp) => tcp.write(rawFrame(0x1, Buffer.from([0x7b, 0xc3, 0x28, 0x7d]))));
    expect(code).toBe(1007);
  });

  it('answers a reserved opcode with 1002', async () => {
    const code = await closeCode((_socket, tcp) => tcp.write(rawFrame(0x3, Buffer.from(PING))));
    expect(code).toBe(1002);
  });
});
