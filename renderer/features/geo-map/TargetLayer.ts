/** Targets on the geographic map (spec 3 §2.10, §9): each target's marker at its last position and
 *  its track of the last 10 positions in #3AA5F0. Framework-free, for the map and the bench. */
import L from './leaflet';
import { TARGET_TRACK_COLOR } from '../../../shared/maps/geoMapConstants';
import type { TargetTracks } from './targetTracks';

export class TargetLayer {
  readonly group = L.layerGroup();
  private readonly drawn = new Map<string, { marker: L.CircleMarker; track: L.Polyline }>();

  constructor(
    map: L.Map,
    private readonly renderer: L.Renderer = L.canvas(),
  ) {
    this.group.addTo(map);
  }

  setTracks(tracks: TargetTracks): void {
    for (const target of tracks.values()) {
      const points = target.track.map((p) => [p.lat, p.lng] as [number, number]);
      const last = points.at(-1);
      if (!last) continue;
      const held = this.drawn.get(target.targetId);
      if (held) {
        held.marker.setLatLng(last);
        held.track.setLatLngs(points);
        continue;
      }
      const track = L.polyline(points, {
        color: TARGET_TRACK_COLOR,
        weight: 3,
        renderer: this.renderer,
        interactive: false,
      });
      const marker = L.circleMarker(last, {
        radius: 6,
        color: '#ffffff',
        weight: 2,
        fillColor: TARGET_TRACK_COLOR,
        fillOpacity: 1,
        renderer: this.renderer,
      }).bindTooltip(target.label);
      this.group.addLayer(track).addLayer(marker);
      this.drawn.set(target.targetId, { marker, track });
    }
  }

  /** Target tracking on or off (spec 3 §2.10 toggles). */
  setVisible(map: L.Map, visible: boolean): void {
    if (visible && !map.hasLayer(this.group)) this.group.addTo(map);
    if (!visible && map.hasLayer(this.group)) this.group.remove();
  }

  /** Where the targets are now, for go-to. */
  bounds(): L.LatLngBounds | null {
    const points = [...this.drawn.values()].map((d) => d.marker.getLatLng());
    return points.length ? L.latLngBounds(points) : null;
  }

  get count(): number {
    return this.drawn.size;
  }

  remove(): void {
    this.group.remove();
  }
}
