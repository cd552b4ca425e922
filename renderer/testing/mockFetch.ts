/** Test double for the network boundary: a fetch that answers 'METHOD /path' from a table. */

export interface MockReply {
  status?: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  contentType?: string;
}

export type MockHandler = (request: { body: unknown; init: RequestInit }) => MockReply | Promise<MockReply>;

export type MockRoutes = Record<string, MockReply | MockHandler>;

/** The public endpoints every logged-out page reads, answered with their empty forms. */
const PUBLIC_DEFAULTS: MockRoutes = {
  'GET /api/branding': { body: {} },
  'GET /api/parameters': { body: [] },
  'GET /api/languages': { body: [] },
};

/** Installs a fetch mock on window; unknown routes answer 404 {code, message}. */
export function mockFetch(routes: MockRoutes = {}): jest.Mock {
  const table = { ...PUBLIC_DEFAULTS, ...routes };
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const entry = table[key];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply: MockReply =
      entry === undefined
        ? { status: 404, body: { code: 404, message: `${key} not mocked` } }
        : typeof entry === 'function'
          ? await entry({ body, init })
          : entry;
    return toResponse(reply);
  });
  window.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The calls made to one 'METHOD /path', as their parsed JSON bodies. */
export function callsTo(fn: jest.Mock, key: string): { body: unknown; headers: Record<string, string> }[] {
  return fn.mock.calls
    .filter(([input, init]: [RequestInfo | URL, RequestInit | undefined]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === key;
    })
    .map(([, init]: [RequestInfo | URL, RequestInit | undefined]) => ({
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    }));
}

/** A deferred reply: the test decides when the server answers. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function toResponse({ status = 200, body, contentType }: MockReply) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const type = contentType ?? (typeof body === 'string' ? 'text/plain' : 'application/json');
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? type : null) },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}
