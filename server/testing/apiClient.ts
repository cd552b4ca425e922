/** A console-like client for integration tests: keeps the session cookie, sends the preflight
 *  header, calls the login family and GraphQL, and opens graphql-ws subscriptions. */
import { createClient, type Client } from 'graphql-ws';
import { Agent } from 'undici';
import WebSocket from 'ws';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE, SESSION_COOKIE } from '../../shared/auth/loginApi';

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
}

export interface GraphqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  /** Mercurius serialises extensions.code as a string ("401", "403" …). */
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export interface SocketOptions {
  /** Reconnect and resubscribe for ever when the socket drops, as the console does. */
  reconnect?: boolean;
}

/** The pause between two reconnection attempts of a socket that reconnects. */
const RECONNECT_WAIT_MS = 500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ApiClient {
  private cookie: string | undefined;
  private readonly sockets: Client[] = [];

  /** Connects from `options.localAddress` (e.g. 127.0.0.2: any 127.x address is this machine)
   *  when given, so tests can play clients at different source addresses. */
  private readonly dispatcher: Agent | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly preflight = true,
    options: { localAddress?: string } = {},
  ) {
    this.dispatcher = options.localAddress ? new Agent({ localAddress: options.localAddress }) : undefined;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResult<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      // undici's own Agent, which Node's fetch accepts (its bundled typings name an older one).
      ...(this.dispatcher && { dispatcher: this.dispatcher as unknown as RequestInit['dispatcher'] }),
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(this.preflight && { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE }),
        ...(this.cookie && { cookie: this.cookie }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (setCookie) {
      const value = setCookie.split(';')[0] ?? '';
      this.cookie = value.endsWith('=') ? undefined : value;
    }
    // Pictures and files come back as bytes; everything else the API answers is JSON.
    if (!(response.headers.get('content-type') ?? 'application/json').includes('json')) {
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()) as T };
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  post<T = unknown>(path: string, body?: unknown): Promise<HttpResult<T>> {
    return this.request<T>('POST', path, body ?? {});
  }

  async login(
    username: string,
    password: string,
    realmid?: string,
  ): Promise<HttpResult<{ status: string; code?: number; message?: string }>> {
    return this.post(AUTH_PATHS.login, { username, password, ...(realmid && { realmid }) });
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlResult<T>> {
    const result = await this.request<{ data: T | null; errors?: GraphqlResult['errors'] }>(
      'POST',
      AUTH_PATHS.graphql,
      {
        query,
        variables,
      },
    );
    return {
      status: result.status,
      data: result.body?.data ?? null,
      ...(result.body?.errors && { errors: result.body.errors }),
    };
  }

  /** Subscribes and collects every payload; `next()` waits for the next one. */
  subscribe<T = Record<string, unknown>>(query: string, options: SocketOptions = {}): Subscription<T> {
    return new Subscription<T>(this.socket(options), query);
  }

  /** A graphql-ws socket carrying the session cookie as it is now, for several subscriptions. */
  socket(options: SocketOptions = {}): Client {
    const cookieValue = this.cookie;
    const cookieHeader = (): Record<string, string> => (cookieValue ? { cookie: cookieValue } : {});
    const client = createClient({
      url: `${this.baseUrl.replace(/^http/, 'ws')}${AUTH_PATHS.graphql}`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols: string[]) {
          super(address, protocols, { headers: cookieHeader() });
        }
      },
      // As the console's (spec 1 §7: retry for ever), with a short fixed wait so tests stay quick.
      ...(options.reconnect
        ? { retryAttempts: Infinity, shouldRetry: () => true, retryWait: () => wait(RECONNECT_WAIT_MS) }
        : { retryAttempts: 0 }),
      lazy: false,
      // A socket the server closes (a session that ended) is what some tests wait for, not noise.
      onNonLazyError: () => undefined,
    });
    this.sockets.push(client);
    return client;
  }

  async dispose(): Promise<void> {
    await Promise.all(this.sockets.map((s) => s.dispose()));
    await this.dispatcher?.close();
  }
}

export class Subscription<T> {
  private readonly received: Array<{ data?: T | null; errors?: unknown }> = [];
  private waiters: Array<() => void> = [];
  readonly started: Promise<void>;
  private unsubscribe: () => void = () => undefined;

  /** `connected`: the socket was already open when this subscription was made on it. */
  constructor(client: Client, query: string, connected = false) {
    this.started = new Promise((resolve) => {
      // graphql-ws confirms nothing per subscription; a short settle lets the server register it.
      if (connected) return void setTimeout(resolve, 250);
      const off = client.on('connected', () => {
        off();
        setTimeout(resolve, 250);
      });
    });
    this.unsubscribe = client.subscribe<T>(
      { query },
      {
        next: (value) => this.push(value as { data?: T | null; errors?: unknown }),
        error: (errors) => this.push({ errors }),
        complete: () => undefined,
      },
    );
  }

  private push(value: { data?: T | null; errors?: unknown }): void {
    this.received.push(value);
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }

  /** The next payload, or a rejection after timeoutMs (long enough for a machine at full load). */
  async next(timeoutMs = 15_000): Promise<{ data?: T | null; errors?: unknown }> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length === 0) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('No subscription payload arrived in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received.shift() as { data?: T | null; errors?: unknown };
  }

  /** Forgets the payloads received so far, so next() waits for a new one. */
  drain(): void {
    this.received.length = 0;
  }

  close(): void {
    this.unsubscribe();
  }
}
