/** With TLS on, a plain-HTTP listener whose every answer is a permanent redirect to the same path
 *  on the HTTPS port: operators who type http:// land on the secure console. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from '../securityHeaders';

/** A Host header's name part, when it is a plain name or address (else the redirect uses localhost). */
const HOST_NAME = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Where a plain-HTTP request for `url` with this Host header goes. */
export function httpsLocation(host: string | undefined, url: string | undefined, httpsPort: number): string {
  const name = HOST_NAME.exec(host ?? '')?.[1] ?? 'localhost';
  const port = httpsPort === 443 ? '' : `:${httpsPort}`;
  const pathAndQuery = url?.startsWith('/') && !url.startsWith('//') ? url : '/';
  return `https://${name}${port}${pathAndQuery}`;
}

/** Starts the redirect listener; resolves with it once it listens. */
export function listenHttpRedirect(port: number, host: string, httpsPort: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const headers = securityHeaders(false, undefined, { frameSources: [], imageSources: [] });
    response.writeHead(308, { ...headers, location: httpsLocation(request.headers.host, request.url, httpsPort) });
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
