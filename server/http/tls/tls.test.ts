/* HTTPS built in (issue 16): a self-signed certificate made once and kept, given files used as
 * they are, the console and its cookie over https, and plain HTTP sent there. */
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE, SESSION_COOKIE } from '../../../shared/auth/loginApi';
import { readConfig } from '../../kernel/readConfig';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';
import { httpsLocation, listenHttpRedirect, listeningPort, redirectTarget } from './httpRedirect';
import { selfSignedPaths, tlsCredentials } from './tlsCredentials';

jest.setTimeout(30_000);

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-tls-'));

describe('tlsCredentials', () => {
  it('generates a certificate for localhost on first start, keeps it, and reports its fingerprint', async () => {
    const dataDir = tempDir();
    try {
      const first = await tlsCredentials({ certFile: undefined, keyFile: undefined }, dataDir);
      expect(first.source).toBe('generated');
      const x509 = new X509Certificate(first.cert);
      expect(first.fingerprint).toBe(x509.fingerprint256);
      expect(first.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
      expect(x509.checkHost('localhost')).toBe('localhost');
      expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
      expect(new Date(x509.validTo).getTime()).toBeGreaterThan(Date.now() + 5 * 365 * 24 * 3600_000);
      const { keyFile } = selfSignedPaths(dataDir);
      expect(fs.statSync(keyFile).mode & 0o077).toBe(0);

      const again = await tlsCredentials({ certFile: undefined, keyFile: undefined }, dataDir);
      expect(again).toMatchObject({ source: 'kept', fingerprint: first.fingerprint });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('uses the files it is given', async () => {
    const dataDir = tempDir();
    const otherDir = tempDir();
    try {
      const made = await tlsCredentials({ certFile: undefined, keyFile: undefined }, dataDir);
      const { certFile, keyFile } = selfSignedPaths(dataDir);
      const given = await tlsCredentials({ certFile, keyFile }, otherDir);
      expect(given).toMatchObject({ source: 'files', fingerprint: made.fingerprint });
      expect(fs.readdirSync(otherDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });
});

describe('TLS settings', () => {
  it('serves https on 8443 and redirects from 8080 by default when TLS is on', () => {
    expect(readConfig({ VANTAGE_TLS: '1' })).toMatchObject({ port: 8443, httpRedirectPort: 8080 });
    expect(readConfig({ VANTAGE_TLS: '1', VANTAGE_HTTP_PORT: 'off' }).httpRedirectPort).toBeUndefined();
    expect(readConfig({}).tls).toBeUndefined();
    expect(readConfig({}).port).toBe(8080);
    expect(readConfig({ VANTAGE_TLS: '1' }).publicUrl).toBe('https://localhost:8443');
  });

  it('refuses half a certificate and a redirect onto the HTTPS port', () => {
    expect(() => readConfig({ VANTAGE_TLS_CERT: 'cert.pem' })).toThrow(/VANTAGE_TLS_KEY/);
    expect(() => readConfig({ VANTAGE_TLS: '1', PORT: '8080' })).toThrow(/VANTAGE_HTTP_PORT/);
    expect(() => readConfig({ VANTAGE_FRAME_SOURCES: 'javascript:alert(1)' })).toThrow(/VANTAGE_FRAME_SOURCES/);
    expect(readConfig({ VANTAGE_FRAME_SOURCES: 'https://a.example/x?y, https://a.example/z' }).frameSources).toEqual([
      'https://a.example',
    ]);
  });
});

describe('httpsLocation', () => {
  const target = (httpsPort: number) => ({
    httpsPort,
    hosts: new Set(['console.example', '[::1]', 'a.example']),
    fallback: 'console.example',
  });

  it('keeps a host name of the machine and the path, and takes the HTTPS port', () => {
    expect(httpsLocation('console.example:8080', '/view/1?x=2', target(8443))).toBe(
      'https://console.example:8443/view/1?x=2',
    );
    expect(httpsLocation('[::1]:8080', '/', target(443))).toBe('https://[::1]/');
    expect(httpsLocation('A.Example', '/', target(443))).toBe('https://a.example/');
  });

  it('never sends a browser to another site', () => {
    expect(httpsLocation('evil.example:8453', '/', target(8443))).toBe('https://console.example:8443/');
    expect(httpsLocation('evil.example/x', '/', target(8443))).toBe('https://console.example:8443/');
    expect(httpsLocation('a.example', '//evil.example/', target(8443))).toBe('https://a.example:8443/');
    expect(httpsLocation(undefined, undefined, target(8443))).toBe('https://console.example:8443/');
  });

  it("takes the machine's own names and the public URL's host, and falls back to the latter", () => {
    const own = redirectTarget(8443, 'https://vantage.example.org:8443');
    expect(own.fallback).toBe('vantage.example.org');
    expect([...own.hosts]).toEqual(
      expect.arrayContaining(['localhost', '127.0.0.1', '[::1]', 'vantage.example.org', os.hostname().toLowerCase()]),
    );
    expect(own.hosts.has('evil.example')).toBe(false);
  });
});

const [sqlite] = testDatabases();

describe('the platform over https', () => {
  let t: TestPlatform;
  let ca: string;
  beforeAll(async () => {
    if (!sqlite) throw new Error('SQLite is always tested');
    t = await startTestPlatform(sqlite, { env: { VANTAGE_TLS: '1' } });
    ca = t.platform.tls?.cert ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  const request = (method: string, pathname: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const { port } = new URL(t.url);
      const req = https.request(
        { host: '127.0.0.1', port, method, path: pathname, headers, ca, agent: false },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('serves the console over https with HSTS', async () => {
    expect(t.url).toMatch(/^https:/);
    const page = await request('GET', '/', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(page.headers['content-security-policy']).toContain("connect-src 'self' wss://127.0.0.1:");
  });

  it('marks the session cookie Secure', async () => {
    const login = await request(
      'POST',
      AUTH_PATHS.login,
      { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE, 'content-type': 'application/json' },
      JSON.stringify({ username: 'operator', password: 'operator' }),
    );
    expect(login.status).toBe(200);
    const cookie = [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
  });

  it('opens graphql-ws over wss from its own origin and refuses a foreign one', async () => {
    const open = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`${t.url.replace(/^https/, 'wss')}${AUTH_PATHS.graphql}`, 'graphql-transport-ws', {
          ca,
          origin,
        });
        socket.on('open', () => {
          socket.terminate();
          resolve('open');
        });
        socket.on('unexpected-response', (req, response) => {
          req.destroy();
          resolve(String(response.statusCode));
        });
        socket.on('error', (err) => resolve(err.message));
      });
    expect(await open(t.url)).toBe('open');
    expect(await open('https://evil.example')).toBe('403');
  });

  it('redirects plain HTTP to the same path on https', async () => {
    const httpsPort = Number(new URL(t.url).port);
    const redirect = await listenHttpRedirect(0, '127.0.0.1', redirectTarget(httpsPort, 'https://localhost:8443'));
    try {
      const port = listeningPort(redirect);
      const answer = await fetch(`http://127.0.0.1:${port}/view/7?a=1`, { redirect: 'manual' });
      expect(answer.status).toBe(308);
      expect(answer.headers.get('location')).toBe(`https://127.0.0.1:${httpsPort}/view/7?a=1`);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      // A Host header naming another site is not reflected (issue 27 #14).
      const evil = await new Promise<string | undefined>((resolve, reject) => {
        const asked = http.get({ host: '127.0.0.1', port, path: '/', headers: { host: 'evil.example:8453' } }, (r) => {
          r.resume();
          resolve(r.headers.location);
        });
        asked.once('error', reject);
      });
      expect(evil).toBe(`https://localhost:${httpsPort}/`);
    } finally {
      await new Promise((resolve) => redirect.close(resolve));
    }
  });
});
