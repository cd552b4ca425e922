/** GraphQL WebSockets that never send connection_init are closed with the protocol's 4408 within
 *  its wait (issue 27 #10: 1,000 anonymous ones were held for good), pings or not; one that sent
 *  it stays open. */
import WebSocket from 'ws';
import { AUTH_PATHS } from '../../shared/auth/loginApi';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { testDatabases } from '../testing/testDatabases';
import { CONNECTION_INIT_WAIT_MS, INIT_TIMEOUT_CLOSE } from './closeUninitialisedSocket';

const [sqlite] = testDatabases();

interface Opened {
  socket: WebSocket;
  closed: Promise<{ code: number; reason: string; afterMs: number }>;
  received: string[];
}

describe('GraphQL sockets without connection_init', () => {
  const platform = sharedTestPlatform(sqlite!);

  const open = async (): Promise<Opened> => {
    const url = platform.current().url;
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${AUTH_PATHS.graphql}`, 'graphql-transport-ws', {
      headers: { origin: url },
    });
    const received: string[] = [];
    socket.on('message', (data) => received.push(String(data)));
    const started = Date.now();
    const closed = new Promise<{ code: number; reason: string; afterMs: number }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason), afterMs: Date.now() - started })),
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return { socket, closed, received };
  };

  it('closes a silent socket and one that only pings with 4408', async () => {
    const silent = await open();
    const pinging = await open();
    const pings = setInterval(() => pinging.socket.send(JSON.stringify({ type: 'ping' })), 500);
    try {
      for (const { closed } of [silent, pinging]) {
        const close = await closed;
        expect(close).toMatchObject({ code: INIT_TIMEOUT_CLOSE.code, reason: INIT_TIMEOUT_CLOSE.reason });
        expect(close.afterMs).toBeGreaterThanOrEqual(CONNECTION_INIT_WAIT_MS - 100);
      }
    } finally {
      clearInterval(pings);
    }
  }, 20_000);

  it('keeps a socket that sent connection_init open past the wait', async () => {
    const { socket, received } = await open();
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await new Promise((resolve) => setTimeout(resolve, CONNECTION_INIT_WAIT_MS + 1000));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(received.map((m) => (JSON.parse(m) as { type: string }).type)).toContain('connection_ack');
    socket.close();
  }, 20_000);
});
