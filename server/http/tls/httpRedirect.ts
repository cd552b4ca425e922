/** With TLS on, a plain-HTTP listener whose every answer is a permanent redirect to the same path
 *  on the HTTPS port: operators who type http:// land on the secure console. The redirect names
 *  only this machine: the Host header's name is kept when it is one of the machine's own (its
 *  host name, its addresses, localhost, the configured PUBLIC_URL's), else the redirect goes to
 *  PUBLIC_URL's host. A reflected Host sent a browser to `https://evil.example:8453/` (issue 27 #14). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { securityHeaders } from '../securityHeaders';

/** A Host header's name part, when it is a plain name or address. */
const HOST_NAME = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Where the redirect may send a browser. */
export interface RedirectTarget {
  httpsPort: number;
  /** Names a Host header may keep (lower case; IPv6 addresses in brackets). */
  hosts: ReadonlySet<string>;
  /** The name every other Host header is replaced with. */
  fallback: string;
}

/** The machine's own names: its host name, every interface address, localhost and the public URL's. */
export function redirectTarget(httpsPort: number, publicUrl: string): RedirectTarget {
  const publicHost = URL.canParse(publicUrl) ? new URL(publicUrl).hostname.toLowerCase() : '';
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .map((i) => (i?.family === 'IPv6' ? `[${i.address.replace(/%.*$/, '')}]` : (i?.address ?? '')));
  const hosts = new Set(
    ['localhost', '127.0.0.1', '[::1]', os.hostname(), publicHost, ...addresses].map((h) => h.toLowerCase()),
  );
  hosts.delete('');
  return { httpsPort, hosts, fallback: publicHost || 'localhost' };
}

/** Where a plain-HTTP request for `url` with this Host header goes. */
export function httpsLocation(host: string | undefined, url: string | undefined, target: RedirectTarget): string {
  const asked = HOST_NAME.exec(host ?? '')?.[1]?.toLowerCase();
  const name = asked !== undefined && target.hosts.has(asked) ? asked : target.fallback;
  const port = target.httpsPort === 443 ? '' : `:${target.httpsPort}`;
  const pathAndQuery = url?.startsWith('/') && !url.startsWith('//') ? url : '/';
  return `https://${name}${port}${pathAndQuery}`;
}

/** Starts the redirect listener; resolves with it once it listens. */
export function listenHttpRedirect(port: number, host: string, target: RedirectTarget): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const headers = securityHeaders(false, undefined, { imageSources: [] });
    response.writeHead(308, { ...headers, location: httpsLocation(request.headers.host, request.url, target) });
    response.end();
  });
  // The redirect holds nothing worth waiting for: short timeouts keep idle sockets from piling up.
  server.headersTimeout = 10_000;
  server.requestTimeout = 10_000;
  server.keepAliveTimeout = 1_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

export function listeningPort(server: http.Server): number {
  return (server.address() as AddressInfo).port;
}
