/* The security headers (issue 16) on every kind of answer the platform gives: the console page,
 * its files, the login family, GraphQL, refusals, errors and 404s. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { STYLE_NONCE_META, STYLE_NONCE_PLACEHOLDER } from '../../shared/web/styleNonce';
import { contentSecurityPolicy, securityHeaders, withStyleNonce } from './securityHeaders';

const NONE = { imageSources: [] };

/** The policy as a map of directive → value. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name = '', ...values] = d.split(' ');
      return [name, values.join(' ')];
    }),
  );

describe('contentSecurityPolicy', () => {
  it('allows no inline or foreign script, no framing of the console and frames of its own pages only', () => {
    const policy = directives(contentSecurityPolicy(false, 'console.example:8080', NONE));
    expect(policy['script-src']).toBe("'self'");
    expect(policy['style-src']).toBe("'self'");
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['frame-src']).toBe("'self'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['img-src']).toBe("'self' blob: data:");
    expect(policy['connect-src']).toBe("'self' ws://console.example:8080");
  });

  it('names the secure socket origin on https and the configured tile origins', () => {
    const policy = directives(
      contentSecurityPolicy(true, '[::1]:8443', {
        imageSources: ['https://tiles.example', 'https://b.tiles.example'],
      }),
    );
    expect(policy['connect-src']).toBe("'self' wss://[::1]:8443");
    expect(policy['img-src']).toBe("'self' blob: data: https://tiles.example https://b.tiles.example");
  });

  it('never echoes a Host header that could inject a directive', () => {
    for (const host of ['evil; script-src *', 'a b', "x'unsafe-inline'", undefined, '']) {
      const policy = contentSecurityPolicy(false, host, NONE);
      expect(directives(policy)['connect-src']).toBe("'self'");
      expect(policy).not.toContain('*');
    }
  });
});

describe('withStyleNonce', () => {
  it('adds the nonce to style-src only', () => {
    const policy = withStyleNonce(contentSecurityPolicy(false, 'h', NONE), 'abc+/=');
    expect(directives(policy)['style-src']).toBe("'self' 'nonce-abc+/='");
    expect(directives(policy)['script-src']).toBe("'self'");
  });
});

describe('securityHeaders', () => {
  it('sends HSTS on https only', () => {
    expect(securityHeaders(false, 'h', NONE)['strict-transport-security']).toBeUndefined();
    expect(securityHeaders(true, 'h', NONE)['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(securityHeaders(false, 'h', NONE)).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    });
    expect(securityHeaders(false, 'h', NONE)['permissions-policy']).toContain('camera=()');
  });
});

/** One request with the path sent as given (fetch would normalise a malformed one). */
function raw(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.request({ host: hostname, port, method, path, headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const [sqlite] = testDatabases();

describe('every answer carries the headers', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    if (!sqlite) throw new Error('SQLite is always tested');
    t = await startTestPlatform(sqlite, { env: { VANTAGE_FRAME_SOURCES: 'https://intranet.example/dashboard' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const api = { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE, 'content-type': 'application/json' };
  const cases: Array<[string, string, string, Record<string, string>, string | undefined, number]> = [
    ['the console page', 'GET', '/', { accept: 'text/html' }, undefined, 200],
    ['a client-side route', 'GET', '/view/42', { accept: 'text/html' }, undefined, 200],
    ['a console file', 'GET', '/assets/app.0123abcd.js', {}, undefined, 200],
    ['a missing file', 'GET', '/assets/missing.js', {}, undefined, 404],
    ['an unknown API route', 'GET', '/api/nothing', api, undefined, 404],
    ['health', 'GET', AUTH_PATHS.health, {}, undefined, 200],
    ['a refused login', 'POST', AUTH_PATHS.login, api, '{"username":"x","password":"y"}', 401],
    ['malformed JSON', 'POST', AUTH_PATHS.login, api, '{"username":', 400],
    ['a missing preflight header', 'POST', AUTH_PATHS.graphql, { 'content-type': 'application/json' }, '{}', 403],
    ['an anonymous query', 'POST', AUTH_PATHS.graphql, api, '{"query":"{ userInfo { __typename } }"}', 401],
    ['an invalid query', 'POST', AUTH_PATHS.graphql, api, '{"query":"{ nothing }"}', 400],
    ['a malformed URL', 'GET', '/%E0%A4%A', {}, undefined, 400],
  ];

  it('gives each console page a fresh style nonce, in its meta tag and its policy', async () => {
    const page = `<meta name="${STYLE_NONCE_META}" content="${STYLE_NONCE_PLACEHOLDER}"><div id="root"></div>`;
    fs.writeFileSync(path.join(t.platform.services.config.consoleDir, 'index.html'), page);
    const nonces = [];
    for (const pathname of ['/', '/view/1']) {
      const answer = await fetch(`${t.url}${pathname}`, { headers: { accept: 'text/html' } });
      const html = await answer.text();
      const nonce = new RegExp(`name="${STYLE_NONCE_META}" content="([^"]+)"`).exec(html)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(directives(answer.headers.get('content-security-policy') ?? '')['style-src']).toBe(
        `'self' 'nonce-${nonce}'`,
      );
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(2);
  });

  it.each(cases)('%s', async (_what, method, path, headers, body, status) => {
    const answer = await raw(t.url, method, path, headers, body);
    if (status !== 200 || answer.status !== 200) expect(answer.status).toBe(status);
    const policy = directives(String(answer.headers['content-security-policy']));
    expect(policy['script-src']).toBe("'self'");
    expect(policy['frame-ancestors']).toBe("'none'");
    // A configured frame source is framed through the URL widget's page, never by the console page.
    expect(policy['frame-src']).toBe("'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['permissions-policy']).toBeDefined();
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});
