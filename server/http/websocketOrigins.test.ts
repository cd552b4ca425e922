/* Which WebSocket upgrades the platform opens (issue 16): a browser page of another origin, of a
 * sibling port on the same host, or of an opaque origin (the URL widget's sandboxed frame, which
 * sends "null") is refused on both socket routes; the console's own origin is opened, and so is a
 * client that sends no Origin at all: only browsers send one, and a non-browser client cannot
 * ride a victim's cookie, so it meets the same session and ticket checks as anyone. */
import WebSocket from 'ws';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { MEDIA_WS_PATH, MEDIA_WS_PROTOCOL } from '../../shared/video/constants';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

/** 'open', or the HTTP status the upgrade was refused with. */
function upgrade(url: string, protocol: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, protocol, { headers });
    socket.on('open', () => {
      socket.terminate();
      resolve('open');
    });
    socket.on('unexpected-response', (request, response) => {
      request.destroy();
      resolve(String(response.statusCode));
    });
    socket.on('error', (err) => resolve(err.message));
  });
}

const [sqlite] = testDatabases();

// A platform starts for the suite: on a loaded machine that takes longer than jest's 5 s default.
jest.setTimeout(30_000);

describe('WebSocket upgrades and the Origin header', () => {
  let t: TestPlatform;
  let cookie: string;
  beforeAll(async () => {
    if (!sqlite) throw new Error('SQLite is always tested');
    t = await startTestPlatform(sqlite);
    const login = await fetch(`${t.url}${AUTH_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
      body: JSON.stringify({ username: 'operator', password: 'operator' }),
    });
    cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    expect(cookie).not.toBe('');
  });
  afterAll(async () => {
    await t.close();
  });

  const routes: Array<[string, string]> = [
    [AUTH_PATHS.graphql, 'graphql-transport-ws'],
    [MEDIA_WS_PATH, MEDIA_WS_PROTOCOL],
  ];

  it.each(routes)('%s: refuses foreign, sibling-port and opaque origins with 403', async (path, protocol) => {
    const { port } = new URL(t.url);
    const url = `${t.url.replace(/^http/, 'ws')}${path}`;
    for (const origin of [
      'http://evil.example',
      `http://evil.example:${port}`,
      `http://127.0.0.1:${Number(port) + 1}`,
      'null',
      'not a url',
    ]) {
      expect([origin, await upgrade(url, protocol, { cookie, origin })]).toEqual([origin, '403']);
    }
  });

  it.each(routes)('%s: opens the console origin and origin-less clients', async (path, protocol) => {
    const url = `${t.url.replace(/^http/, 'ws')}${path}`;
    expect(await upgrade(url, protocol, { cookie, origin: t.url })).toBe('open');
    expect(await upgrade(url, protocol, { cookie })).toBe('open');
  });

  it('gives an origin-less graphql-ws client no session without the cookie', async () => {
    const anonymous = new ApiClient(t.url);
    const subscription = anonymous.subscribe('subscription { sharedViewsUpdate { __typename } }');
    const first = await subscription.next(5000).catch((err: Error) => ({ errors: err.message }));
    expect(JSON.stringify(first.errors)).toMatch(/401|[Nn]ot (logged|signed|authori)/);
    await anonymous.dispose();
  });
});
