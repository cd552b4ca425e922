/** The map tiles of a realm's base layers, read through the platform (issue 34; spec 3 §2.10, §5):
 *  a tile of a source the realm's settings switch on (tileSources.ts) comes from the disk cache, or
 *  else from its tile server, once however many consoles ask at the same moment, and is kept. The
 *  console's page then loads images only from its own origin (a strict CSP that no realm setting
 *  widens), a tile server an administrator has just set works without a reload, and tiles once
 *  seen keep working offline. Fetches are bounded: a few at a time, a deadline, a size limit, no
 *  redirects, and only bytes that are a picture pass. */
import { DomainError } from '../kernel/DomainError';
import type { RealmRepository } from '../db/repositories/realms';
import { imageType } from './imageType';
import type { TileCache } from './TileCache';
import { tileIn, tileSource, tileUrl, type Tile, type TileSource } from './tileSources';

/** A tile server that has not answered in this long is reported unavailable, ms. */
export const TILE_FETCH_TIMEOUT_MS = 10_000;
/** Largest tile accepted from a tile server, bytes (a 256 px tile is tens of kilobytes). */
export const TILE_MAX_BYTES = 2 * 1024 * 1024;
/** Tile server requests in flight at once, for the whole platform: OpenStreetMap's tile policy
 *  asks for few connections, and a map's first view asks for dozens of tiles at once. */
export const TILE_FETCHES_AT_ONCE = 4;

export interface MapTile {
  bytes: Buffer;
  type: string;
}

export interface MapTileOptions {
  /** The installation's OpenStreetMap template (VANTAGE_OSM_TILE_URL). */
  osmTileUrl: string;
  /** Sent to tile servers, whose policies ask an application to name itself. */
  userAgent: string;
  /** Whether the platform may connect to a host a realm's administrator named (ProbeNetworks). */
  mayConnect(host: string): Promise<boolean>;
}

export class MapTileService {
  private readonly inFlight = new Map<string, Promise<MapTile>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly realms: Pick<RealmRepository, 'byId'>,
    private readonly cache: TileCache,
    private readonly options: MapTileOptions,
  ) {}

  /** A tile of `layer` for the realm; notFound when the realm has no such layer, badInput for a
   *  tile outside the layer's grid, unavailable when the tile server cannot give it. */
  async tile(realmId: string, layer: string, z: string, x: string, y: string): Promise<MapTile> {
    const realm = await this.realms.byId(realmId);
    const source = realm && tileSource(layer, realm.settings, this.options);
    if (!source) throw DomainError.notFound('Map layer');
    const tile = tileIn(source.grid, z, x, y);
    if (!tile) throw DomainError.badInput('The tile lies outside the map layer');
    const name = `${source.key}/${tile.z}/${tile.x}/${tile.y}`;
    const kept = await this.cache.read(name);
    const keptType = kept && imageType(kept);
    if (kept && keptType) return { bytes: kept, type: keptType };
    let fetching = this.inFlight.get(name);
    if (!fetching) {
      fetching = this.fetchAndKeep(source, tile, name).finally(() => this.inFlight.delete(name));
      this.inFlight.set(name, fetching);
    }
    return fetching;
  }

  private async fetchAndKeep(source: TileSource, tile: Tile, name: string): Promise<MapTile> {
    const url = tileUrl(source, tile);
    if (source.byRealm && !(await this.options.mayConnect(new URL(url).hostname))) {
      throw DomainError.forbidden('The map tile server is not on a network the platform may reach');
    }
    const bytes = await this.queued(() => this.fetchTile(url));
    const type = imageType(bytes);
    if (!type) throw DomainError.unavailable('The map tile server sent no picture');
    await this.cache.write(name, bytes);
    return { bytes, type };
  }

  private async fetchTile(url: string): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: 'error',
        signal: AbortSignal.timeout(TILE_FETCH_TIMEOUT_MS),
        headers: { 'user-agent': this.options.userAgent, accept: 'image/*' },
      });
    } catch {
      throw DomainError.unavailable('The map tile server cannot be reached');
    }
    if (response.status === 404) {
      await response.body?.cancel();
      throw DomainError.notFound('Map tile');
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw DomainError.unavailable(`The map tile server answered ${response.status}`);
    }
    const chunks: Uint8Array[] = [];
    let length = 0;
    for await (const chunk of response.body) {
      length += (chunk as Uint8Array).length;
      if (length > TILE_MAX_BYTES) throw DomainError.unavailable('The map tile is too large');
      chunks.push(chunk as Uint8Array);
    }
    return Buffer.concat(chunks);
  }

  /** Runs `task` once fewer than TILE_FETCHES_AT_ONCE others run. */
  private async queued<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= TILE_FETCHES_AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
