import { destination, viewCone } from '../../../shared/maps/viewCone';
import { occupiedZones, polygonProblem } from '../../../shared/maps/zoneRules';
import { panTiltTowards } from './mapGeometry';

const camera = { lat: 52.2297, lng: 21.0122 };

describe('view cones (spec 3 §5, §9)', () => {
  it('draws a circle at 360° or more, with the default 100 m distance', () => {
    expect(viewCone(camera, { fieldOfView: 360 })).toEqual({ kind: 'circle', center: camera, radius: 100 });
    expect(viewCone(camera, { fieldOfView: 400, viewDistance: 30 })).toMatchObject({ kind: 'circle', radius: 30 });
  });

  it('draws a sector in 1° steps around northOffsetAngle plus the PTZ pan', () => {
    const cone = viewCone(camera, {
      fieldOfView: 60,
      northOffsetAngle: 80,
      viewDistance: 200,
      ptzStatus: { command: { pan: 20 } },
    });
    if (cone?.kind !== 'sector') throw new Error('expected a sector');
    expect(cone.bearing).toBe(100);
    // Centre, 61 arc points (60 one-degree steps), centre again.
    expect(cone.points).toHaveLength(63);
    const first = cone.points[1]!;
    const expected = destination(camera, 70, 200);
    expect(first.lat).toBeCloseTo(expected.lat, 9);
    expect(first.lng).toBeCloseTo(expected.lng, 9);
  });

  it('draws nothing for a missing or non-numeric position or view', () => {
    expect(viewCone(null, { fieldOfView: 60 })).toBeNull();
    expect(viewCone({ lat: '52', lng: 21 }, { fieldOfView: 60 })).toBeNull();
    expect(viewCone(camera, null)).toBeNull();
    expect(viewCone(camera, { fieldOfView: Number.NaN })).toBeNull();
    expect(viewCone(camera, { fieldOfView: 60, viewDistance: 'far' as unknown as number })).toBeNull();
  });
});

describe('zones (spec 3 §2.10, §5)', () => {
  const square = {
    type: 'Polygon',
    coordinates: [
      [
        [21.01, 52.22],
        [21.02, 52.22],
        [21.02, 52.23],
        [21.01, 52.23],
        [21.01, 52.22],
      ],
    ],
  };
  it('turns occupied only the zones a target lies in', () => {
    const zones = [
      { id: 'in', geometry: square },
      { id: 'bad', geometry: { type: 'Point', coordinates: [21, 52] } },
    ];
    expect([...occupiedZones(zones, [{ lat: 52.225, lng: 21.015 }])]).toEqual(['in']);
    expect([...occupiedZones(zones, [{ lat: 52.235, lng: 21.015 }])]).toEqual([]);
  });
  it('refuses open rings, too few corners and points off the globe', () => {
    expect(polygonProblem(square)).toBeNull();
    expect(
      polygonProblem({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [0, 0],
          ],
        ],
      }),
    ).toBe('A zone polygon needs at least three corners');
    expect(
      polygonProblem({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
          ],
        ],
      }),
    ).toBe('A zone polygon must be closed');
    expect(
      polygonProblem({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 95],
            [0, 0],
          ],
        ],
      }),
    ).toMatch(/not a latitude/);
  });
});

describe('PTZ from the map (spec 2 §7 pt pair)', () => {
  it('pans to the clicked point relative to the dome’s north offset and tilts down towards it', () => {
    const east = destination(camera, 90, 100);
    const [pan, tilt] = panTiltTowards(camera, { northOffsetAngle: 30 }, east);
    expect(pan).toBeCloseTo(60, 0);
    expect(tilt).toBeCloseTo(-4.6, 1);
    expect(panTiltTowards(camera, null, destination(camera, 350, 50))[0]).toBeCloseTo(350, 0);
  });
});
