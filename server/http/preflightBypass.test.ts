/* The CSRF gate (preflight.ts) against every /api route the platform registers, collected as
 * createPlatform adds them, reached through encoded, double-encoded, case-varied and dot-segment
 * spellings of its path (the router decoded /%61pi/ptz and moved a camera). */
import http from 'node:http';
import type { FastifyInstance, RouteOptions, onRequestHookHandler } from 'fastify';
import WebSocket from 'ws';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE, SESSION_COOKIE } from '../../shared/auth/loginApi';
import { IMAGE_MAP_PLAN_PATH } from '../../shared/imageMap/imageMapConstants';
import { MAP_TILES_PATH } from '../../shared/maps/geoMapConstants';
import { URL_WIDGET_FRAME_PATH } from '../../shared/widgets/urlWidgetFrame';
import { EXPORT_FILES_PATH, MEDIA_PATHS, MEDIA_WS_PATH, MEDIA_WS_PROTOCOL } from '../../shared/video/constants';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

interface Route {
  method: string;
  url: string;
}

/** Filled while createPlatform registers its routes (jest.mock below); read by the tests. */
const mockProbe = { routes: [] as Route[], passed: [] as string[] };

// Every Fastify instance gets an onRoute hook before any route exists: it lists each route and
// appends a route-level onRequest hook. Those run after the app-level ones, preflight's among them,
// so a request that reaches the probe got through the CSRF gate on its way to the handler.
jest.mock('fastify', () => {
  const actual = jest.requireActual<{ default: (...args: unknown[]) => FastifyInstance }>('fastify');
  const probed = (...args: unknown[]) => {
    const app = actual.default(...args);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) mockProbe.routes.push({ method, url: route.url });
      if (!route.url.startsWith('/api/')) return; // the console's files: no API handler behind them
      const probe: onRequestHookHandler = (request, _reply, done) => {
        mockProbe.passed.push(`${request.method} ${route.url}`);
        done();
      };
      route.onRequest = [...[route.onRequest ?? []].flat(), probe];
    });
    return app;
  };
  return { ...actual, __esModule: true, default: probed, fastify: probed };
});

/** Routes the console loads with elements (img, download links) or monitors poll: no header by design. */
const HEADERLESS_READS = [
  AUTH_PATHS.health,
  MEDIA_PATHS.snapshot,
  MEDIA_PATHS.thumbnail,
  `${EXPORT_FILES_PATH}/:id/:name`,
  `${IMAGE_MAP_PLAN_PATH}/:mapId`,
  `${MAP_TILES_PATH}/:layer/:z/:x/:y`,
  URL_WIDGET_FRAME_PATH,
];
const isHeaderlessRead = (r: Route) => (r.method === 'GET' || r.method === 'HEAD') && HEADERLESS_READS.includes(r.url);

const FOREIGN_ORIGIN = 'http://evil.example';
const OPERATOR = { username: 'operator', password: 'operator' };

/** Spellings of /api/<rest> that a router or a file server might take for the same route. */
function spellings(path: string): string[] {
  const rest = path.slice('/api/'.length);
  const first = rest.charCodeAt(0).toString(16);
  return [
    path,
    `/%61pi/${rest}`,
    `/api/%${first}${rest.slice(1)}`,
    `/%2561pi/${rest}`,
    `/api/%25${first}${rest.slice(1)}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `/api/${rest.toUpperCase()}`,
    `/x/../api/${rest}`,
    `/api/./${rest}`,
    `/./api/${rest}`,
    `/api/x/../${rest}`,
    `/x/%2e%2e/api/${rest}`,
    `/api/%2e/${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/api%2f${rest}`,
  ];
}

/** One request on a fresh connection, the path sent exactly as given (fetch would normalise it). */
function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  json: unknown = method === 'POST' || method === 'PUT' ? {} : undefined,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(base);
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        method,
        path,
        agent: false,
        headers: { ...(body && { 'content-type': 'application/json' }), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** 'open', or the HTTP status (or error) the upgrade was refused with. */
function openSocket(url: string, protocol: string, headers: Record<string, string>, origin?: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, protocol, { headers, ...(origin && { origin }) });
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

describe.each(testDatabases())('the CSRF gate on every /api route, $kind', (database) => {
  let t: TestPlatform;
  let cookie: string;
  let apiRoutes: Route[];

  beforeAll(async () => {
    mockProbe.routes.length = 0;
    t = await startTestPlatform(database);
    const seen = new Set<string>();
    apiRoutes = mockProbe.routes.filter((r) => {
      const key = `${r.method} ${r.url}`;
      const fresh = r.url.startsWith('/api/') && !seen.has(key);
      seen.add(key);
      return fresh;
    });
    // The victim is signed in: a forged request would carry the session cookie.
    const login = await send(t.url, 'POST', AUTH_PATHS.login, { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE }, OPERATOR);
    const setCookie = [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    cookie = setCookie?.split(';')[0] ?? '';
    expect(cookie).not.toBe('');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    mockProbe.passed.length = 0;
  });

  const concrete = (route: Route) => route.url.replace(/:\w+/g, 'x');

  it('collects the routes it checks from the platform itself', () => {
    const urls = apiRoutes.map((r) => r.url);
    for (const url of [AUTH_PATHS.logout, AUTH_PATHS.graphql, '/api/ptz', MEDIA_WS_PATH, MEDIA_PATHS.coverage]) {
      expect(urls).toContain(url);
    }
    expect(apiRoutes.length).toBeGreaterThan(20);
  });

  it('lets no spelling of any route past the gate without the header', async () => {
    const bypasses: string[] = [];
    for (const route of apiRoutes.filter((r) => !isHeaderlessRead(r))) {
      for (const path of spellings(concrete(route))) {
        mockProbe.passed.length = 0;
        const answer = await send(t.url, route.method, path, { cookie });
        const refused = answer.status === 403 || answer.status === 404;
        if (mockProbe.passed.length > 0 || !refused) {
          bypasses.push(`${route.method} ${path} → ${answer.status} ${mockProbe.passed.join(', ')}`);
        }
      }
    }
    expect(bypasses).toEqual([]);
  });

  it('still opens every route to the console, which sends the header', async () => {
    const blocked: string[] = [];
    for (const route of apiRoutes) {
      mockProbe.passed.length = 0;
      const answer = await send(t.url, route.method, concrete(route), { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE });
      if (!mockProbe.passed.includes(`${route.method} ${route.url}`))
        blocked.push(`${route.method} ${route.url} → ${answer.status}`);
    }
    expect(blocked).toEqual([]);
  });

  it('opens the element reads and health without the header', async () => {
    const headerless = apiRoutes.filter(isHeaderlessRead);
    expect(headerless.map((r) => r.url)).toEqual(expect.arrayContaining(HEADERLESS_READS));
    for (const route of headerless) {
      mockProbe.passed.length = 0;
      await send(t.url, route.method, concrete(route), { cookie });
      expect(mockProbe.passed).toContain(`${route.method} ${route.url}`);
    }
  });

  it('refuses WebSocket upgrades from a foreign origin however the path is spelled', async () => {
    const ws = t.url.replace(/^http/, 'ws');
    const paths: Array<[string, string]> = [
      [AUTH_PATHS.graphql, 'graphql-transport-ws'],
      ['/%61pi/graphql', 'graphql-transport-ws'],
      ['/api/%67raphql', 'graphql-transport-ws'],
      ['/%2561pi/graphql', 'graphql-transport-ws'],
      ['/API/graphql', 'graphql-transport-ws'],
      [MEDIA_WS_PATH, MEDIA_WS_PROTOCOL],
      ['/%61pi/media/stream', MEDIA_WS_PROTOCOL],
      ['/api/media/%73tream', MEDIA_WS_PROTOCOL],
      ['/%2561pi/media/stream', MEDIA_WS_PROTOCOL],
      ['/API/media/stream', MEDIA_WS_PROTOCOL],
    ];
    const opened: string[] = [];
    for (const [path, protocol] of paths) {
      mockProbe.passed.length = 0;
      const outcome = await openSocket(`${ws}${path}`, protocol, { cookie }, FOREIGN_ORIGIN);
      if (outcome === 'open' || mockProbe.passed.length > 0) opened.push(`${path} → ${outcome}`);
    }
    expect(opened).toEqual([]);
  });

  it("opens the console's own WebSockets and refuses an upgrade where no socket belongs", async () => {
    const ws = t.url.replace(/^http/, 'ws');
    expect(await openSocket(`${ws}${AUTH_PATHS.graphql}`, 'graphql-transport-ws', { cookie }, t.url)).toBe('open');
    expect(await openSocket(`${ws}${MEDIA_WS_PATH}`, MEDIA_WS_PROTOCOL, { cookie }, t.url)).toBe('open');
    // A client that sends no Origin is not a browser; it still needs the header off the socket routes.
    mockProbe.passed.length = 0;
    expect(await openSocket(`${ws}/api/ptz?cam_objid=demo-hq-ptz&rpan=1`, 'x', { cookie })).toBe('403');
    expect(mockProbe.passed).toEqual([]);
  });
});
