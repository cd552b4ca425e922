/** The demo sites' plans for the offline base map (spec 3 §2.10): grounds, roads, buildings and
 *  the yard around the demo cameras, in GeoJSON, drawn at street-level zoom. */
import type { FeatureCollection } from 'geojson';
import type { LatLng } from '../../shared/maps/viewCone';
import { DEMO_BRANCH_CENTER, DEMO_SITE_CENTER, offset, PATROL_ROUTE, WALK_ROUTE } from './demoGeo';

type Metres = ReadonlyArray<readonly [number, number]>;

export function demoSitePlan(): FeatureCollection {
  const at = (center: LatLng) => (points: Metres) =>
    points.map(([east, north]) => {
      const p = offset(center, east, north);
      return [round(p.lng), round(p.lat)];
    });
  const hq = at(DEMO_SITE_CENTER);
  const branch = at(DEMO_BRANCH_CENTER);
  const box = (w: number, s: number, e: number, n: number): Metres => [
    [w, s],
    [e, s],
    [e, n],
    [w, n],
    [w, s],
  ];
  const area = (kind: string, name: string, ring: number[][]) => ({
    type: 'Feature' as const,
    properties: { kind, name },
    geometry: { type: 'Polygon' as const, coordinates: [ring] },
  });
  const line = (kind: string, name: string, points: number[][]) => ({
    type: 'Feature' as const,
    properties: { kind, name },
    geometry: { type: 'LineString' as const, coordinates: points },
  });
  const loop = (route: Metres) => [...route, route[0] as readonly [number, number]];
  return {
    type: 'FeatureCollection',
    features: [
      area('grounds', 'Demo HQ', hq(box(-175, -135, 175, 135))),
      area('yard', 'Yard', hq(box(-70, -60, 70, 60))),
      area('building', 'Main building', hq(box(-35, 70, 35, 95))),
      area('building', 'North-west hall', hq(box(-115, 45, -70, 75))),
      area('building', 'North-east hall', hq(box(70, 45, 115, 75))),
      area('building', 'South-east store', hq(box(70, -75, 115, -45))),
      area('building', 'South-west store', hq(box(-115, -75, -70, -45))),
      area('building', 'Gatehouse', hq(box(-12, -128, 12, -116))),
      line('road', 'Perimeter road', hq(loop(PATROL_ROUTE))),
      line(
        'road',
        'Gate road',
        hq([
          [0, -110],
          [0, -160],
        ]),
      ),
      line('path', 'Yard path', hq(loop(WALK_ROUTE))),
      area('grounds', 'Demo Branch', branch(box(-60, -45, 60, 45))),
      area('building', 'Branch office', branch(box(-30, -15, 30, 20))),
      line(
        'road',
        'Branch access',
        branch([
          [-60, -35],
          [60, -35],
        ]),
      ),
    ],
  };
}

/** Seven decimals: about a centimetre, and a smaller payload. */
const round = (value: number) => Math.round(value * 1e7) / 1e7;
