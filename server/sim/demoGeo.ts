/** Where the demo realm is on the map (issue 15): a small site around Demo HQ's default map
 *  position with a perimeter road, buildings and a yard; the cameras, PTZ dome and sensors placed
 *  on it looking at the site; and the tracks of the simulated targets (a patrol car on the road,
 *  a person walking the yard), all in metres from the site centre so they stay consistent. */
import { destination, type LatLng } from '../../shared/maps/viewCone';

/** Demo HQ's geoDefaultPosition: the middle of the site. */
export const DEMO_SITE_CENTER: LatLng = { lat: 52.2297, lng: 21.0122 };
/** Demo Branch's site, a few kilometres away. */
export const DEMO_BRANCH_CENTER: LatLng = { lat: 52.2412, lng: 20.9881 };

/** A point `east` and `north` metres from `origin`. */
export function offset(origin: LatLng, east: number, north: number): LatLng {
  const distance = Math.hypot(east, north);
  if (distance === 0) return { ...origin };
  const bearing = (Math.atan2(east, north) * 180) / Math.PI;
  return destination(origin, bearing, distance);
}

export interface DemoCameraPlacement {
  east: number;
  north: number;
  fieldOfView: number;
  northOffsetAngle: number;
  viewDistance: number;
}

/** Cameras 1–6 at the site's corners and sides, each looking inwards; more cameras (the count is
 *  configurable) stand on a ring around the middle. */
const HQ_CAMERAS: DemoCameraPlacement[] = [
  { east: -130, north: 85, fieldOfView: 70, northOffsetAngle: 125, viewDistance: 120 },
  { east: 130, north: 85, fieldOfView: 70, northOffsetAngle: 235, viewDistance: 120 },
  { east: 130, north: -85, fieldOfView: 70, northOffsetAngle: 305, viewDistance: 120 },
  { east: -130, north: -85, fieldOfView: 70, northOffsetAngle: 55, viewDistance: 120 },
  { east: 0, north: 100, fieldOfView: 90, northOffsetAngle: 180, viewDistance: 90 },
  { east: 0, north: -100, fieldOfView: 90, northOffsetAngle: 0, viewDistance: 90 },
];

export function demoCameraPlacement(index: number): DemoCameraPlacement {
  const fixed = HQ_CAMERAS[index];
  if (fixed) return fixed;
  const angle = (index * 47) % 360;
  const r = 60 + (index % 3) * 15;
  const east = r * Math.sin((angle * Math.PI) / 180);
  const north = r * Math.cos((angle * Math.PI) / 180);
  return { east, north, fieldOfView: 60, northOffsetAngle: (angle + 180) % 360, viewDistance: 70 };
}

/** The PTZ dome in the middle of the yard: its pan turns its cone. */
export const DEMO_PTZ_PLACEMENT: DemoCameraPlacement = {
  east: 0,
  north: 0,
  fieldOfView: 60,
  northOffsetAngle: 0,
  viewDistance: 150,
};

/** A sensor stands a few metres from the first camera that watches it. */
export const SENSOR_OFFSET_M = { east: 12, north: -8 } as const;

/** The perimeter road the patrol car drives, corner to corner (metres from the centre). */
export const PATROL_ROUTE: ReadonlyArray<[number, number]> = [
  [-150, -110],
  [150, -110],
  [150, 110],
  [-150, 110],
];

/** The path the person walks around the yard's middle. */
export const WALK_ROUTE: ReadonlyArray<[number, number]> = [
  [-60, 40],
  [20, 55],
  [60, 40],
  [60, -40],
  [-10, -50],
  [-60, -40],
];

export interface DemoTarget {
  targetId: string;
  type: string;
  classification: string;
  risk: string;
  /** Metres per second along the route. */
  speed: number;
  route: ReadonlyArray<[number, number]>;
}

export const DEMO_TARGETS: readonly DemoTarget[] = [
  {
    targetId: 'demo-hq-target-patrol',
    type: 'vehicle',
    classification: 'Patrol car',
    risk: 'low',
    speed: 8,
    route: PATROL_ROUTE,
  },
  {
    targetId: 'demo-hq-target-person',
    type: 'person',
    classification: 'Person',
    risk: 'medium',
    speed: 1.6,
    route: WALK_ROUTE,
  },
];

/** Where a target is `seconds` after it set off, and which way it heads (degrees from north). */
export function positionOnRoute(route: ReadonlyArray<[number, number]>, speed: number, seconds: number) {
  const legs = route.map((from, i) => {
    const to = route[(i + 1) % route.length] as [number, number];
    return { from, to, length: Math.hypot(to[0] - from[0], to[1] - from[1]) };
  });
  const total = legs.reduce((sum, leg) => sum + leg.length, 0);
  let along = (((speed * seconds) % total) + total) % total;
  for (const leg of legs) {
    if (along <= leg.length) {
      const f = leg.length === 0 ? 0 : along / leg.length;
      const east = leg.from[0] + (leg.to[0] - leg.from[0]) * f;
      const north = leg.from[1] + (leg.to[1] - leg.from[1]) * f;
      const heading = ((Math.atan2(leg.to[0] - leg.from[0], leg.to[1] - leg.from[1]) * 180) / Math.PI + 360) % 360;
      return { east, north, heading };
    }
    along -= leg.length;
  }
  const [east, north] = route[0] as [number, number];
  return { east, north, heading: 0 };
}
