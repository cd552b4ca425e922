/** The device clusters in view on the geographic map (spec 3 §2.10), as one layer: a disc per
 *  cluster with the number of devices in it, coloured by size as leaflet.markercluster does.
 *  The discs are plain elements placed absolutely with left/top inside one container, which moves
 *  with the map's pane and takes one transform while a zoom animates: a pan or zoom composites one
 *  layer. The layer sets the positioning itself, with the left/top it writes: a stylesheet that is
 *  not loaded (or loaded late) must not leave the discs in the page's flow at the map's corner.
 *  (Measured here without a GPU: a marker per cluster, each translate3d'd into a layer of its own,
 *  cost ~2 ms of compositing a frame with 200 clusters, and a map-sized canvas ~4.5 ms.) */
import L from './leaflet';

export interface ClusterItem {
  key: string;
  lat: number;
  lng: number;
  count: number;
}

const SIZES = [
  { below: 10, size: 30, kind: 'small' },
  { below: 100, size: 36, kind: 'medium' },
  { below: Infinity, size: 44, kind: 'large' },
] as const;

/** The count as the disc shows it: 1234 → "1.2k". */
export function clusterText(count: number): string {
  if (count < 1000) return String(count);
  return `${(count / 1000).toFixed(count < 10_000 ? 1 : 0)}k`;
}

export function clusterSize(count: number): (typeof SIZES)[number] {
  return SIZES.find((s) => count < s.below) ?? SIZES[SIZES.length - 1]!;
}

/** Clusters sit above the view cones and GIS layers, below the device markers. */
const PANE = 'vt-geo-clusters';
const PANE_Z_INDEX = '450';

/** Leaflet's own projection of a point after a zoom animation (not in its typings). */
interface ZoomInternals {
  _latLngToNewLayerPoint(latlng: L.LatLng, zoom: number, center: L.LatLng): L.Point;
}

export class ClusterLayer extends L.Layer {
  private readonly container = L.DomUtil.create('div', 'vt-geo-cluster-layer leaflet-zoom-animated');
  private readonly shown = new Map<string, { element: HTMLElement; item: ClusterItem }>();

  constructor(
    private readonly onOpen: (key: string) => void,
    private readonly label: (count: number) => string,
  ) {
    super();
    Object.assign(this.container.style, { position: 'absolute', left: '0', top: '0' });
    L.DomEvent.disableClickPropagation(this.container);
    L.DomEvent.on(this.container, 'click', this.clicked, this);
    L.DomEvent.on(this.container, 'keydown', this.pressed as L.DomEvent.EventHandlerFn, this);
  }

  override onAdd(map: L.Map): this {
    const pane = map.getPane(PANE) ?? map.createPane(PANE);
    pane.style.zIndex = PANE_Z_INDEX;
    pane.appendChild(this.container);
    this.placeAll();
    return this;
  }

  override onRemove(): this {
    this.container.remove();
    return this;
  }

  override getEvents(): { [name: string]: L.LeafletEventHandlerFn } {
    return {
      zoomanim: this.animateZoom as L.LeafletEventHandlerFn,
      viewreset: this.placeAll,
      zoomend: this.placeAll,
    };
  }

  /** The clusters in view: new ones are made, gone ones removed, the others left as they are. */
  setClusters(items: readonly ClusterItem[]): void {
    const keys = new Set(items.map((i) => i.key));
    for (const [key, { element }] of this.shown) {
      if (keys.has(key)) continue;
      element.remove();
      this.shown.delete(key);
    }
    for (const item of items) {
      if (this.shown.has(item.key)) continue;
      const { size, kind } = clusterSize(item.count);
      const element = L.DomUtil.create('div', `vt-geo-cluster vt-geo-cluster-${kind} leaflet-interactive`);
      element.dataset.key = item.key;
      element.textContent = clusterText(item.count);
      element.setAttribute('role', 'button');
      element.setAttribute('tabindex', '0');
      element.setAttribute('aria-label', this.label(item.count));
      element.title = this.label(item.count);
      element.style.position = 'absolute';
      element.style.width = element.style.height = `${size}px`;
      element.style.marginLeft = element.style.marginTop = `${-size / 2}px`;
      this.shown.set(item.key, { element, item });
      this.place(element, item);
      this.container.appendChild(element);
    }
  }

  get count(): number {
    return this.shown.size;
  }

  private place(element: HTMLElement, item: ClusterItem): void {
    if (!this._map) return;
    const at = this._map.latLngToLayerPoint([item.lat, item.lng]);
    element.style.left = `${at.x}px`;
    element.style.top = `${at.y}px`;
  }

  /** After a zoom the layer points are new: the container loses its animation transform and every
   *  disc is placed again. */
  private placeAll(): void {
    L.DomUtil.setTransform(this.container, L.point(0, 0), 1);
    for (const { element, item } of this.shown.values()) this.place(element, item);
  }

  /** While a zoom animates, the container scales about where the map's pixel origin lands. */
  private animateZoom(event: L.ZoomAnimEvent): void {
    const map = this._map;
    if (!map) return;
    const scale = map.getZoomScale(event.zoom, map.getZoom());
    const origin = (map as unknown as ZoomInternals)._latLngToNewLayerPoint(
      map.layerPointToLatLng([0, 0]),
      event.zoom,
      event.center,
    );
    L.DomUtil.setTransform(this.container, origin, scale);
  }

  private clicked(event: Event): void {
    // A drag of the map that began on a cluster is not a click on it.
    if ((this._map?.dragging as { moved?(): boolean } | undefined)?.moved?.()) return;
    const key = (event.target as HTMLElement).closest<HTMLElement>('[data-key]')?.dataset.key;
    if (key) this.onOpen(key);
  }

  private pressed(event: KeyboardEvent): void {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    this.clicked(event);
  }
}
