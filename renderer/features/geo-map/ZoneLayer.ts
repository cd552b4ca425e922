/** Zones on the geographic map (spec 3 §2.10, §3.5): polygons in their colours, drawn white while
 *  a target is inside; in edit mode new ones are drawn and existing ones reshaped with geoman. */
import L from './leaflet';
import { ZONE_OCCUPIED_COLOR } from '../../../shared/maps/geoMapConstants';
import type { GeoZoneFields } from '../../../shared/maps/zoneRules';

export type MapZone = GeoZoneFields;

export class ZoneLayer {
  readonly group = L.featureGroup();
  private readonly drawn = new Map<string, { zone: MapZone; layer: L.Polygon }>();
  private occupied = new Set<string>();

  constructor(
    map: L.Map,
    private readonly onEdited: (zone: MapZone, geometry: unknown) => void,
    private readonly onSelect: (zone: MapZone) => void,
  ) {
    this.group.addTo(map);
  }

  setZones(zones: readonly MapZone[]): void {
    for (const { layer } of this.drawn.values()) this.group.removeLayer(layer);
    this.drawn.clear();
    for (const zone of zones) {
      const layer = L.geoJSON(zone.geometry as GeoJSON.Polygon).getLayers()[0];
      if (!(layer instanceof L.Polygon)) continue;
      layer.on('pm:edit', () => this.onEdited(zone, (layer.toGeoJSON() as GeoJSON.Feature).geometry));
      layer.on('click', () => this.onSelect(zone));
      layer.bindTooltip(`${zone.id} · ${zone.priority ?? 1}`);
      this.drawn.set(zone.id, { zone, layer });
      this.group.addLayer(layer);
      this.paint(zone.id);
    }
  }

  setOccupied(occupied: Set<string>): void {
    const changed = new Set([...occupied, ...this.occupied]);
    this.occupied = occupied;
    for (const id of changed) this.paint(id);
  }

  zones(): MapZone[] {
    return [...this.drawn.values()].map((d) => d.zone);
  }

  private paint(id: string): void {
    const entry = this.drawn.get(id);
    if (!entry) return;
    const inside = this.occupied.has(id);
    entry.layer.setStyle({
      color: inside ? ZONE_OCCUPIED_COLOR : (entry.zone.color ?? undefined),
      fillColor: inside ? ZONE_OCCUPIED_COLOR : (entry.zone.fillColor ?? undefined),
      fillOpacity: inside ? 0.6 : (entry.zone.fillOpacity ?? undefined),
    });
    const element = entry.layer.getElement();
    element?.setAttribute('data-zone', id);
    element?.setAttribute('data-occupied', String(inside));
  }
}
