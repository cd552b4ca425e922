/** The ESRI base layer (spec 3 §2.10, §5, §9): the realm's ESRI tiles on their own coordinate
 *  system, EPSG:4326 with ESRI's 12-level tile grid, drawn by OpenLayers, which reprojects them
 *  into the Web Mercator view of the Leaflet map above it. Leaflet keeps everything else (devices,
 *  zones, targets, GIS layers); this layer only holds an OpenLayers map under Leaflet's panes and
 *  keeps its view on Leaflet's centre and resolution. Its tiles come through the platform
 *  (baseLayers.ts), which turns a tile's z/x/y into the realm's ArcGIS {level}/{row}/{col}. OpenLayers loads with the layer, in a chunk of
 *  its own, the first time ESRI is chosen. */
import type OlMap from 'ol/Map';
import type OlView from 'ol/View';
import L from './leaflet';
import { ESRI_EXTENT, ESRI_PROJECTION, ESRI_TILE_SIZE } from '../../../shared/maps/geoMapConstants';
import { ESRI_ORIGIN, ESRI_RESOLUTIONS, webMercatorResolution } from './esriGrid';

async function openLayersMap(target: HTMLElement, url: string): Promise<{ map: OlMap; view: OlView }> {
  const [{ default: Map }, { default: View }, { default: TileLayer }, { default: XYZ }, { default: TileGrid }] =
    await Promise.all([
      import(/* webpackChunkName: "map-esri" */ 'ol/Map'),
      import(/* webpackChunkName: "map-esri" */ 'ol/View'),
      import(/* webpackChunkName: "map-esri" */ 'ol/layer/Tile'),
      import(/* webpackChunkName: "map-esri" */ 'ol/source/XYZ'),
      import(/* webpackChunkName: "map-esri" */ 'ol/tilegrid/TileGrid'),
    ]);
  const tileGrid = new TileGrid({
    extent: [ESRI_EXTENT.west, ESRI_EXTENT.south, ESRI_EXTENT.east, ESRI_EXTENT.north],
    origin: ESRI_ORIGIN,
    resolutions: [...ESRI_RESOLUTIONS],
    tileSize: ESRI_TILE_SIZE,
  });
  const source = new XYZ({ url, projection: ESRI_PROJECTION, tileGrid, wrapX: false });
  // The view is Leaflet's (EPSG:3857, any resolution): OpenLayers reprojects the 4326 tiles into it.
  const view = new View({ projection: 'EPSG:3857', constrainResolution: false, smoothResolutionConstraint: false });
  const map = new Map({ target, layers: [new TileLayer({ source })], view, controls: [], interactions: [] });
  return { map, view };
}

export class EsriBaseLayer extends L.Layer {
  private readonly element = L.DomUtil.create('div', 'vt-geo-esri');
  private ol: { map: OlMap; view: OlView } | null = null;
  private removed = false;

  constructor(private readonly url: string) {
    super();
  }

  override onAdd(map: L.Map): this {
    this.removed = false;
    const container = map.getContainer();
    container.insertBefore(this.element, container.firstChild);
    container.dataset.esriTiles = 'loading';
    void openLayersMap(this.element, this.url).then((ol) => {
      if (this.removed) {
        ol.map.setTarget(undefined);
        return;
      }
      this.ol = ol;
      this.follow();
      container.dataset.esriTiles = 'ready';
    });
    return this;
  }

  override onRemove(map: L.Map): this {
    this.removed = true;
    this.ol?.map.setTarget(undefined);
    this.ol = null;
    this.element.remove();
    delete map.getContainer().dataset.esriTiles;
    return this;
  }

  override getEvents(): { [name: string]: L.LeafletEventHandlerFn } {
    return {
      move: this.follow,
      zoom: this.follow,
      viewreset: this.follow,
      resize: this.resized,
      zoomanim: this.zoomTo as L.LeafletEventHandlerFn,
    };
  }

  /** Leaflet's centre and resolution, now. */
  private follow(): void {
    const map = this._map;
    if (!map || !this.ol) return;
    const { lat, lng } = map.getCenter();
    this.show(lat, lng, map.getZoom());
  }

  /** Where a zoom animation ends, at its start: the tiles are there when Leaflet lands. */
  private zoomTo(event: L.ZoomAnimEvent): void {
    this.show(event.center.lat, event.center.lng, event.zoom);
  }

  private show(lat: number, lng: number, zoom: number): void {
    if (!this.ol) return;
    const { view } = this.ol;
    // Spherical Mercator metres, as EPSG:3857 has them.
    const at = L.Projection.SphericalMercator.project(L.latLng(lat, lng));
    view.setCenter([at.x, at.y]);
    view.setResolution(webMercatorResolution(zoom));
  }

  private resized(): void {
    this.ol?.map.updateSize();
    this.follow();
  }
}
