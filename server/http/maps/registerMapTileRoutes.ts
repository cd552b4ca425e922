/** GET of a map tile through the platform (issue 34; spec 3 §2.10): /api/maps/tiles/<layer>/<z>/<x>/<y>
 *  answers a tile of one of the caller's realm's base layers (MapTileService: only its configured
 *  sources, the tile inside the layer's grid, cached on disk). Loaded by the map's <img> tiles, which
 *  send no preflight header (preflight.ts lets element reads through). A tile's bytes under one
 *  source never change, and a changed source is a new address (the console adds its version), so
 *  the browser keeps tiles a day; private, since sources belong to a realm. */
import type { FastifyInstance } from 'fastify';
import { MAP_TILES_PATH } from '../../../shared/maps/geoMapConstants';
import { authorize } from '../../access/authorize';
import { restCaller } from '../restCaller';
import type { Services } from '../../services';

/** How long the browser may keep a tile, seconds. */
const BROWSER_CACHE_S = 24 * 60 * 60;

interface TileParams {
  layer: string;
  z: string;
  x: string;
  y: string;
}

export function registerMapTileRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: TileParams }>(`${MAP_TILES_PATH}/:layer/:z/:x/:y`, async (request, reply) => {
    const caller = await restCaller(request, reply, services);
    if (!caller) return reply;
    authorize(caller, 'geoMap:Read', { type: 'geoMap' });
    const { layer, z, x, y } = request.params;
    const tile = await services.mapTiles.tile(caller.membership.realmId, layer, z, x, y);
    return reply.type(tile.type).header('cache-control', `private, max-age=${BROWSER_CACHE_S}`).send(tile.bytes);
  });
}
