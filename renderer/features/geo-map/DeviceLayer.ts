/** Devices on the geographic map (spec 3 §2.10): clustered markers (leaflet.markercluster) with a
 *  badge of their latest events and the messages in the tooltip, view cones drawn under them, and
 *  in edit mode markers that can be dragged to a new position. Framework-free, so the bench drives
 *  the same code with thousands of markers. */
import L from './leaflet';
import { SENSOR_COLORS, VIEW_CONE_MIN_ZOOM } from '../../../shared/maps/geoMapConstants';
import { isLatLng, type CameraViewData, type LatLng } from '../../../shared/maps/viewCone';
import type { MapEvent } from './deviceEvents';
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
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function icon(device: MapDevice, events: number, selected: boolean): L.DivIcon {
  const kind = device.deviceType === 'sensor' ? 'sensor' : device.isPtz ? 'ptz' : 'camera';
  const sensorState = device.deviceType === 'sensor' ? (device.healthStatus === 'NORMAL' ? 'active' : 'inactive') : '';
  const badge = events > 0 ? `<span class="vt-geo-badge" data-testid="geo-event-count">${events}</span>` : '';
  return L.divIcon({
    className: `vt-geo-marker vt-geo-marker-${kind}${sensorState ? ` vt-geo-sensor-${sensorState}` : ''}${selected ? ' vt-geo-selected' : ''}`,
    html: `<span class="vt-geo-pin" aria-hidden="true"></span>${badge}`,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    tooltipAnchor: [0, -36],
  });
}

export class DeviceLayer {
  readonly clusters: L.MarkerClusterGroup;
  readonly cones = L.layerGroup();
  /** Cones are drawn on one canvas: thousands of SVG paths made every pan and zoom crawl. */
  private readonly coneRenderer = L.canvas({ padding: 0.3 });
  private readonly markers = new Map<string, { device: MapDevice; marker: L.Marker; cone: L.Path | null }>();
  private events: ReadonlyMap<string, MapEvent[]> = new Map();
  private selectedId: string | null = null;
  private editable = false;

  constructor(
    private readonly map: L.Map,
    private readonly handlers: DeviceLayerHandlers = {},
  ) {
    this.clusters = L.markerClusterGroup({
      showCoverageOnHover: false,
      // Wider clusters away from street level keep the markers on screen (DOM elements) few.
      maxClusterRadius: (zoom: number) => (zoom >= 16 ? 40 : 80),
      chunkedLoading: true,
      // Without the cluster split/merge animation a zoom redraws once instead of every frame.
      animate: false,
      // At street level every device shows on its own, with its events.
      disableClusteringAtZoom: 17,
    });
    this.clusters.addTo(map);
    // Cones matter at street level; over a city they are specks that cost every frame.
    const showCones = () => {
      const wanted = map.getZoom() >= VIEW_CONE_MIN_ZOOM;
      if (wanted && !map.hasLayer(this.cones)) this.cones.addTo(map);
      if (!wanted && map.hasLayer(this.cones)) this.cones.remove();
    };
    map.on('zoomend', showCones);
    map.whenReady(showCones);
  }

  /** Sensor colours come from the spec; the CSS reads them as custom properties. */
  static readonly sensorColors = SENSOR_COLORS;

  setDevices(devices: readonly MapDevice[]): void {
    const seen = new Set<string>();
    const added: L.Marker[] = [];
    for (const device of devices) {
      if (!isLatLng(device.position)) continue;
      seen.add(device.id);
      const held = this.markers.get(device.id);
      const at: L.LatLngExpression = [device.position.lat, device.position.lng];
      if (held) {
        held.device = device;
        held.marker.setLatLng(at);
        this.refreshMarker(device.id);
        this.redrawCone(device.id);
        continue;
      }
      const marker = L.marker(at, {
        icon: icon(device, 0, false),
        draggable: this.editable,
        title: device.name,
        alt: device.name,
      });
      marker.on('click', () => this.select(device.id));
      marker.on('dragend', () => {
        const entry = this.markers.get(device.id);
        if (!entry) return;
        const { lat, lng } = marker.getLatLng();
        entry.device = { ...entry.device, position: { lat, lng } };
        this.redrawCone(device.id);
        this.handlers.onMoved?.(entry.device, { lat, lng });
      });
      this.markers.set(device.id, { device, marker, cone: null });
      this.bindTooltip(device.id);
      this.redrawCone(device.id);
      added.push(marker);
    }
    this.clusters.addLayers(added);
    for (const [id, entry] of this.markers) {
      if (seen.has(id)) continue;
      this.clusters.removeLayer(entry.marker);
      if (entry.cone) this.cones.removeLayer(entry.cone);
      this.markers.delete(id);
    }
  }

  setEvents(events: ReadonlyMap<string, MapEvent[]>): void {
    const changed = [...events.keys()].filter((id) => events.get(id) !== this.events.get(id));
    this.events = events;
    for (const id of changed) {
      this.refreshMarker(id);
      this.bindTooltip(id);
    }
  }

  setEditable(editable: boolean): void {
    this.editable = editable;
    for (const { marker } of this.markers.values()) {
      if (editable) marker.dragging?.enable();
      else marker.dragging?.disable();
      marker.options.draggable = editable;
    }
  }

  /** A live PTZ pan (objectUpdate) turns the dome's cone. */
  setPan(id: string, pan: number): void {
    const entry = this.markers.get(id);
    if (!entry?.device.cameraView) return;
    entry.device = { ...entry.device, cameraView: { ...entry.device.cameraView, ptzStatus: { command: { pan } } } };
    this.redrawCone(id);
  }

  select(id: string | null): void {
    const previous = this.selectedId;
    this.selectedId = id;
    if (previous) this.refreshMarker(previous);
    if (!id) return;
    const entry = this.markers.get(id);
    if (!entry) return;
    this.refreshMarker(id);
    this.handlers.onSelect?.(entry.device, entry.marker);
  }

  get selected(): MapDevice | null {
    return this.selectedId ? (this.markers.get(this.selectedId)?.device ?? null) : null;
  }

  marker(id: string): L.Marker | undefined {
    return this.markers.get(id)?.marker;
  }

  bounds(): L.LatLngBounds | null {
    const points = [...this.markers.values()].map((e) => e.marker.getLatLng());
    return points.length ? L.latLngBounds(points) : null;
  }

  remove(): void {
    this.clusters.remove();
    this.cones.remove();
  }

  private refreshMarker(id: string): void {
    const entry = this.markers.get(id);
    if (!entry) return;
    entry.marker.setIcon(icon(entry.device, this.events.get(id)?.length ?? 0, id === this.selectedId));
    if (this.editable) entry.marker.dragging?.enable();
  }

  private bindTooltip(id: string): void {
    const entry = this.markers.get(id);
    if (!entry) return;
    const events = this.events.get(id) ?? [];
    const lines = events.map(
      (e) => `<li><time>${new Date(e.triggeredAt).toLocaleTimeString()}</time> ${escapeHtml(e.message)}</li>`,
    );
    const html = `<strong>${escapeHtml(entry.device.name)}</strong>${lines.length ? `<ul class="vt-geo-events">${lines.join('')}</ul>` : ''}`;
    entry.marker.unbindTooltip().bindTooltip(html, { direction: 'top' });
  }

  private redrawCone(id: string): void {
    const entry = this.markers.get(id);
    if (!entry) return;
    if (entry.cone) this.cones.removeLayer(entry.cone);
    entry.cone =
      entry.device.deviceType === 'camera' ? coneLayer(entry.device.position, entry.device.cameraView) : null;
    if (entry.cone) this.cones.addLayer(entry.cone);
    // The cones are pixels on a canvas: the container says how many are drawn.
    this.map.getContainer().dataset.viewCones = String(this.cones.getLayers().length);
  }
}
