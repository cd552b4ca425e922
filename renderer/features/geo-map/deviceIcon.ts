/** A device's marker on the geographic map in the realm's icon set (spec 3 §3.6 geoIconSet, issue
 *  28): pins coloured by kind, round symbols that draw what the device is (a camera, a PTZ dome, a
 *  sensor), or small dots; each with the badge of its latest events and the selection ring. */
import L from './leaflet';
import { GEO_ICON_GEOMETRY, type GeoIconSet } from '../../../shared/maps/geoIconSets';

export interface IconDevice {
  deviceType: string;
  healthStatus?: string | null;
  isPtz?: boolean | null;
}

/** The marker kinds the sets tell apart. */
export type MarkerKind = 'camera' | 'ptz' | 'sensor';

export function markerKind(device: IconDevice): MarkerKind {
  return device.deviceType === 'sensor' ? 'sensor' : device.isPtz ? 'ptz' : 'camera';
}

/** The symbols' glyphs, 24x24 viewBox, drawn in the marker's foreground colour. */
const GLYPHS: Record<MarkerKind, string> = {
  camera: '<path d="M3 7h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm14 3.5 5-3v9l-5-3z"/>',
  ptz: '<path d="M4 13a8 8 0 0 1 16 0z"/><rect x="3" y="14" width="18" height="3" rx="1"/><circle cx="12" cy="10" r="2" fill="#fff"/>',
  sensor:
    '<circle cx="12" cy="12" r="3"/><path d="M6.3 6.3a8 8 0 0 0 0 11.4l1.4-1.4a6 6 0 0 1 0-8.6zm11.4 0-1.4 1.4a6 6 0 0 1 0 8.6l1.4 1.4a8 8 0 0 0 0-11.4z"/>',
};

function face(set: GeoIconSet, kind: MarkerKind): string {
  if (set === 'symbols') {
    return `<span class="vt-geo-symbol" aria-hidden="true"><svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor">${GLYPHS[kind]}</svg></span>`;
  }
  return `<span class="${set === 'dots' ? 'vt-geo-dot' : 'vt-geo-pin'}" aria-hidden="true"></span>`;
}

export function deviceIcon(device: IconDevice, events: number, selected: boolean, set: GeoIconSet): L.DivIcon {
  const kind = markerKind(device);
  const sensorState = kind === 'sensor' ? (device.healthStatus === 'NORMAL' ? 'active' : 'inactive') : '';
  const badge = events > 0 ? `<span class="vt-geo-badge" data-testid="geo-event-count">${events}</span>` : '';
  const geometry = GEO_ICON_GEOMETRY[set];
  const classes = [
    'vt-geo-marker',
    `vt-geo-set-${set}`,
    `vt-geo-marker-${kind}`,
    sensorState && `vt-geo-sensor-${sensorState}`,
    selected && 'vt-geo-selected',
  ].filter(Boolean);
  return L.divIcon({
    className: classes.join(' '),
    html: `${face(set, kind)}${badge}`,
    iconSize: geometry.size,
    iconAnchor: geometry.anchor,
    tooltipAnchor: geometry.above,
    popupAnchor: geometry.above,
  });
}
