/** Issue 34: map tiles through the platform, against a real tile server on 127.0.0.1: a realm's
 *  ESRI tiles are fetched with its token once and then served from the disk cache (also with the
 *  tile server gone); only tiles inside the layer's grid, of the realm's own sources, from the
 *  configured host; a second realm cannot use the first's source; signed-in callers only. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAP_TILES_PATH } from '../../shared/maps/geoMapConstants';
import { ApiClient } from '../testing/apiClient';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { testDatabases } from '../testing/testDatabases';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SET_ESRI = 'mutation ($realm: RealmInput!) { updateCurrentRealm(realm: $realm) { id } }';
const TEST_TIMEOUT_MS = 30_000;

/** A tile server: PNGs under /tile/, an HTML page under /page/; it notes every request's path. */
interface TileServer {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

async function startTileServer(): Promise<TileServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url?.startsWith('/tile/')) response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else if (request.url?.startsWith('/page/')) response.writeHead(200, { 'content-type': 'image/png' }).end('<html>');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(testDatabases())('map tiles through the platform on $kind', (database) => {
  const shared = sharedTestPlatform(database);
  let tiles: TileServer;
  let other: TileServer;
  beforeAll(async () => {
    [tiles, other] = await Promise.all([startTileServer(), startTileServer()]);
  });
  afterAll(async () => {
    await Promise.all([tiles.close(), other.close()]);
  });

  it(
    "serves a realm's tiles from its own source once, then from the cache, within the grid, to no other realm",
    async () => {
      const admin = await shared.signIn('admin');
      const set = await admin.graphql(SET_ESRI, {
        realm: { esriMapTileUrl: `${tiles.origin}/tile/{level}/{row}/{col}`, esriAccessToken: 'hq token' },
      });
      expect(set.errors).toBeUndefined();
      const operator = await shared.signIn('operator');

      // Level 11, row 429, column 2287 is the demo site on ESRI's grid; the path says z/x/y.
      const first = await operator.request<Buffer>('GET', `${MAP_TILES_PATH}/ESRI/11/2287/429`);
      expect(first.status).toBe(200);
      expect(first.body).toEqual(PNG);
      expect(tiles.requests).toEqual(['/tile/11/429/2287?token=hq%20token']);
      // Asked again, by anyone of the realm, the tile comes from the platform's cache.
      expect((await admin.request<Buffer>('GET', `${MAP_TILES_PATH}/ESRI/11/2287/429`)).body).toEqual(PNG);
      expect(tiles.requests).toHaveLength(1);

      // Outside the grid, or not numbers: refused before any tile server is asked.
      for (const path of ['12/0/0', '0/2/0', '0/0/1', '3/-1/0', '3/1.5/0', '3/1e1/0', '3/0x1/0']) {
        expect((await operator.request('GET', `${MAP_TILES_PATH}/ESRI/${path}`)).status).toBe(400);
      }
      // No layer names a host, and no parameter moves the request elsewhere.
      const elsewhere = encodeURIComponent(`${other.origin}/tile/{z}/{x}/{y}`);
      expect((await operator.request('GET', `${MAP_TILES_PATH}/${elsewhere}/1/0/0`)).status).toBe(404);
      expect((await operator.request('GET', `${MAP_TILES_PATH}/GOOGLE_HYBRID/1/0/0`)).status).toBe(404);
      const withUrl = await operator.request<Buffer>(
        'GET',
        `${MAP_TILES_PATH}/ESRI/1/3/1?url=${encodeURIComponent(other.origin)}&host=${encodeURIComponent(other.origin)}`,
      );
      expect(withUrl.status).toBe(200);
      expect(tiles.requests.at(-1)).toBe('/tile/1/1/3?token=hq%20token');
      expect(other.requests).toEqual([]);

      // Bytes that are no picture are not passed on, whatever the server's headers say, nor kept.
      await admin.graphql(SET_ESRI, {
        realm: { esriMapTileUrl: `${tiles.origin}/page/{level}/{row}/{col}`, esriAccessToken: 'hq token' },
      });
      expect((await operator.request('GET', `${MAP_TILES_PATH}/ESRI/2/1/1`)).status).toBe(503);
      expect((await operator.request('GET', `${MAP_TILES_PATH}/ESRI/2/1/1`)).status).toBe(503);
      expect(tiles.requests.filter((r) => r.startsWith('/page/'))).toHaveLength(2);
      await admin.graphql(SET_ESRI, {
        realm: { esriMapTileUrl: `${tiles.origin}/tile/{level}/{row}/{col}`, esriAccessToken: 'hq token' },
      });

      // Another realm has no ESRI source: the first realm's is not lent to it, cached tiles included.
      const branchAdmin = await shared.signIn('admin');
      await branchAdmin.graphql(
        'mutation { setUserRealm(userName: "admin", realmId: "demo-branch") { realm { id } } }',
      );
      expect((await branchAdmin.request('GET', `${MAP_TILES_PATH}/ESRI/11/2287/429`)).status).toBe(404);
      expect(tiles.requests).toHaveLength(4);

      // Signed-in callers only.
      const anonymous = new ApiClient(shared.current().url);
      expect((await anonymous.request('GET', `${MAP_TILES_PATH}/ESRI/11/2287/429`)).status).toBe(401);

      // With the tile server gone, tiles seen before still show; others are reported unavailable.
      await tiles.close();
      expect((await operator.request<Buffer>('GET', `${MAP_TILES_PATH}/ESRI/11/2287/429`)).body).toEqual(PNG);
      expect((await operator.request('GET', `${MAP_TILES_PATH}/ESRI/5/0/0`)).status).toBe(503);

      await admin.graphql(SET_ESRI, { realm: { esriMapTileUrl: '', esriAccessToken: '' } });
    },
    TEST_TIMEOUT_MS,
  );
});
