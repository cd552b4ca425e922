/** Leaflet shapes of the map's geometry (spec 3 §5): a camera's view cone as a circle or a sector
 *  polygon, and the PTZ pan/tilt that turns a dome towards a clicked point (spec 2 §7). */
import L from './leaflet';
import { DEFAULT_POLYGON_STYLE } from '../../../shared/maps/geoMapConstants';
import {
  bearingTo,
  distanceBetween,
  viewBearing,
  viewCone,
  type CameraViewData,
  type LatLng,
} from '../../../shared/maps/viewCone';

export function coneLayer(
  position: unknown,
  view: CameraViewData | null | undefined,
  renderer?: L.Renderer,
): L.Path | null {
  const cone = viewCone(position, view);
  if (!cone) return null;
  const style = { ...DEFAULT_POLYGON_STYLE, weight: 1, interactive: false, renderer, className: 'vt-geo-cone' };
  if (cone.kind === 'circle') return L.circle([cone.center.lat, cone.center.lng], { ...style, radius: cone.radius });
  return L.polygon(
    cone.points.map((p) => [p.lat, p.lng] as [number, number]),
    style,
  );
}

/** Height a dome is assumed to hang at when its altitude is unknown, metres. */
const DOME_HEIGHT_M = 8;

/** The pan/tilt pair that points a dome at `target`: pan relative to the dome's north offset,
 *  tilt down by the angle to the ground at that distance. */
export function panTiltTowards(
  camera: LatLng,
  view: CameraViewData | null | undefined,
  target: LatLng,
): [number, number] {
  const offset = viewBearing({ northOffsetAngle: view?.northOffsetAngle ?? 0 });
  const pan = (((bearingTo(camera, target) - offset) % 360) + 360) % 360;
  const distance = Math.max(1, distanceBetween(camera, target));
  const tilt = -((Math.atan2(DOME_HEIGHT_M, distance) * 180) / Math.PI);
  return [Math.round(pan * 10) / 10, Math.round(tilt * 10) / 10];
}
