/** A subscription socket whose client stops reading is closed with 1013 once a message has waited
 *  past the bound, so what the platform queues for it stops there; a client that reads, however
 *  much is sent, is never closed. The server sends as Mercurius does: the next message once the
 *  previous one is written. */
import type { AddressInfo, Socket } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { closeSlowSubscriber, TRY_AGAIN_LATER } from './slowSubscriber';

/** Short for the test, the platform's bound being SLOW_SUBSCRIBER_MS, yet longer than this process
 *  (server and client) stalls on a loaded machine: a reading client must never meet it. */
const AFTER_MS = 2_000;
/** Large enough that a few fill the loopback's socket buffers once the client stops reading. */
const MESSAGE = JSON.stringify({ type: 'next', id: '1', payload: { data: { x: 'x'.repeat(256 * 1024) } } });

jest.setTimeout(30_000);

describe('closeSlowSubscriber', () => {
  let server: WebSocketServer;
  let url = '';

  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on('connection', (socket) => {
      closeSlowSubscriber(socket, AFTER_MS);
      // Mercurius's loop: send, wait until written, send the next; a keep-alive on a timer.
      const loop = async () => {
        while (socket.readyState === WebSocket.OPEN) {
          const ok = await new Promise<boolean>((resolve) => socket.send(MESSAGE, (err) => resolve(!err)));
          if (!ok) return;
        }
      };
      void loop();
      const keepAlive = setInterval(() => socket.send('{"type":"ping"}', () => undefined), 50);
      socket.once('close', () => clearInterval(keepAlive));
    });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const open = async () => {
    const client = new WebSocket(url);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      client.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await new Promise((resolve) => client.once('open', resolve));
    return { client, closed, tcp: (client as unknown as { _socket: Socket })._socket };
  };

  it('closes a socket whose client stopped reading with 1013', async () => {
    const { closed, tcp } = await open();
    tcp.pause();
    // Long enough past the bound for the keep-alive to find the oldest message waiting.
    await new Promise((resolve) => setTimeout(resolve, AFTER_MS * 3));
    tcp.resume();
    expect(await closed).toEqual({ code: TRY_AGAIN_LATER, reason: 'Try again later: no message taken for 2 s' });
  });

  it('keeps a socket whose client reads', async () => {
    const { client, closed } = await open();
    let received = 0;
    client.on('message', () => (received += 1));
    await new Promise((resolve) => setTimeout(resolve, AFTER_MS * 3));
    client.close(1000);
    expect((await closed).code).toBe(1000);
    expect(received).toBeGreaterThan(10);
  });
});
