/** Devices on the geographic map (spec 3 §2.10): clusters of devices drawn on a canvas, the devices
 *  standing on their own as markers with a badge of their latest events and the messages in the
 *  tooltip, their view cones on a canvas under them, and in edit mode markers dragged to a new position.
 *  The clusters come from a supercluster index (deviceClusters.ts) asked once at the end of each pan
 *  or zoom, and only what changed is added or removed: a move never re-clusters thousands of DOM
 *  markers (bench/maps measures it with 5,000 devices). Framework-free, so the bench drives the same
 *  code. */
import L from './leaflet';
import { DEFAULT_GEO_ICON_SET, type GeoIconSet } from '../../../shared/maps/geoIconSets';
import { SENSOR_COLORS, VIEW_CONE_MIN_ZOOM } from '../../../shared/maps/geoMapConstants';
import { isLatLng, type CameraViewData, type LatLng } from '../../../shared/maps/viewCone';
import { ClusterLayer, type ClusterItem } from './ClusterLayer';
import { DeviceClusters, type ViewBox } from './deviceClusters';
import type { MapEvent } from './deviceEvents';
import { deviceIcon } from './deviceIcon';
import { coneLayer } from './mapGeometry';

export interface MapDevice {
  id: string;
  name: string;
  deviceType: string;
  healthStatus?: string | null;
  isPtz?: boolean | null;
  position?: { lat?: number | null; lng?: number | null } | null;
  cameraView?: CameraViewData | null;
}

export interface DeviceLayerHandlers {
  onSelect?(device: MapDevice, marker: L.Marker): void;
  onMoved?(device: MapDevice, position: LatLng): void;
  /** A cluster's name for assistive technology, e.g. "12 devices". */
  clusterLabel?(count: number): string;
}

interface Entry {
  device: MapDevice & { position: LatLng };
  /** Made the first time the device stands on its own in view. */
  marker: L.Marker | null;
  cone: L.Path | null;
}

/** The view is padded by a quarter of its size on each side, so a short pan shows what is already
 *  drawn. */
const VIEW_PADDING = 0.1;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export class DeviceLayer {
  readonly cones = L.layerGroup();
  private readonly clusters: ClusterLayer;
  private readonly markerGroup = L.layerGroup();
  /** Cones are drawn on one canvas: thousands of SVG paths made every pan and zoom crawl. */
  private readonly canvas = L.canvas({ padding: VIEW_PADDING });
  private readonly index = new DeviceClusters();
  private readonly entries = new Map<string, Entry>();
  /** Clusters in view by key, with the supercluster id a click expands. */
  private clusterIds = new Map<string, { clusterId: number; lat: number; lng: number }>();
  private readonly shownMarkers = new Set<string>();
  private readonly shownCones = new Set<string>();
  private events: ReadonlyMap<string, MapEvent[]> = new Map();
  private selectedId: string | null = null;
  private editable = false;
  private iconSet: GeoIconSet = DEFAULT_GEO_ICON_SET;

  constructor(
    private readonly map: L.Map,
    private readonly handlers: DeviceLayerHandlers = {},
  ) {
    this.clusters = new ClusterLayer(
      (key) => this.expand(key),
      (count) => handlers.clusterLabel?.(count) ?? String(count),
    );
    this.cones.addTo(map);
    this.clusters.addTo(map);
    this.markerGroup.addTo(map);
    map.on('moveend', this.refresh, this);
    map.whenReady(this.refresh, this);
  }

  /** Sensor colours come from the spec; the CSS reads them as custom properties. */
  static readonly sensorColors = SENSOR_COLORS;

  setDevices(devices: readonly MapDevice[]): void {
    const seen = new Set<string>();
    for (const device of devices) {
      if (!isLatLng(device.position)) continue;
      const placed = { ...device, position: { lat: device.position.lat, lng: device.position.lng } };
      seen.add(device.id);
      const held = this.entries.get(device.id);
      if (!held) {
        this.entries.set(device.id, { device: placed, marker: null, cone: null });
        continue;
      }
      held.device = placed;
      if (held.marker) {
        held.marker.setLatLng(placed.position);
        held.marker.options.title = device.name;
        this.refreshMarker(device.id);
        this.bindTooltip(device.id);
      }
      this.dropCone(device.id);
    }
    for (const id of [...this.entries.keys()]) if (!seen.has(id)) this.forget(id);
    this.reindex();
  }

  setEvents(events: ReadonlyMap<string, MapEvent[]>): void {
    const changed = [...events.keys()].filter((id) => events.get(id) !== this.events.get(id));
    this.events = events;
    for (const id of changed) {
      this.refreshMarker(id);
      this.bindTooltip(id);
    }
  }

  /** The realm's icon set (Realm Settings): every marker made so far is drawn anew in it. */
  setIconSet(set: GeoIconSet): void {
    if (set === this.iconSet) return;
    this.iconSet = set;
    for (const id of this.entries.keys()) this.refreshMarker(id);
  }

  setEditable(editable: boolean): void {
    this.editable = editable;
    for (const { marker } of this.entries.values()) {
      if (!marker) continue;
      marker.options.draggable = editable;
      if (editable) marker.dragging?.enable();
      else marker.dragging?.disable();
    }
  }

  /** A live PTZ pan (objectUpdate) turns the dome's cone. */
  setPan(id: string, pan: number): void {
    const entry = this.entries.get(id);
    if (!entry?.device.cameraView) return;
    entry.device = { ...entry.device, cameraView: { ...entry.device.cameraView, ptzStatus: { command: { pan } } } };
    if (this.dropCone(id)) this.refresh();
  }

  select(id: string | null): void {
    const previous = this.selectedId;
    this.selectedId = id;
    if (previous) this.refreshMarker(previous);
    if (!id) return;
    const entry = this.entries.get(id);
    if (!entry) return;
    this.refreshMarker(id);
    this.handlers.onSelect?.(entry.device, this.markerFor(id));
  }

  get selected(): MapDevice | null {
    return this.selectedId ? (this.entries.get(this.selectedId)?.device ?? null) : null;
  }

  device(id: string): MapDevice | null {
    return this.entries.get(id)?.device ?? null;
  }

  devices(): MapDevice[] {
    return [...this.entries.values()].map((e) => e.device);
  }

  marker(id: string): L.Marker | undefined {
    return this.entries.get(id)?.marker ?? undefined;
  }

  bounds(): L.LatLngBounds | null {
    const points = [...this.entries.values()].map((e) => e.device.position);
    return points.length ? L.latLngBounds(points) : null;
  }

  remove(): void {
    this.map.off('moveend', this.refresh, this);
    this.clusters.remove();
    this.markerGroup.remove();
    this.cones.remove();
  }

  /** What the view shows after a pan or zoom: clusters and single devices from the index, cones of
   *  the cameras in view at street level; only the difference is drawn. */
  private refresh(): void {
    const map = this.map;
    if (!(map as unknown as { _loaded?: boolean })._loaded) return;
    const bounds = map.getBounds().pad(VIEW_PADDING);
    const box: ViewBox = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
    const zoom = map.getZoom();
    const clusters: ClusterItem[] = [];
    const singles = new Set<string>();
    this.clusterIds = new Map();
    for (const item of this.index.inView(box, zoom)) {
      if (item.kind === 'device') {
        singles.add(item.id);
        continue;
      }
      clusters.push(item);
      this.clusterIds.set(item.key, item);
    }
    this.clusters.setClusters(clusters);
    for (const id of this.shownMarkers) {
      if (singles.has(id)) continue;
      const marker = this.entries.get(id)?.marker;
      if (marker) this.markerGroup.removeLayer(marker);
      this.shownMarkers.delete(id);
    }
    for (const id of singles) {
      if (this.shownMarkers.has(id)) continue;
      this.markerGroup.addLayer(this.markerFor(id));
      this.shownMarkers.add(id);
    }
    // A camera in a cluster has no marker of its own to hang a cone on.
    this.refreshCones(zoom >= VIEW_CONE_MIN_ZOOM ? singles : new Set());
  }

  private refreshCones(inView: ReadonlySet<string>): void {
    for (const id of this.shownCones) {
      if (inView.has(id)) continue;
      const cone = this.entries.get(id)?.cone;
      if (cone) this.cones.removeLayer(cone);
      this.shownCones.delete(id);
    }
    for (const id of inView) {
      const entry = this.entries.get(id);
      if (!entry || this.shownCones.has(id) || entry.device.deviceType !== 'camera') continue;
      entry.cone ??= coneLayer(entry.device.position, entry.device.cameraView, this.canvas);
      if (!entry.cone) continue;
      this.cones.addLayer(entry.cone);
      this.shownCones.add(id);
    }
    // The cones are pixels on a canvas: the container says how many are drawn.
    this.map.getContainer().dataset.viewCones = String(this.shownCones.size);
  }

  /** A click on a cluster zooms to where it falls apart. */
  private expand(key: string): void {
    const item = this.clusterIds.get(key);
    if (!item) return;
    this.map.setView([item.lat, item.lng], Math.min(this.index.expansionZoom(item.clusterId), this.map.getMaxZoom()));
  }

  /** A new device list or a moved device: the index again, and the clusters drawn from it. */
  private reindex(): void {
    this.index.load([...this.entries.values()].map((e) => ({ id: e.device.id, ...e.device.position })));
    // Cluster ids belong to one index: the clusters of the last one go.
    this.clusters.setClusters([]);
    this.refresh();
  }

  /** Takes a device's cone off the map (it is made again on the next refresh); true if it was shown. */
  private dropCone(id: string): boolean {
    const entry = this.entries.get(id);
    if (!entry?.cone) return false;
    this.cones.removeLayer(entry.cone);
    entry.cone = null;
    return this.shownCones.delete(id);
  }

  private forget(id: string): void {
    const marker = this.entries.get(id)?.marker;
    if (marker) this.markerGroup.removeLayer(marker);
    this.shownMarkers.delete(id);
    this.dropCone(id);
    this.entries.delete(id);
  }

  private markerFor(id: string): L.Marker {
    const entry = this.entries.get(id);
    if (!entry) throw new Error(`unknown device ${id}`);
    if (entry.marker) return entry.marker;
    const { device } = entry;
    const marker = L.marker(device.position, {
      icon: this.iconOf(id),
      draggable: this.editable,
      title: device.name,
      alt: device.name,
    });
    marker.on('click', () => this.select(id));
    marker.on('dragend', () => {
      const held = this.entries.get(id);
      if (!held) return;
      const { lat, lng } = marker.getLatLng();
      held.device = { ...held.device, position: { lat, lng } };
      this.dropCone(id);
      this.reindex();
      this.handlers.onMoved?.(held.device, { lat, lng });
    });
    entry.marker = marker;
    this.bindTooltip(id);
    return marker;
  }

  private refreshMarker(id: string): void {
    const entry = this.entries.get(id);
    if (!entry?.marker) return;
    entry.marker.setIcon(this.iconOf(id));
    if (this.editable) entry.marker.dragging?.enable();
  }

  private iconOf(id: string): L.DivIcon {
    const entry = this.entries.get(id);
    if (!entry) throw new Error(`unknown device ${id}`);
    return deviceIcon(entry.device, this.events.get(id)?.length ?? 0, id === this.selectedId, this.iconSet);
  }

  private bindTooltip(id: string): void {
    const entry = this.entries.get(id);
    if (!entry?.marker) return;
    const events = this.events.get(id) ?? [];
    const lines = events.map(
      (e) => `<li><time>${new Date(e.triggeredAt).toLocaleTimeString()}</time> ${escapeHtml(e.message)}</li>`,
    );
    const html = `<strong>${escapeHtml(entry.device.name)}</strong>${lines.length ? `<ul class="vt-geo-events">${lines.join('')}</ul>` : ''}`;
    entry.marker.unbindTooltip().bindTooltip(html, { direction: 'top' });
  }
}
