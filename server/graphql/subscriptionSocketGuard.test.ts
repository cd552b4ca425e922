/** The GraphQL WebSocket holds clients to graphql-transport-ws: each violation closes the socket
 *  with the protocol's code and a readable reason, an id may be reused once its subscription
 *  ended, and subscriptions are validated like queries. */
import WebSocket from 'ws';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

const INIT = JSON.stringify({ type: 'connection_init' });
const subscribe = (id: unknown, payload: unknown = { query: 'subscription { sessionClose { reason } }' }) =>
  JSON.stringify({ id, type: 'subscribe', payload });

describe('the GraphQL WebSocket protocol guard', () => {
  let t: TestPlatform;
  let cookie = '';

  beforeAll(async () => {
    const [sqlite] = testDatabases();
    if (!sqlite) throw new Error('SQLite is always tested');
    t = await startTestPlatform(sqlite);
    const login = await fetch(`${t.url}${AUTH_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  });
  afterAll(() => t.close());

  type Message = { type: string; id?: string; payload?: unknown };

  /** Sends each phase's frames and a ping, and waits until the platform closed the socket or the
   *  phase's `done` holds (by default: its pong, which comes once every frame before it was handled). */
  async function exchange(...phases: Array<{ frames: Array<string | Buffer>; done?: (m: Message[]) => boolean }>) {
    const socket = new WebSocket(`${t.url.replace(/^http/, 'ws')}${AUTH_PATHS.graphql}`, 'graphql-transport-ws', {
      headers: { cookie, origin: t.url },
    });
    const received: Message[] = [];
    let close: { code: number; reason: string } | undefined;
    let check = () => undefined as void;
    socket.on('message', (data) => {
      received.push(JSON.parse(String(data)) as Message);
      check();
    });
    socket.once('close', (code, reason) => {
      close = { code, reason: String(reason) };
      check();
    });
    await new Promise((resolve) => socket.once('open', resolve));
    for (const [n, phase] of phases.entries()) {
      const done = phase.done ?? ((m: Message[]) => m.filter((x) => x.type === 'pong').length > n);
      const settled = new Promise<void>((resolve) => {
        check = () => {
          if (close || done(received)) resolve();
        };
      });
      for (const frame of [...phase.frames, JSON.stringify({ type: 'ping' })]) socket.send(frame);
      await settled;
      if (close) break;
    }
    const closedByPlatform = close;
    socket.close();
    return { received: received.filter((m) => m.type !== 'ping' && m.type !== 'pong'), close: closedByPlatform };
  }

  it.each([
    ['a frame that is not JSON', ['{nope'], 4400, 'Invalid message received: not JSON'],
    ['binary garbage', [Buffer.from([0, 255, 7])], 4400, 'Invalid message received: not JSON'],
    ['JSON that is no message', ['null'], 4400, 'Invalid message received: an object with a type is expected'],
    ['an unknown type', ['{"type":"start"}'], 4400, "Invalid message received: unknown type 'start'"],
    ['subscribe before connection_init', [subscribe('1')], 4401, 'Unauthorized: connection_init first'],
    ['a second connection_init', [INIT, INIT], 4429, 'Too many initialisation requests'],
    [
      'a subscribe without payload',
      [INIT, JSON.stringify({ id: '1', type: 'subscribe' })],
      4400,
      'Invalid message received: subscribe needs a payload with a query text',
    ],
    [
      'a syntax tree for a query',
      [INIT, subscribe('1', { query: { kind: 'Document', definitions: [] } })],
      4400,
      'Invalid message received: subscribe needs a payload with a query text',
    ],
    [
      'a subscribe without id',
      [INIT, subscribe(undefined)],
      4400,
      'Invalid message received: subscribe needs an id of 1 to 128 characters',
    ],
    ['an id still in use', [INIT, subscribe('1'), subscribe('1')], 4409, 'Subscriber for 1 already exists'],
    [
      'connection_init headers that are not texts',
      [JSON.stringify({ type: 'connection_init', payload: { headers: { time: 'NaN', id: ['1', 2] } } })],
      4400,
      'Invalid message received: connection_init headers must be an object of texts',
    ],
    [
      'an operationName the document does not hold',
      [INIT, subscribe('1', { query: 'subscription A { sessionClose { reason } }', operationName: 'B' })],
      4400,
      "Invalid message received: no operation named 'B'",
    ],
    [
      'a key that reaches an object prototype',
      ['{"type":"connection_init","payload":{"__proto__":{"admin":true}}}'],
      4400,
      'Invalid message received: __proto__ and constructor.prototype keys are not allowed',
    ],
    ['connection_terminate', [INIT, '{"type":"connection_terminate"}'], 1000, 'Connection terminated by the client'],
    [
      'a list variable longer than the limit (issue 27 #4)',
      [
        INIT,
        subscribe('1', {
          query: 'subscription ($w: [ID!]) { auditEntries(witnesses: $w) { type } }',
          variables: { w: Array.from({ length: 40_000 }, (_, i) => `camera-${i}`) },
        }),
      ],
      4400,
      'Invalid message received: A list may hold at most 1000 items ($w)',
    ],
  ])('closes the socket on %s', async (_what, frames, code, reason) => {
    const { close } = await exchange({ frames });
    expect(close).toEqual({ code, reason });
  });

  it('lets an id be reused once its subscription ended, and validates subscriptions like queries', async () => {
    const complete = JSON.stringify({ id: '1', type: 'complete' });
    const reused = await exchange(
      { frames: [INIT, subscribe('1'), complete], done: (m) => m.some((x) => x.type === 'complete') },
      { frames: [subscribe('1')] },
    );
    expect(reused.close).toBeUndefined();
    expect(reused.received).toEqual([{ type: 'connection_ack' }, { type: 'complete', id: '1', payload: null }]);

    const { received, close } = await exchange({
      frames: [INIT, subscribe('2', { query: 'subscription { sessionClose { nothing } }' }), subscribe('3')],
      done: (m) => m.some((x) => x.type === 'error') && m.some((x) => x.type === 'pong'),
    });
    expect(close).toBeUndefined();
    expect(received).toEqual([
      { type: 'connection_ack' },
      {
        type: 'error',
        id: '2',
        payload: [{ message: 'Cannot query field "nothing" on type "SessionCloseEvent".', extensions: { code: 400 } }],
      },
    ]);
  });
});
