/* Connections that send nothing, or too little, are closed(400 silent sockets were held
 * for 75 s and more); WebSockets and downloads that keep moving are not. The platform runs with
 * the timeouts shortened through PlatformOptions, so each case takes a second or two. */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { MEDIA_WS_PATH, MEDIA_WS_PROTOCOL } from '../../shared/video/constants';
import { readConfig } from '../kernel/readConfig';
import { createPlatform, type Platform } from '../platform/createPlatform';
import { HTTP_TIMEOUTS, type HttpTimeouts, httpServerTimeouts } from './httpTimeouts';

const FAST: HttpTimeouts = { headersMs: 500, requestMs: 1_000, keepAliveMs: 500, idleMs: 1_500, checkIntervalMs: 100 };
/** Longer than every FAST limit together: whatever survives it was not cut by any of them. */
const OUTLAST_MS = FAST.headersMs + FAST.requestMs + FAST.idleMs + 500;
/** A download several times larger than what the kernel buffers between the two ends. */
const BIG_FILE_BYTES = 24 * 1024 * 1024;
const READ_BURST_BYTES = 1024 * 1024;
const READ_PAUSE_MS = 200;

jest.setTimeout(20_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RawConnection {
  socket: net.Socket;
  received: () => string;
  /** Resolves with ms from connect to the server closing it, or 'open' at the deadline. */
  closed: (deadlineMs: number) => Promise<number | 'open'>;
}

function connect(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const start = Date.now();
    let text = '';
    let closedAt: number | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined); // a reset is a close too
    socket.on('close', () => (closedAt = Date.now()));
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => text,
        closed: async (deadlineMs) => {
          while (closedAt === undefined && Date.now() - start < deadlineMs) await sleep(25);
          return closedAt === undefined ? 'open' : closedAt - start;
        },
      }),
    );
    socket.once('error', reject);
  });
}

describe('HTTP connection timeouts', () => {
  let platform: Platform;
  let port: number;
  let dataDir: string;
  const open: Array<{ destroy(): void }> = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-timeouts-'));
    const consoleDir = path.join(dataDir, 'console');
    fs.mkdirSync(path.join(consoleDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Vantage</title>');
    fs.writeFileSync(path.join(consoleDir, 'assets', 'big.0123abcd.bin'), Buffer.alloc(BIG_FILE_BYTES, 7));
    const config = readConfig({
      PORT: '0',
      VANTAGE_DATA: dataDir,
      VANTAGE_CONSOLE_DIR: consoleDir,
      VANTAGE_DEMO: '0',
      VANTAGE_MEDIA: '0',
      LOG_LEVEL: 'silent',
    });
    platform = await createPlatform(config, { logger: false, httpTimeouts: FAST });
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    await platform.ready;
    const address = platform.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterEach(() => {
    open.splice(0).forEach((s) => s.destroy());
  });
  afterAll(async () => {
    await platform.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes connections that send nothing', async () => {
    const connections = await Promise.all(Array.from({ length: 20 }, () => connect(port)));
    open.push(...connections.map((c) => c.socket));
    const closed = await Promise.all(connections.map((c) => c.closed(OUTLAST_MS)));
    expect(closed.filter((c) => c === 'open')).toEqual([]);
  });

  it('closes a connection that trickles a request header without finishing it', async () => {
    const c = await connect(port);
    open.push(c.socket);
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    // A byte now and then keeps the socket busy, so only the header deadline can end it.
    const trickle = setInterval(() => c.socket.writable && c.socket.write('X'), 100);
    try {
      expect(await c.closed(OUTLAST_MS)).not.toBe('open');
    } finally {
      clearInterval(trickle);
    }
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that trickles a request body without finishing it', async () => {
    const c = await connect(port);
    open.push(c.socket);
    c.socket.write(
      `POST ${AUTH_PATHS.login} HTTP/1.1\r\nHost: localhost\r\n${PREFLIGHT_HEADER}: ${PREFLIGHT_VALUE}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
    );
    const trickle = setInterval(() => c.socket.writable && c.socket.write(' '), 100);
    try {
      expect(await c.closed(OUTLAST_MS)).not.toBe('open');
    } finally {
      clearInterval(trickle);
    }
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a kept-alive connection that asks nothing more', async () => {
    const c = await connect(port);
    open.push(c.socket);
    c.socket.write(`GET ${AUTH_PATHS.health} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(await c.closed(OUTLAST_MS)).not.toBe('open');
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('closes an upgrade request it answered over HTTP instead of holding the socket', async () => {
    const c = await connect(port);
    open.push(c.socket);
    c.socket.write(
      `GET ${AUTH_PATHS.health} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    expect(await c.closed(OUTLAST_MS)).not.toBe('open');
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('keeps a quiet graphql-ws socket open and answering', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${AUTH_PATHS.graphql}`, 'graphql-transport-ws');
    open.push({ destroy: () => socket.terminate() });
    const messages: Array<{ type: string }> = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as { type: string }));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await sleep(OUTLAST_MS);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    // graphql-ws answers a ping with a pong; queries over the socket are not Mercurius's.
    socket.send(JSON.stringify({ type: 'ping' }));
    const deadline = Date.now() + 3_000;
    while (!messages.some((m) => m.type === 'pong') && Date.now() < deadline) await sleep(25);
    expect(messages.map((m) => m.type)).toEqual(expect.arrayContaining(['connection_ack', 'pong']));
  });

  it('keeps a quiet media socket open and answering', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${MEDIA_WS_PATH}`, MEDIA_WS_PROTOCOL);
    open.push({ destroy: () => socket.terminate() });
    const messages: unknown[] = [];
    socket.on('message', (data, binary) => !binary && messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await sleep(OUTLAST_MS);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.send(JSON.stringify({ cmd: 'init', objid: 'no-such-camera', streamid: 1, ticket: 'no-such-ticket' }));
    const deadline = Date.now() + 3_000;
    while (messages.length === 0 && Date.now() < deadline) await sleep(25);
    expect(messages[0]).toEqual(expect.objectContaining({ code: expect.any(Number) }));
  });

  it('does not cut a long download that keeps sending', async () => {
    const c = await connect(port);
    open.push(c.socket);
    c.socket.write('GET /assets/big.0123abcd.bin HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    // Read a megabyte at a time with pauses shorter than the idle limit: the whole download
    // outlasts every limit, and the server has to keep writing through it.
    const started = Date.now();
    let sinceResume = 0;
    c.socket.on('data', (chunk: string) => {
      sinceResume += chunk.length;
      if (sinceResume < READ_BURST_BYTES) return;
      sinceResume = 0;
      c.socket.pause();
      setTimeout(() => c.socket.resume(), READ_PAUSE_MS);
    });
    await c.closed(60_000);
    const text = c.received();
    const head = text.slice(0, text.indexOf('\r\n\r\n') + 4);
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(text.length - head.length).toBe(BIG_FILE_BYTES);
    expect(Date.now() - started).toBeGreaterThan(OUTLAST_MS);
  });
});

describe('HTTP_TIMEOUTS', () => {
  it('gives Node a header limit within the request limit, as http.createServer requires', () => {
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(HTTP_TIMEOUTS.requestMs);
    expect(HTTP_TIMEOUTS.checkIntervalMs).toBeLessThan(HTTP_TIMEOUTS.headersMs);
    expect(httpServerTimeouts(HTTP_TIMEOUTS)).toEqual({
      connectionTimeout: HTTP_TIMEOUTS.idleMs,
      keepAliveTimeout: HTTP_TIMEOUTS.keepAliveMs,
      requestTimeout: HTTP_TIMEOUTS.requestMs,
      http: {
        headersTimeout: HTTP_TIMEOUTS.headersMs,
        requestTimeout: HTTP_TIMEOUTS.requestMs,
        connectionsCheckingInterval: HTTP_TIMEOUTS.checkIntervalMs,
      },
    });
  });
});
